import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { sketchLayouts, type AccidentSketch, type SketchLayout } from '@contracts/accident-sketch';
import {
  arrowShapes,
  clampToSketch,
  headingArrow,
  layoutShapes,
  normalisedAngle,
  partyColors,
  sketchSize,
  startingSketch,
  vehicleShapes,
  vehicleSize,
  type SketchPoint,
} from '@contracts/sketch-geometry';
import { VisuallyHidden } from '../../../app/ui/visually-hidden';
import { ChoiceList, DrawingFrame, Fieldset, Hint, ToolButton, Toolbar, VehicleButton } from './drawing-styles';
import { placementText, sketchDescription } from './sketch-texts';
import { SvgShapes } from './svg-shapes';
import { VehicleLabel } from './vehicle-label';

type Role = 'A' | 'B';
type Placement = AccidentSketch['vehicles']['A'];

export interface SketchEditorProps {
  value: AccidentSketch | null;
  onChange: (sketch: AccidentSketch) => void;
  /** Whether there is a vehicle B to place (not in a single-vehicle accident). */
  hasVehicleB: boolean;
}

/** Keyboard and button steps: small enough to place a car in its lane, a bigger one with Shift. */
const step = 2;
const bigStep = 10;
const turn = 15;
const bigTurn = 45;

const round = (value: number) => Math.round(value * 10) / 10;
const point = (x: number, y: number): SketchPoint => ({ x: round(clampToSketch(x)), y: round(clampToSketch(y)) });

/** The sketch with B present exactly when there is a vehicle B, whatever was stored before that changed. */
function withVehicles(sketch: AccidentSketch, hasVehicleB: boolean): AccidentSketch {
  if (hasVehicleB === (sketch.vehicles.B !== null)) return sketch;
  if (hasVehicleB) {
    return { ...sketch, vehicles: { ...sketch.vehicles, B: startingSketch(sketch.layout, true).vehicles.B } };
  }
  return {
    ...sketch,
    vehicles: { ...sketch.vehicles, B: null },
    arrows: sketch.arrows.filter((arrow) => arrow.vehicle === 'A'),
  };
}

type Drag =
  | { kind: 'vehicle'; role: Role; offset: SketchPoint }
  | { kind: 'turn'; role: Role }
  | { kind: 'arrow'; index: number; end: 'from' | 'to' };

const RotateHandle = styled.circle`
  cursor: grab;
`;

const Handle = styled.g`
  cursor: grab;

  &:focus {
    outline: none;
  }

  &:focus-visible .focus-ring {
    stroke: ${({ theme }) => theme.colors.focus};
    stroke-width: 1.2;
  }
`;

const EditorSvg = styled.svg`
  touch-action: none;
  user-select: none;
`;

/**
 * Section 13: choose the road's layout, then place cars A and B on it, turn them and add an arrow for the way each
 * was going. Everything the pointer does, the keyboard and the buttons do too.
 */
