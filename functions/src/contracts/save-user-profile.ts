/**
 * `saveUserProfile`: the signed-in driver's profile into `users/{uid}`. The uid is the caller's own, from the ID token;
 * the request has no field that could name another account. A referral (`rid`, `rl`) kept through registration is
 * stored the first time and never replaced.
 */
import type * as yup from 'yup';
import { accountProfileSchema } from './account-profile.js';
import { fieldErrors } from './field-rules.js';
import { clientContextFields } from './validation.js';

export const saveUserProfileRequestSchema = accountProfileSchema
  .shape({
    referrerId: clientContextFields.referrerId,
    referralIndividualId: clientContextFields.referralIndividualId,
    platform: clientContextFields.platform,
    platformVersion: clientContextFields.platformVersion,
  })
  .noUnknown(fieldErrors.invalid);

export type SaveUserProfileRequest = yup.InferType<typeof saveUserProfileRequestSchema>;

export interface SaveUserProfileResponse {
  saved: true;
}
