/** Vehicle rules of spec §4–§5 for both sides; free of Yup so the plate entry page stays light. */
import type { VehicleInfo } from './get-groupama-vehicle-info.js';

/** Spec §5: a vehicle with nothing filled but `registrationExpiryDate` counts as not found (`Messages.noVehicle`). */
export const hasVehicleDetails = (vehicle: VehicleInfo): boolean =>
  [
    vehicle.licensePlate,
    vehicle.vin,
    vehicle.manufacturer,
    vehicle.model,
    vehicle.variant,
    vehicle.yearOfManufacture,
    vehicle.enginePowerInKw,
  ].some((field) => field !== null);

/** The longest make or model a driver may type where the register has none (the pricing call, an account's car). */
export const vehicleTextMaxLength = 60;

export const isPersonalCategory = (categoryDesc: string | null): boolean =>
  categoryDesc === 'M1' || categoryDesc === '1';
