/**
 * `getAccount`: the signed-in driver's account as the server knows it: the profile (null until registration wrote
 * it), whether the e-mail is verified, and the policies that belong to the account. Asking for it is also when
 * policies bought as a guest join the account, once, and only if the token says the e-mail is verified.
 */
import * as yup from 'yup';
import type { AccountProfile } from './account-profile.js';
import type { CoverCode } from './covers.js';
import type { InsuredVehicle } from './insured-vehicle.js';
import { fieldErrors } from './field-rules.js';
import type { PolicyEndingState, PolicyEndReason } from './policy-ending.js';
import { clientContextFields } from './validation.js';

export const getAccountRequestSchema = yup
  .object({
    platform: clientContextFields.platform,
    platformVersion: clientContextFields.platformVersion,
  })
  .noUnknown(fieldErrors.invalid);

export type GetAccountRequest = yup.InferType<typeof getAccountRequestSchema>;

export interface AccountPolicy {
  /** The order that paid for it: how its PDF is asked for (`getAccountPolicyPdf`). */
  orderNumber: string;
  policyNumber: string;
  licensePlate: string | null;
  vehicle: Pick<InsuredVehicle, 'vin' | 'manufacturer' | 'model'>;
  /** ISO 8601 instants. */
  startsAt: string;
  endsAt: string;
  covers: { coverCode: CoverCode; premium: number }[];
  /** Euros paid, premium tax included. */
  total: number;
  /** "HR/127/01234567": the green card issued with it, downloadable as a PDF; null for a policy issued without one. */
  greenCardNumber: string | null;
  /**
   * The car has a later policy of ours for the same person, on this account or not (one bought as a guest under
   * another e-mail): the renewal is done, so this one no longer offers it (docs/decisions/0007, 0029).
   */
  renewed: boolean;
  /** Set when the cover ended before its term (withdrawn, the car sold…): it ended at `coverEndsAt`. */
  ended: { reason: PolicyEndReason; coverEndsAt: string } | null;
  /** An early end asked for and not yet decided (`requested`, `documents-missing`), or how it went; null if none. */
  endingState: PolicyEndingState | null;
}

export interface AccountResponse {
  uid: string;
  email: string;
  emailVerified: boolean;
  profile: (AccountProfile & { referrerId: string | null; referralIndividualId: string | null }) | null;
  /** Newest first. */
  policies: AccountPolicy[];
}
