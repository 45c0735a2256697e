import type { TFunction } from 'i18next';
import type { AccidentSketch } from '@contracts/accident-sketch';

const directions = ['up', 'upRight', 'right', 'downRight', 'down', 'downLeft', 'left', 'upLeft'] as const;

/** The way a vehicle faces, in words: the nearest of eight. */
export const directionOf = (angle: number) => directions[Math.round(angle / 45) % 8] ?? 'up';

/** Where a vehicle stands and which way it faces, for a screen reader (and the editor's handles). */
export function placementText(t: TFunction<'claims-drawing'>, sketch: AccidentSketch, role: 'A' | 'B'): string | null {
  const placement = sketch.vehicles[role];
  if (!placement) return null;
  const arrow = sketch.arrows.some((candidate) => candidate.vehicle === role) ? `, ${t('sketch.withArrow')}` : '';
  return `${t('sketch.placement', {
    role,
    across: Math.round(placement.x),
    down: Math.round(placement.y),
    direction: t(`sketch.directions.${directionOf(placement.angle)}`),
  })}${arrow}`;
}

/** The whole sketch in one sentence: what a screen reader says for the picture. */
export function sketchDescription(t: TFunction<'claims-drawing'>, sketch: AccidentSketch): string {
  const vehicles = (['A', 'B'] as const)
    .map((role) => placementText(t, sketch, role))
    .filter((text): text is string => text !== null)
    .join('; ');
  return t('sketch.description', { layout: t(`sketch.layouts.${sketch.layout}`), vehicles: `${vehicles}.` });
}
