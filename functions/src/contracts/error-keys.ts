/**
 * The error keys of spec §8 that cross the wire. A callable's HttpsError carries one as its message and as
 * `details.errorKey`; the SPA translates it with i18next (`t(errorKey)`), so each key exists in every locale.
 */
import type { AccidentErrorKey } from './accident-error-keys.js';
import type { AdminBankCreditErrorKey } from './bank-credit-error-keys.js';
import type { ClaimErrorKey } from './claim-error-keys.js';
import type { ReminderErrorKey } from './renewal-reminder-rules.js';
import type { ChangeUnderWayErrorKey } from './policy-details.js';
import type { PolicyEndErrorKey } from './policy-ending.js';

export const errorKeys = {
  /** Generic failure of a quote or lookup (premium missing or too low, a request the insurer refused). */
  generic: 'Messages.error',
  noVehicle: 'Messages.noVehicle',
  /**
   * The insurer gives no answer (down, too slow for the call's deadline, or failing fast while it recovers): try again
   * shortly. The quote flow's pages show it, so the text lives in their namespace, not in the `common` every page loads.
   */
  insurerUnavailable: 'onboarding-entry:insurerUnavailable',
  highRiskVehicle: 'high-risk-vehicle',
  discountCodeError: 'discountCodeError',
  noPersonalVehicle: 'noPersonalVehicle',
  licensePlatePROBA: 'licensePlatePROBA',
  vehicleWithTelematicsOnlyAlreadyExists: 'vehicleWithTelematicsOnlyAlreadyExists',
  somethingWentWrong: 'Auth.Error.somethingWentWrong',
  /** Input that fails the contract's schema; `details.fields` names the fields. */
  validation: 'validation-error',
  tooManyRequests: 'Messages.tooManyRequests',
  workInProgressNotFound: 'Messages.workInProgressNotFound',
  // The resume link's refusals are shown only in the quote flow, so their text lives in its namespace and not in
  // the `common` texts every page downloads (docs/decisions/0004-resume-link.md).
  /** A resume link older than its 30 days. */
  workInProgressExpired: 'onboarding:resume.expired',
  /** The date of birth given to unlock a resume link's personal details is not the record's. */
  workInProgressIdentity: 'onboarding:resume.identity',
  /** Too many wrong dates of birth: the link no longer gives personal details. */
  workInProgressLocked: 'onboarding:resume.locked',
  /** The quote is unknown or older than its validity: price again. */
  quoteExpired: 'Messages.quoteExpired',
  /** The amount to pay is no longer the one the driver saw (a coupon ran out, say): show the new one first. */
  priceChanged: 'Messages.priceChanged',
  /** This quote has been paid already (in another tab, say): the policy is on its way. */
  quoteAlreadyPaid: 'Messages.quoteAlreadyPaid',
  /** The policyholder's OIB or date of birth is not the one the quote was priced for. */
  policyholderMismatch: 'Messages.policyholderMismatch',
  /** The register names someone else as the vehicle's owner. */
  notVehicleOwner: 'Messages.notVehicleOwner',
  /**
   * The same person already has a policy of ours for this car that runs past the start: `details.coveredUntil` and
   * `details.suggestedStartDate` say until when, and the start to take instead (docs/decisions/0029-covered-car-at-payment.md).
   */
  coveredCarOverlap: 'Messages.coveredCarOverlap',
  /** No order with that number and token. */
  orderNotFound: 'Messages.orderNotFound',
  /** The policy PDF was asked for before the insurer issued the policy. */
  policyNotIssuedYet: 'Messages.policyNotIssuedYet',
  /**
   * The account holds policies and the new OIB is not the one they were issued to: the policies are that person's.
   * Shown only on the credentials page, so its text lives in the `profile` namespace.
   */
  oibLockedByPolicies: 'profile:credentials.oibLocked',
  /** An account call without a signed-in user (or with an expired token): sign in again. */
  signInRequired: 'Auth.Error.signInRequired',
  /**
   * The support console's refusals; shown only there, so their texts live in its `admin` namespace. A call by someone
   * who is not an admin (no verified e-mail, no admin claim).
   */
  adminRequired: 'admin:errors.adminRequired',
  /** The order's state does not allow the action (a refund of an unpaid order, a resend before the policy exists). */
  adminActionNotAllowed: 'admin:errors.actionNotAllowed',
  /** A coupon with that code (whatever its case or spaces) exists already. */
  couponExists: 'admin:errors.couponExists',
  /** The order, inbox item, banner or coupon named does not exist. */
  adminNotFound: 'admin:errors.notFound',
  /** A funnel period that ends before it starts or is longer than the console counts. */
  funnelPeriod: 'admin:errors.funnelPeriod',
} as const;

