/**
 * `POST /api/check-telematics-only-vehicle` (spec §7): before a driver adds a vehicle, check that it is not already
 * added for telematics only, without insurance (spec §5). A refusal belongs on the e-mail field.
 */
import * as yup from 'yup';
import { emailSchema } from './validation.js';
import { licensePlateSchema } from './plate-schema.js';
import { fieldErrors } from './field-rules.js';

export const telematicsCheckRequestSchema = yup
  .object({
    contactEmail: emailSchema().required(fieldErrors.required),
    licensePlate: licensePlateSchema().required(fieldErrors.required),
  })
  .noUnknown(fieldErrors.invalid);

export type TelematicsCheckRequest = yup.InferType<typeof telematicsCheckRequestSchema>;

export type TelematicsCheckErrorCode =
  'vehicleWithTelematicsOnlyAlreadyExists' | 'validation-error' | 'too-many-requests';

export interface TelematicsCheckResponse {
  success: boolean;
  errorCode: TelematicsCheckErrorCode | null;
  message: string | null;
}