export function SketchEditor({ value, onChange, hasVehicleB }: SketchEditorProps) {
  const { t } = useTranslation('claims-drawing');
  const [selected, setSelected] = useState<Role>('A');
  const svgRef = useRef<SVGSVGElement>(null);
  const drag = useRef<Drag | null>(null);
  const hintId = useId();
  const layoutName = useId();

  const sketch = value && withVehicles(value, hasVehicleB);
  const roles: Role[] = sketch?.vehicles.B ? ['A', 'B'] : ['A'];
  const active: Role = roles.includes(selected) ? selected : 'A';

  const chooseLayout = (layout: SketchLayout) => {
    onChange(sketch ? { ...sketch, layout } : startingSketch(layout, hasVehicleB));
  };

  /** A vehicle's new placement; its arrows move with it, so a moved car keeps its direction. */
  const place = (role: Role, next: Placement) => {
    if (!sketch) return;
    const current = sketch.vehicles[role];
    if (!current) return;
    const placement = { x: round(clampToSketch(next.x)), y: round(clampToSketch(next.y)), angle: next.angle };
    const dx = placement.x - current.x;
    const dy = placement.y - current.y;
    onChange({
      ...sketch,
      vehicles: { ...sketch.vehicles, [role]: placement },
      arrows: sketch.arrows.map((arrow) =>
        arrow.vehicle === role
          ? { ...arrow, from: point(arrow.from.x + dx, arrow.from.y + dy), to: point(arrow.to.x + dx, arrow.to.y + dy) }
          : arrow,
      ),
    });
  };

  const move = (role: Role, dx: number, dy: number) => {
    const current = sketch?.vehicles[role];
    if (current) place(role, { ...current, x: current.x + dx, y: current.y + dy });
  };

  const rotate = (role: Role, degrees: number) => {
    if (!sketch) return;
    const current = sketch.vehicles[role];
    if (!current) return;
    onChange({
      ...sketch,
      vehicles: {
        ...sketch.vehicles,
        [role]: { ...current, angle: normalisedAngle(Math.round(current.angle + degrees)) },
      },
    });
  };

  const hasArrow = (role: Role) => sketch?.arrows.some((arrow) => arrow.vehicle === role) ?? false;

  const toggleArrow = (role: Role) => {
    if (!sketch) return;
    const placement = sketch.vehicles[role];
    if (!placement) return;
    if (hasArrow(role)) {
      onChange({ ...sketch, arrows: sketch.arrows.filter((arrow) => arrow.vehicle !== role) });
      return;
    }
    const { from, to } = headingArrow(placement);
    onChange({
      ...sketch,
      arrows: [...sketch.arrows, { vehicle: role, from: point(from.x, from.y), to: point(to.x, to.y) }],
    });
  };

  const onVehicleKey = (role: Role) => (event: KeyboardEvent) => {
    const distance = event.shiftKey ? bigStep : step;
    const angle = event.shiftKey ? bigTurn : turn;
    const actions: Record<string, () => void> = {
      ArrowUp: () => move(role, 0, -distance),
      ArrowDown: () => move(role, 0, distance),
      ArrowLeft: () => move(role, -distance, 0),
      ArrowRight: () => move(role, distance, 0),
      q: () => rotate(role, -angle),
      Q: () => rotate(role, -angle),
      e: () => rotate(role, angle),
      E: () => rotate(role, angle),
      Enter: () => setSelected(role),
      ' ': () => setSelected(role),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    setSelected(role);
    action();
  };

  /** The pointer's place in the sketch's own units, or null where the browser has no layout (a test). */
  const sketchPoint = (event: PointerEvent): SketchPoint | null => {
    const box = svgRef.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return null;
    return {
      x: ((event.clientX - box.left) / box.width) * sketchSize,
      y: ((event.clientY - box.top) / box.height) * sketchSize,
    };
  };

  const startDrag = (next: Drag) => (event: PointerEvent<SVGElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (next.kind !== 'arrow') setSelected(next.role);
    if (next.kind === 'vehicle' && sketch) {
      const at = sketchPoint(event);
      const placement = sketch.vehicles[next.role];
      if (at && placement) next.offset = { x: placement.x - at.x, y: placement.y - at.y };
    }
    drag.current = next;
    svgRef.current?.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const current = drag.current;
    const at = sketchPoint(event);
    if (!current || !at || !sketch) return;
    if (current.kind === 'vehicle') {
      const placement = sketch.vehicles[current.role];
      if (placement) place(current.role, { ...placement, x: at.x + current.offset.x, y: at.y + current.offset.y });
    } else if (current.kind === 'turn') {
      const placement = sketch.vehicles[current.role];
      if (!placement) return;
      const degrees = (Math.atan2(at.x - placement.x, placement.y - at.y) * 180) / Math.PI;
      onChange({
        ...sketch,
        vehicles: { ...sketch.vehicles, [current.role]: { ...placement, angle: normalisedAngle(Math.round(degrees)) } },
      });
    } else {
      onChange({
        ...sketch,
        arrows: sketch.arrows.map((arrow, index) =>
          index === current.index ? { ...arrow, [current.end]: point(at.x, at.y) } : arrow,
        ),
      });
    }
  };

  const endDrag = (event: PointerEvent<SVGSVGElement>) => {
    drag.current = null;
    if (svgRef.current?.hasPointerCapture?.(event.pointerId)) svgRef.current.releasePointerCapture(event.pointerId);
  };

  const turnHandleAt = (placement: Placement): SketchPoint => {
    const radians = (placement.angle * Math.PI) / 180;
    const reach = vehicleSize.length / 2 + 4;
    return { x: placement.x + Math.sin(radians) * reach, y: placement.y - Math.cos(radians) * reach };
  };

  return (
    <div>
      <Fieldset>
        <legend>{t('sketch.layout')}</legend>
        <ChoiceList>
          {sketchLayouts.map((layout) => (
            <label key={layout}>
              <input
                type="radio"
                name={layoutName}
                value={layout}
                checked={sketch?.layout === layout}
                onChange={() => chooseLayout(layout)}
              />
              {t(`sketch.layouts.${layout}`)}
            </label>
          ))}
        </ChoiceList>
      </Fieldset>

      {sketch && (
        <>
          <Hint id={hintId}>{t('sketch.hint')}</Hint>
          <DrawingFrame>
            <EditorSvg
              ref={svgRef}
              viewBox={`0 0 ${sketchSize} ${sketchSize}`}
              aria-label={t('sketch.label')}
              aria-describedby={hintId}
              role="group"
              onPointerMove={onPointerMove}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
            >
              <title>{sketchDescription(t, sketch)}</title>
              <SvgShapes shapes={layoutShapes(sketch.layout)} />
              {sketch.arrows.map((arrow, index) => (
                <g key={index}>
                  <SvgShapes
                    shapes={arrowShapes(arrow.from, arrow.to, arrow.vehicle === 'A' ? 'arrowA' : 'arrowB', 1.2)}
                  />
                  {(['from', 'to'] as const).map((end) => (
                    <circle
                      key={end}
                      cx={arrow[end].x}
                      cy={arrow[end].y}
                      r={3}
                      fill="transparent"
                      stroke={arrow.vehicle === 'A' ? partyColors.A.fill : '#a16207'}
                      strokeWidth={0.6}
                      strokeDasharray="1 1"
                      aria-hidden="true"
                      onPointerDown={startDrag({ kind: 'arrow', index, end })}
                    />
                  ))}
                </g>
              ))}
              {roles.map((role) => {
                const placement = sketch.vehicles[role];
                if (!placement) return null;
                const handle = turnHandleAt(placement);
                return (
                  <g key={role}>
                    <Handle
                      role="button"
                      tabIndex={0}
                      aria-pressed={active === role}
                      aria-label={`${t('sketch.vehicleHandle', { role })}. ${placementText(t, sketch, role) ?? ''}`}
                      onKeyDown={onVehicleKey(role)}
                      onPointerDown={startDrag({ kind: 'vehicle', role, offset: { x: 0, y: 0 } })}
                    >
                      <circle
                        className="focus-ring"
                        cx={placement.x}
                        cy={placement.y}
                        r={vehicleSize.length / 2 + 1.5}
                        fill="transparent"
                        stroke={active === role ? partyColors[role].fill : 'transparent'}
                        strokeWidth={0.5}
                        strokeDasharray="1.5 1"
                      />
                      <SvgShapes shapes={vehicleShapes(role, placement)} />
                      <VehicleLabel role={role} placement={placement} />
                    </Handle>
                    {active === role && (
                      <RotateHandle
                        cx={handle.x}
                        cy={handle.y}
                        r={2.6}
                        fill={partyColors[role].fill}
                        stroke="#1b2631"
                        strokeWidth={0.5}
                        aria-hidden="true"
                        onPointerDown={startDrag({ kind: 'turn', role })}
                      />
                    )}
                  </g>
                );
              })}
            </EditorSvg>
          </DrawingFrame>

          {roles.length > 1 && (
            <Toolbar role="group" aria-label={t('sketch.choose')}>
              {roles.map((role) => (
                <VehicleButton
                  key={role}
                  type="button"
                  $role={role}
                  aria-pressed={active === role}
                  onClick={() => setSelected(role)}
                >
                  {t('vehicle', { role })}
                </VehicleButton>
              ))}
            </Toolbar>
          )}
          <Toolbar role="group" aria-label={t('vehicle', { role: active })}>
            {(
              [
                ['left', -step, 0, '←'],
                ['up', 0, -step, '↑'],
                ['down', 0, step, '↓'],
                ['right', step, 0, '→'],
              ] as const
            ).map(([direction, dx, dy, symbol]) => (
              <ToolButton key={direction} type="button" onClick={() => move(active, dx, dy)}>
                <span aria-hidden="true">{symbol}</span>
                <VisuallyHidden>{t(`sketch.move.${direction}`)}</VisuallyHidden>
              </ToolButton>
            ))}
            <ToolButton type="button" onClick={() => rotate(active, -turn)}>
              <span aria-hidden="true">↺</span> {t('sketch.rotateLeft')}
            </ToolButton>
            <ToolButton type="button" onClick={() => rotate(active, turn)}>
              <span aria-hidden="true">↻</span> {t('sketch.rotateRight')}
            </ToolButton>
            <ToolButton type="button" onClick={() => toggleArrow(active)}>
              {hasArrow(active) ? t('sketch.removeArrow') : t('sketch.addArrow')}
            </ToolButton>
          </Toolbar>
          {hasArrow(active) && <Hint>{t('sketch.arrowHint')}</Hint>}
        </>
      )}
    </div>
  );
}