/**
 * Every key a callable answers with: the site's, and the accident statement's, the claim's, the reminder's, the
 * policy ending's and the console's bank credits' (their own files).
 */
/**
 * A slip with a plan of instalments: a bank transfer pays the whole premium at once. The payment step never sends
 * one, so the key stands apart from `errorKeys`, which every page downloads.
 */
export const slipSinglePaymentErrorKey = 'onboarding-plans:payment.slip.singlePaymentOnly';

export type ErrorKey =
  | (typeof errorKeys)[keyof typeof errorKeys]
  | typeof slipSinglePaymentErrorKey
  | AccidentErrorKey
  | ClaimErrorKey
  | ReminderErrorKey
  | PolicyEndErrorKey
  | ChangeUnderWayErrorKey
  | AdminBankCreditErrorKey;

/**
 * Why a discount code was refused: the server's own reasons, named in the log line `discount-refused` for support
 * and never to a caller (docs/decisions/0010-hardening.md).
 */
export type DiscountRefusal = 'not-found' | 'expired' | 'code-used' | 'license-plate-mismatch';

/**
 * What a caller learns of a refused code: the one text (discountCodeError) whatever the reason, from the discount
 * check, pricing and the order summary alike. The only reason ever named is `expired`, by the order summary for the
 * coupon its quote was priced with: the driver had it applied, and spec §4 empties the discount box when it expires.
 */
export type DiscountCodeRefusal = typeof errorKeys.discountCodeError | 'expired';

/** `details` of every HttpsError the callables throw. */
export interface CallableErrorDetails {
  errorKey: ErrorKey;
  /** Field path → reason, for `validation-error`. */
  fields?: Record<string, string>;
  /** For `high-risk-vehicle`: what the driver entered, shown in the message. */
  licensePlate?: string | null;
  vin?: string | null;
  /**
   * The insurer gives this vehicle and driver no online price (the premium is missing, under the minimum, or refused):
   * trying again will not change that, so the client offers the offer request instead of "try again".
   */
  notPricedOnline?: true;
  /** For `claimIdentityMismatch`: the wrong dates of birth the claim still takes before it locks guests out. */
  attemptsLeft?: number;
  /** For `coveredCarOverlap`: the day the running cover ends on, and the start that meets it; dd/MM/yyyy. */
  coveredUntil?: string;
  suggestedStartDate?: string;
}

/**
 * The only HttpsError codes a callable may answer with; anything else (above all `internal`) is a bug.
 * The property-based tests hold every callable to this list.
 */
export const callableErrorCodes = [
  'invalid-argument',
  'not-found',
  'failed-precondition',
  'resource-exhausted',
  'unavailable',
  'deadline-exceeded',
  /** A secret or proof that does not match (a work-in-progress record's write secret, its resume identity check). */
  'permission-denied',
  /** An account call without a valid ID token. */
  'unauthenticated',
  /** Something that must be unique exists already: a coupon code staff create again. */
  'already-exists',
] as const;

export type CallableErrorCode = (typeof callableErrorCodes)[number];
