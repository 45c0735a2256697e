import type { TFunction } from 'i18next';
import { impactZones } from '@contracts/sketch-geometry';

export interface ImpactPoint {
  x: number;
  y: number;
}

/** The marked zone nearest a point: how the point is named in words. */
export function nearestZone(point: ImpactPoint) {
  let nearest: (typeof impactZones)[number] = impactZones[0];
  for (const zone of impactZones) {
    if (
      Math.hypot(zone.x - point.x, (zone.y - point.y) * 2) < Math.hypot(nearest.x - point.x, (nearest.y - point.y) * 2)
    )
      nearest = zone;
  }
  return nearest;
}

export const impactPlaceText = (t: TFunction<'claims-drawing'>, point: ImpactPoint) =>
  t('impact.near', { zone: t(`impact.zones.${nearestZone(point).id}`) });
