/**
 * Spec §4 and §7: which vehicles the product sends to an offer request instead of selling online. Apart from
 * vehicle-rules.ts, which every page with a vehicle loads: only the quote's state, pricing and payment ask this.
 */
import type { errorKeys } from './error-keys.js';
import type { VehicleInfo } from './get-groupama-vehicle-info.js';
import { isPersonalCategory } from './vehicle-rules.js';

/** Why a vehicle is not sold online, in the spec's keys. */
export type OfferOnlyReason = typeof errorKeys.noPersonalVehicle | typeof errorKeys.licensePlatePROBA;

/**
 * Spec §4 and §7: a vehicle that is not a personal car, or on a trial plate, goes to an offer request, never to an
 * online price or payment. The quote's state, the registration, pricing and payment all ask this one rule.
 */
export function offerOnlyReason(
  vehicle: Pick<VehicleInfo, 'categoryDesc' | 'licensePlateType'>,
): OfferOnlyReason | null {
  // The keys written out: the quote's state loads this file, and `errorKeys` would come with it.
  if (!isPersonalCategory(vehicle.categoryDesc)) return 'noPersonalVehicle';
  if (vehicle.licensePlateType === 'PROBA') return 'licensePlatePROBA';
  return null;
}
