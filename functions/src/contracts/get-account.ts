/**
 * `getAccount`: the signed-in driver's account as the server knows it: the profile (null until registration wrote
 * it), whether the e-mail is verified, and the policies that belong to the account. Asking for it is also when
 * policies bought as a guest join the account, once, and only if the token says the e-mail is verified.
 */
import * as yup from 'yup';
import type { AccountProfile } from './account-profile.js';
import { fieldErrors } from './field-rules.js';
import { clientContextFields } from './validation.js';

export const getAccountRequestSchema = yup
  .object({
    platform: clientContextFields.platform,
    platformVersion: clientContextFields.platformVersion,
  })
  .noUnknown(fieldErrors.invalid);

export type GetAccountRequest = yup.InferType<typeof getAccountRequestSchema>;

export interface AccountPolicy {
  policyNumber: string;
  licensePlate: string | null;
  /** ISO 8601 instants. */
  startsAt: string;
  endsAt: string;
}

export interface AccountResponse {
  uid: string;
  email: string;
  emailVerified: boolean;
  profile: (AccountProfile & { referrerId: string | null; referralIndividualId: string | null }) | null;
  /** Newest first. */
  policies: AccountPolicy[];
}
