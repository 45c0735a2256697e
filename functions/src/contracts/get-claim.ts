/**
 * `getClaim`: a claim as its driver follows it. An account owner's call needs nothing more than the claim's id; a
 * guest (the link in the claim's e-mail) sends the date of birth of either driver on the statement once, and gets an
 * access token for the next calls of that tab. Wrong dates are counted (`claimIdentityAttempts`).
 */
import * as yup from 'yup';
import { claimAccessFields, claimDateOfBirthSchema, type ClaimView } from './claim.js';
import { fieldErrors } from './field-rules.js';

export const getClaimRequestSchema = yup
  .object({ ...claimAccessFields, dateOfBirth: claimDateOfBirthSchema() })
  .noUnknown(fieldErrors.invalid);
export type GetClaimRequest = yup.InferType<typeof getClaimRequestSchema>;

export type GetClaimResponse =
  /** Who the caller is is not yet proven: the page asks for a date of birth. Nothing of the claim is told. */
  | { identityRequired: true }
  | {
      identityRequired: false;
      claim: ClaimView;
      /** Given when a date of birth was proven: send it as `accessToken` on the next calls (valid 24 hours). */
      accessToken: string | null;
    };
