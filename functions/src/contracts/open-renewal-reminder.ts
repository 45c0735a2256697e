/**
 * `openRenewalReminder`: the link of a renewal reminder e-mail (docs/decisions/0020-renewal-reminders.md) opens the
 * renewal the reminder priced. A guest's link holds a token and asks the policyholder's date of birth, as the resume
 * link does (decision 0004), wrong dates counted. An account's link is its "Obnovi" (`?renew=<order number>`), which
 * asks by the order number signed in: the policy's account gets the renewal its reminder priced; it carries the guest's
 * token too, so whoever opens it signed out may go on as a guest (docs/decisions/0020-renewal-reminders.md).
 */
import * as yup from 'yup';
import type { CoverCode } from './covers.js';
import { fieldErrors } from './field-rules.js';
import type { PricingResponse } from './get-groupama-pricing-for-options.js';
import type { Policyholder } from './policyholder.js';
import { clientContextFields, displayDateSchema, textSchema } from './validation.js';

/** 32 random bytes, base64url: what `newSecretToken` makes. */
const tokenSchema = () =>
  textSchema()
    .max(64, fieldErrors.tooLong)
    .matches(/^[A-Za-z0-9_-]{20,64}$/, fieldErrors.invalid);

export const openRenewalReminderRequestSchema = yup
  .object({
    /** A guest's link. */
    token: tokenSchema().nullable(),
    /** The account's "Obnovi" on its policy: the reminder sent for it, if any, is what it opens. */
    orderNumber: textSchema()
      .max(24, fieldErrors.tooLong)
      .matches(/^AO-[0-9A-Z]{6,20}$/, fieldErrors.invalid)
      .nullable(),
    dateOfBirth: displayDateSchema().nullable(),
    platform: clientContextFields.platform,
    platformVersion: clientContextFields.platformVersion,
  })
  .noUnknown(fieldErrors.invalid)
  .test(
    'token-or-order',
    fieldErrors.required,
    (value) => !value || Boolean(value.token) || Boolean(value.orderNumber),
  );
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
  /**
   * Not proven yet: the page asks for the date of birth. Only the car and the day its policy ends are told (what the
   * e-mail says), so the driver knows which renewal it is: on the reminder's page, and on the sign-in page an
   * account's link lands on signed out, which offers to go on without an account (issue 42).
   */
  | { identityRequired: true; licensePlate: string | null; /** dd/MM/yyyy. */ endDate: string }
  | { identityRequired: false; renewal: ReminderRenewal };
