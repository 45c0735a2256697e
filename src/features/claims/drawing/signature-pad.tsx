import { useId, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DrawnSignature } from '@contracts/accident-statement';
import { signatureLimits } from '@contracts/request-sizes';
import { signatureAspectRatio } from '@contracts/sketch-geometry';
import { DrawingFrame, Hint, ToolButton, Toolbar } from './drawing-styles';
import { StrokePaths } from './stroke-paths';

type Strokes = DrawnSignature['strokes'];

export interface SignaturePadProps {
  /** Whose signature: names the pad ("Potpis vozača A"). */
  party: 'A' | 'B';
  value: Strokes | null;
  /** The strokes after each finished stroke, or null once cleared. */
  onChange: (strokes: Strokes | null) => void;
}

/** Points closer than this (a fraction of the box) add nothing a reader could see. */
const minDistance = 0.004;
const width = 300;
const height = width / signatureAspectRatio;

const Pad = styled.svg`
  touch-action: none;
  user-select: none;
  cursor: crosshair;
`;

const round = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;

/**
 * Section 15: a signature drawn with a finger or a mouse, kept as strokes of points 0–1 across and down the box, so
 * the PDF draws it at any size. A driver who cannot or will not draw says so on the page instead (a reason).
 */
export function SignaturePad({ party, value, onChange }: SignaturePadProps) {
  const { t } = useTranslation('claims-drawing');
  const [current, setCurrent] = useState<[number, number][] | null>(null);
  const drawing = useRef<[number, number][] | null>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const labelId = useId();
  const hintId = useId();
  const strokes = value ?? [];
  // The signing call's limits: past them a stroke stops growing, and no new one starts.
  const pointsBefore = strokes.reduce((sum, stroke) => sum + stroke.length, 0);

  const pointOf = (event: PointerEvent): [number, number] | null => {
    const box = svgRef.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return null;
    return [round((event.clientX - box.left) / box.width), round((event.clientY - box.top) / box.height)];
  };

  const start = (event: PointerEvent<SVGSVGElement>) => {
    if (strokes.length >= signatureLimits.strokes || pointsBefore >= signatureLimits.points) return;
    const at = pointOf(event);
    if (!at) return;
    event.preventDefault();
    svgRef.current?.setPointerCapture?.(event.pointerId);
    drawing.current = [at];
    setCurrent([at]);
  };

  const extend = (event: PointerEvent<SVGSVGElement>) => {
    const stroke = drawing.current;
    const at = pointOf(event);
    if (!stroke || !at) return;
    if (stroke.length >= signatureLimits.pointsPerStroke || pointsBefore + stroke.length >= signatureLimits.points)
      return;
    const last = stroke[stroke.length - 1];
    if (last && Math.hypot(at[0] - last[0], (at[1] - last[1]) / signatureAspectRatio) < minDistance) return;
    stroke.push(at);
    setCurrent([...stroke]);
  };

  const finish = (event: PointerEvent<SVGSVGElement>) => {
    const stroke = drawing.current;
    drawing.current = null;
    setCurrent(null);
    if (svgRef.current?.hasPointerCapture?.(event.pointerId)) svgRef.current.releasePointerCapture(event.pointerId);
    if (stroke) onChange([...strokes, stroke]);
  };

  const shown = current ? [...strokes, current] : strokes;
  return (
    <div>
      <p id={labelId}>
        <strong>{t('signature.label', { role: party })}</strong>
      </p>
      <Hint id={hintId}>{t('signature.hint')}</Hint>
      <DrawingFrame $maxWidth="36rem">
        <Pad
          ref={svgRef}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={labelId}
          aria-describedby={hintId}
          onPointerDown={start}
          onPointerMove={extend}
          onPointerUp={finish}
          onPointerCancel={finish}
        >
          <line x1={12} y1={height * 0.78} x2={width - 12} y2={height * 0.78} stroke="#c9d3db" strokeWidth={1} />
          <StrokePaths strokes={shown} width={width} height={height} />
        </Pad>
      </DrawingFrame>
      <Toolbar>
        <ToolButton type="button" disabled={strokes.length === 0} onClick={() => onChange(null)}>
          {t('signature.clear')}
        </ToolButton>
      </Toolbar>
      <Hint role="status">{strokes.length ? t('signature.drawn') : t('signature.empty')}</Hint>
    </div>
  );
}
