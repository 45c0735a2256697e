import type { VehicleInfo } from '@contracts/get-groupama-vehicle-info';

/**
 * The details a driver may add, and only where the register has none: the register's facts are what the insurer
 * prices and what the policy names, so an edit of a known value would be shown and then silently dropped.
 */
/** What the driver completes where the register knows nothing. */
export interface VehicleDetailsInput {
  manufacturer: string;
  model: string;
  yearOfManufacture: number | null;
  enginePowerInKw: number | null;
}

export const editableDetails = ['manufacturer', 'model', 'yearOfManufacture', 'enginePowerInKw'] as const;
export type EditableDetail = (typeof editableDetails)[number];

const isBlank = (value: string | number | null | undefined) => value === null || value === undefined || value === '';

/** The details the register lacks, which the driver is asked to complete. */
export const missingDetails = (vehicle: VehicleInfo): EditableDetail[] =>
  editableDetails.filter((detail) => isBlank(vehicle[detail]));

/** What the driver completed where the register is blank, without blanks; null when there is nothing to send. */
export function addedDetails(
  vehicle: VehicleInfo,
  details: VehicleDetailsInput | null,
): Partial<VehicleDetailsInput> | null {
  if (!details) return null;
  const added = missingDetails(vehicle)
    .filter((detail) => !isBlank(details[detail]))
    .map((detail) => [detail, details[detail]]);
  return added.length > 0 ? (Object.fromEntries(added) as Partial<VehicleDetailsInput>) : null;
}

/** The vehicle as the register knows it, its gaps filled with what the driver added: what the price and policy use. */
export const vehicleWithDetails = (vehicle: VehicleInfo, details: VehicleDetailsInput | null): VehicleInfo => ({
  ...vehicle,
  ...addedDetails(vehicle, details),
});
