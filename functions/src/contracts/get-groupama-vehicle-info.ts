/** `getGroupamaVehicleInfo`: find a vehicle in the insurer's register by licence plate or VIN (spec §7). */
import * as yup from 'yup';
import type { InsuredVehicle } from './insured-vehicle.js';
import { clientContextFields, vinSchema } from './validation.js';
import { licensePlateSchema } from './plate-schema.js';
import { fieldErrors } from './field-rules.js';

export const vehicleInfoRequestSchema = yup
  .object({
    licensePlate: licensePlateSchema().nullable(),
    vin: vinSchema().nullable(),
    ...clientContextFields,
  })
  .noUnknown(fieldErrors.invalid)
  .test('plate-or-vin', fieldErrors.required, (value) => !value || Boolean(value.licensePlate) !== Boolean(value.vin));

export type VehicleInfoRequest = yup.InferType<typeof vehicleInfoRequestSchema>;

/** A vehicle as the product shows it. Never carries anything about the owner. Unknown fields are null. */
export interface VehicleInfo extends InsuredVehicle {
  /** dd/MM/yyyy. */
  registrationExpiryDate: string | null;
  /** 'PROBA' is a trial plate. */
  licensePlateType: 'PROBA' | 'REGULAR' | null;
  /** Category M1 or 1: a personal car, which can be bought online; anything else goes to an offer request. */
  isPersonalVehicle: boolean;
}

/** Answer of a lookup; a vehicle that is not in the register is the `not-found` error `Messages.noVehicle`. */
export interface VehicleInfoResponse {
  responseStatus: 'success';
  vehicleInfos: VehicleInfo[];
}
