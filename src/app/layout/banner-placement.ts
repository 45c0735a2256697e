import type { BannerPlacement } from '@contracts/banners';
import { routeTable, type RouteId } from '../route-table';

/** Spec §2: the homepage banner only on `/`; the onboarding banner on the new-policy pages except payment. */
export function bannerPlacementFor(routeId: RouteId | 'not-found' | undefined): BannerPlacement | null {
  if (routeId === 'home') return 'homepage';
  if (routeId === 'new-policy-payment') return null;
  const route = routeTable.find((entry) => entry.id === routeId);
  return route?.area === 'new-policy' ? 'onboarding' : null;
}
