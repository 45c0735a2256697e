/**
 * `openRenewalReminder`: the link of a renewal reminder e-mail (docs/decisions/0020-renewal-reminders.md) opens the
 * renewal the reminder priced. The policy's account, signed in, needs only the link's token; anyone else proves the
 * policyholder's date of birth, as the resume link does (decision 0004), and wrong dates are counted.
 */
import * as yup from 'yup';
import type { CoverCode } from './covers.js';
import { fieldErrors } from './field-rules.js';
import type { PricingResponse } from './get-groupama-pricing-for-options.js';
import type { Policyholder } from './policyholder.js';
import { clientContextFields, displayDateSchema, textSchema } from './validation.js';

/** Before the price and the renewal: 30 days (a month to compare and decide) and 7 (the last call). */
export const renewalReminderDays = [30, 7] as const;
export type RenewalReminderDays = (typeof renewalReminderDays)[number];

/** Wrong dates of birth a reminder's link takes before it gives nothing more to guests. */
export const reminderIdentityAttempts = 5;

/**
 * The query parameters of a reminder's links: a guest's `/onboarding?renewal=<token>`, and the account's
 * `/profile/policies/new-policy?renew=<order number>&reminder=<token>` (the "Obnovi" press, priced already).
 */
export const reminderLinkParams = { guest: 'renewal', signedIn: 'reminder' } as const;

/** The refusals of a reminder's link; shown only in the quote flow, so their texts live in its `onboarding` namespace. */
export const reminderErrorKeys = {
  /** An unknown token, a link for a policy renewed since, or one the caller may not open. */
  notFound: 'onboarding:reminder.notFound',
  /** The date of birth is not the policyholder's. */
  identity: 'onboarding:reminder.identity',
  /** Too many wrong dates: the link opens nothing more for guests. */
  locked: 'onboarding:reminder.locked',
} as const;
export type ReminderErrorKey = (typeof reminderErrorKeys)[keyof typeof reminderErrorKeys];

/** 32 random bytes, base64url: what `newSecretToken` makes. */
const tokenSchema = () =>
  textSchema()
    .max(64, fieldErrors.tooLong)
    .matches(/^[A-Za-z0-9_-]{20,64}$/, fieldErrors.invalid);

export const openRenewalReminderRequestSchema = yup
  .object({
    token: tokenSchema().required(fieldErrors.required),
    dateOfBirth: displayDateSchema().nullable(),
    platform: clientContextFields.platform,
    platformVersion: clientContextFields.platformVersion,
  })
  .noUnknown(fieldErrors.invalid);
export type OpenRenewalReminderRequest = yup.InferType<typeof openRenewalReminderRequestSchema>;

/** What the renewal summary needs: the car, the same covers, the policyholder as priced, and the priced quote. */
export interface ReminderRenewal {
  orderNumber: string;
  licensePlate: string | null;
  vin: string | null;
  /** dd/MM/yyyy: the day the current cover ends on (decision 0007). */
  startDate: string;
  coverCodes: CoverCode[];
  /** Theirs, proven: the details step comes filled in as it was last year. */
  policyholder: Policyholder;
  pricing: PricingResponse;
}

export type OpenRenewalReminderResponse =
  /** Not proven yet: the page asks for the date of birth. Only the car is told, so the driver knows which one. */
  { identityRequired: true; licensePlate: string | null } | { identityRequired: false; renewal: ReminderRenewal };
