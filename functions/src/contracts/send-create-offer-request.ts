/**
 * `sendCreateOfferRequest`: when a policy cannot be bought online (a non-personal vehicle, a trial plate, or the
 * policy terms not accepted), the driver asks for an offer instead and the insurer's staff follow up (spec §7).
 */
import * as yup from 'yup';
import {
  clientContextFields,
  displayDateSchema,
  emailSchema,
  idSchema,
  oibSchema,
  textSchema,
  vinSchema,
} from './validation.js';
import { licensePlateSchema } from './plate-schema.js';
import { fieldErrors } from './field-rules.js';

export const offerRequestSchema = yup
  .object({
    vin: vinSchema().nullable(),
    licensePlate: licensePlateSchema().nullable(),
    driverBirthDate: displayDateSchema().required(fieldErrors.required),
    driverPin: oibSchema().required(fieldErrors.required),
    /** Dial code and number, e.g. "+385 91 234 5678". */
    driverPhone: textSchema()
      .max(24, fieldErrors.tooLong)
      .matches(/^\+\d{1,4} ?[0-9 ]{6,15}$/, fieldErrors.invalid)
      .required(fieldErrors.required),
    driverEmail: emailSchema().required(fieldErrors.required),
    platform: clientContextFields.platform,
    platformVersion: clientContextFields.platformVersion,
    referrerId: clientContextFields.referrerId,
    referralIndividualId: clientContextFields.referralIndividualId,
    /** dd/MM/yyyy, from the lookup. */
    registrationExpiryDate: displayDateSchema().nullable(),
    isLicensePlateTypePROBA: yup.boolean().required(fieldErrors.required),
    policyAccepted: yup.boolean().required(fieldErrors.required),
    wipId: idSchema().nullable(),
    utmTags: clientContextFields.utmTags,
    deviceType: clientContextFields.deviceType,
  })
  .noUnknown(fieldErrors.invalid)
  .test('plate-or-vin', fieldErrors.required, (value) => !value || Boolean(value.licensePlate) || Boolean(value.vin));

export type OfferRequest = yup.InferType<typeof offerRequestSchema>;

export interface OfferRequestResponse {
  offerRequestId: string;
  status: 'sent';
}
