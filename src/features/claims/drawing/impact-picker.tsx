import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { impactFrame, impactFrameSize, impactShapes, impactZones } from '@contracts/sketch-geometry';
import { FieldLabel } from '../../../app/ui/field-styles';
import { DrawingFrame, Hint, ToolButton, Toolbar } from './drawing-styles';
import { impactPlaceText, nearestZone, type ImpactPoint } from './impact-texts';
import { SvgShapes } from './svg-shapes';

export interface ImpactPickerProps {
  /** Whose vehicle: names the picture ("Mjesto prvog udarca na vozilu A"). */
  party: 'A' | 'B';
  /** 0–1 across and along the vehicle, front at y 0. */
  value: ImpactPoint | null;
  onChange: (value: ImpactPoint | null) => void;
}

const keyStep = 0.05;
const round = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;

const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  align-items: flex-start;
`;

const Picture = styled.svg`
  cursor: crosshair;
  touch-action: manipulation;

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Select = styled.select`
  width: 100%;
  min-height: 3rem;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

const Controls = styled.div`
  flex: 1 1 12rem;
`;

/**
 * Section 10: the driver taps the top view of their vehicle where it was hit first. Without a pointer: choose one of
 * the marked parts of the vehicle from a list, or move the marker with the arrow keys on the focused picture.
 */
export function ImpactPicker({ party, value, onChange }: ImpactPickerProps) {
  const { t } = useTranslation('claims-drawing');
  const svgRef = useRef<SVGSVGElement>(null);
  const hintId = useId();
  const keysId = useId();
  const selectId = useId();
  const label = t('impact.label', { role: party });

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    const box = svgRef.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return;
    const frameX = ((event.clientX - box.left) / box.width) * impactFrameSize.width;
    const frameY = ((event.clientY - box.top) / box.height) * impactFrameSize.height;
    onChange({
      x: round((frameX - impactFrame.padding) / impactFrame.carWidth),
      y: round((frameY - impactFrame.padding) / impactFrame.carLength),
    });
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [0, -keyStep],
      ArrowDown: [0, keyStep],
      ArrowLeft: [-keyStep, 0],
      ArrowRight: [keyStep, 0],
    };
    const delta = moves[event.key];
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onChange(null);
      return;
    }
    if (!delta) return;
    event.preventDefault();
    // The first key press puts the marker in the middle of the vehicle, from where the arrows move it.
    const from = value ?? { x: 0.5, y: 0.5 };
    onChange(value ? { x: round(from.x + delta[0]), y: round(from.y + delta[1]) } : from);
  };

  const zone = value ? nearestZone(value) : null;
  const status = value ? t('impact.chosen', { place: impactPlaceText(t, value) }) : t('impact.none');

  return (
    <div>
      <p>
        <strong>{label}</strong>
      </p>
      <Hint id={hintId}>{t('impact.hint')}</Hint>
      <Layout>
        <DrawingFrame $maxWidth="11rem">
          <Picture
            ref={svgRef}
            viewBox={`0 0 ${impactFrameSize.width} ${impactFrameSize.height}`}
            role="application"
            tabIndex={0}
            aria-label={`${label}. ${status}`}
            aria-describedby={`${hintId} ${keysId}`}
            onPointerDown={onPointerDown}
            onKeyDown={onKeyDown}
          >
            <SvgShapes shapes={impactShapes(value)} />
          </Picture>
        </DrawingFrame>
        <Controls>
          <FieldLabel htmlFor={selectId}>{t('impact.zone')}</FieldLabel>
          <Select
            id={selectId}
            value={value && zone && zone.x === value.x && zone.y === value.y ? zone.id : ''}
            onChange={(event) => {
              const chosen = impactZones.find((candidate) => candidate.id === event.target.value);
              if (chosen) onChange({ x: chosen.x, y: chosen.y });
            }}
          >
            <option value="">{t('impact.chooseZone')}</option>
            {impactZones.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {t(`impact.zones.${candidate.id}`)}
              </option>
            ))}
          </Select>
          <Hint id={keysId}>{t('impact.keys')}</Hint>
          <Hint role="status">{status}</Hint>
          <Toolbar>
            <ToolButton type="button" disabled={!value} onClick={() => onChange(null)}>
              {t('impact.clear')}
            </ToolButton>
          </Toolbar>
        </Controls>
      </Layout>
    </div>
  );
}
