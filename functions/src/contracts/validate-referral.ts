/**
 * `POST /api/referrals/validate` (spec §7): is the referral a new customer arrived with (`?rid=`, `?rl=`) good?
 * Only called when a referrer id is present (spec §5).
 */
import * as yup from 'yup';
import { emailSchema, idSchema, textSchema } from './validation.js';
import { fieldErrors } from './field-rules.js';

export const referralValidationRequestSchema = yup
  .object({
    referrerId: idSchema().required(fieldErrors.required),
    referralIndividualId: idSchema().nullable(),
    customerEmail: emailSchema().nullable(),
    userId: idSchema().nullable(),
    insuranceDetails: yup
      .object({
        licensePlate: textSchema().max(20, fieldErrors.tooLong).nullable(),
        vin: textSchema().max(40, fieldErrors.tooLong).nullable(),
        quoteId: idSchema().nullable(),
      })
      .noUnknown(fieldErrors.invalid)
      .nullable()
      .optional(),
  })
  .noUnknown(fieldErrors.invalid);

export type ReferralValidationRequest = yup.InferType<typeof referralValidationRequestSchema>;

export type ReferralErrorCode =
  | 'validation-error'
  | 'too-many-requests'
  | 'referrer-not-found'
  | 'referrer-inactive'
  | 'self-referral'
  | 'individual-referral-not-found'
  | 'individual-referral-used'
  | 'individual-referral-other-referrer';

export interface ReferralValidationResponse {
  valid: boolean;
  referrerId: string | null;
  /** On failure; the SPA uses it as errorMessageKey (spec §8). */
  errorCode: ReferralErrorCode | null;
  /** Points the referrer earns when this customer buys. */
  referralPoints: number;
  /** Euros off the new customer's first policy. */
  referralDiscountAmount: number;
  /** True when the link was a personal invitation (`rl`) rather than the referrer's general link. */
  individualReferral: boolean;
}
