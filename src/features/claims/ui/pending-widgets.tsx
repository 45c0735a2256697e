/**
 * PLACEHOLDER until the `drawing` (helper C) and `claims-offline` (helper P) branches are merged: stand-ins with the
 * interfaces of PLAN.md, so the pages compile and can be used. Each page imports its widget from here; the merge
 * replaces these imports with `../drawing/...` and `../photos/photo-strip` and deletes this file.
 */
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AccidentSketch } from '@contracts/accident-sketch';
import type { PartyRole, StatementPhoto } from '@contracts/accident-statement';

type Strokes = [number, number][][];

const Pad = styled.div`
  position: relative;
  height: 10rem;
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  touch-action: none;
  background: #fff;

  svg {
    width: 100%;
    height: 100%;
  }
`;

export function SignaturePad({ onChange, label }: { onChange: (strokes: Strokes | null) => void; label: string }) {
  const [strokes, setStrokes] = useState<Strokes>([]);
  const drawing = useRef(false);
  const point = (event: PointerEvent<HTMLDivElement>): [number, number] => {
    const box = event.currentTarget.getBoundingClientRect();
    const clamp = (value: number) => Math.min(1, Math.max(0, value));
    return [clamp((event.clientX - box.left) / (box.width || 1)), clamp((event.clientY - box.top) / (box.height || 1))];
  };
  const update = (next: Strokes) => {
    setStrokes(next);
    onChange(next.length > 0 ? next : null);
  };
  return (
    <Pad
      role="img"
      aria-label={label}
      data-testid="signature-pad"
      onPointerDown={(event) => {
        drawing.current = true;
        update([...strokes, [point(event)]]);
      }}
      onPointerMove={(event) => {
        if (!drawing.current || strokes.length === 0) return;
        const last = strokes[strokes.length - 1] ?? [];
        update([...strokes.slice(0, -1), [...last, point(event)]]);
      }}
      onPointerUp={() => {
        drawing.current = false;
      }}
    >
      <svg viewBox="0 0 1 1" preserveAspectRatio="none" aria-hidden="true">
        {strokes.map((stroke, index) => (
          <polyline
            key={index}
            points={stroke.map(([x, y]) => `${x},${y}`).join(' ')}
            fill="none"
            stroke="#073447"
            strokeWidth="0.01"
          />
        ))}
      </svg>
    </Pad>
  );
}

export function SketchEditor({
  value,
  onChange,
  hasVehicleB,
}: {
  value: AccidentSketch | null;
  onChange: (sketch: AccidentSketch) => void;
  hasVehicleB: boolean;
}) {
  const { t } = useTranslation('claims');
  return (
    <div>
      <button
        type="button"
        onClick={() =>
          onChange({
            layout: 'straight',
            vehicles: { A: { x: 30, y: 50, angle: 90 }, B: hasVehicleB ? { x: 70, y: 50, angle: 270 } : null },
            arrows: [],
          })
        }
      >
        {value ? t('sketch.placeholderDrawn') : t('sketch.placeholderDraw')}
      </button>
    </div>
  );
}

export function SketchView({ sketch }: { sketch: AccidentSketch | null }) {
  const { t } = useTranslation('claims');
  return <p>{sketch ? t('sketch.placeholderDrawn') : t('sketch.none')}</p>;
}

export function ImpactPicker({
  value,
  onChange,
}: {
  value: { x: number; y: number } | null;
  onChange: (impact: { x: number; y: number }) => void;
}) {
  const { t } = useTranslation('claims');
  return (
    <button type="button" aria-pressed={value !== null} onClick={() => onChange({ x: 0.5, y: 0 })}>
      {t('circumstances.impactFront')}
    </button>
  );
}

export function PhotoStrip({
  photos,
}: {
  access: { statementId: string; partyToken: string };
  role: PartyRole;
  photos: StatementPhoto[];
  readOnly?: boolean;
}) {
  const { t } = useTranslation('claims');
  return <p>{t('photos.count', { count: photos.length })}</p>;
}
