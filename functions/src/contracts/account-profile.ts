/**
 * An account's profile in `users/{uid}`: the personal details quotes are priced for, the vehicles the driver added,
 * and the referral the account came with. The same rules as the quote's policyholder, so whatever the quote accepts
 * an account accepts; the e-mail is not among them, because the account's e-mail is Firebase Auth's.
 */
import * as yup from 'yup';
import { fieldErrors } from './field-rules.js';
import { policyholderSchema } from './policyholder.js';
import { textSchema, vinSchema } from './validation.js';
import { licensePlateSchema } from './plate-schema.js';
import { vehicleTextMaxLength } from './vehicle-rules.js';

const vehicleTextSchema = (max: number) => textSchema().max(max, fieldErrors.tooLong).nullable().defined();

/** A vehicle as the lookup found it and the driver completed it; nothing here prices anything. */
export const accountVehicleSchema = yup
  .object({
    // Stored as sent: a car without a plate or VIN has null there, never the empty text a quote may send.
    licensePlate: licensePlateSchema().notOneOf([''], fieldErrors.licensePlate).nullable().defined(),
    vin: vinSchema().notOneOf([''], fieldErrors.vin).nullable().defined(),
    manufacturer: vehicleTextSchema(vehicleTextMaxLength),
    model: vehicleTextSchema(vehicleTextMaxLength),
    variant: vehicleTextSchema(100),
    yearOfManufacture: yup.number().integer(fieldErrors.invalid).min(1900).max(2100).nullable().defined(),
    enginePowerInKw: yup.number().min(0).max(2000).nullable().defined(),
    categoryDesc: vehicleTextSchema(10),
    /** dd/MM/yyyy, from the register: when a renewal is due (the signed-in area offers it). */
    registrationExpiryDate: vehicleTextSchema(10),
  })
  .noUnknown(fieldErrors.invalid)
  .test('plate-or-vin', fieldErrors.required, (vehicle) => !vehicle || Boolean(vehicle.licensePlate || vehicle.vin));

/** A driver's cars, not a fleet's: a fleet is a business customer, which the product does not sell to online. */
export const maxAccountVehicles = 10;

export const accountProfileSchema = policyholderSchema.omit(['contactEmail']).shape({
  vehicles: yup.array(accountVehicleSchema).max(maxAccountVehicles, fieldErrors.tooLong).required(fieldErrors.required),
});

export type AccountProfile = yup.InferType<typeof accountProfileSchema>;
