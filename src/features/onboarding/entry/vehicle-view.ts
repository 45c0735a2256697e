import type { VehicleInfo } from '@contracts/get-groupama-vehicle-info';
import type { VehicleDetailsInput } from '../state/onboarding-state';

/** The details the price depends on; when the register lacks one, the driver is asked to complete it. */
export const pricedDetails = ['model', 'yearOfManufacture', 'enginePowerInKw'] as const;
export type PricedDetail = (typeof pricedDetails)[number];

/** What the driver completed, without blanks; null when nothing was completed. */
export function nonEmptyDetails(details: VehicleDetailsInput | null): Partial<VehicleDetailsInput> | null {
  if (!details) return null;
  const filled = Object.entries(details).filter(([, value]) => value !== null && value !== '');
  return filled.length > 0 ? (Object.fromEntries(filled) as Partial<VehicleDetailsInput>) : null;
}

/** The vehicle as the register knows it, with what the driver completed on top. */
export const vehicleWithDetails = (vehicle: VehicleInfo, details: VehicleDetailsInput | null): VehicleInfo => ({
  ...vehicle,
  ...nonEmptyDetails(details),
});

export const missingDetails = (vehicle: VehicleInfo): PricedDetail[] =>
  pricedDetails.filter((detail) => vehicle[detail] === null || vehicle[detail] === '');
