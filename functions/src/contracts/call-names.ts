/** Names of the callable Cloud Functions (spec §7). The SPA calls them by these names; the functions export them under the same names. */
const callNameList = [
  'sendCreateOfferRequest',
  'getGroupamaVehicleInfo',
  'getGroupamaPricingForOptions',
  'checkDiscountStatus',
  'contactUsSendgrid',
  /** Not named by the spec, which says only that server actions create and update the record by wipId (§7 "Other"). */
  'saveWorkInProgress',
  'getWorkInProgress',
  /** The amount to pay, from the stored quote (ARCHITECTURE §4). */
  'getOrderSummary',
  /** Payment calls are "not shown" by the spec (§7); these are ours: open an order, then follow it. */
  'startPayment',
  'getOrderStatus',
  /** Accounts (sign-in calls are "not shown" by the spec): the profile, the account as a whole, its e-mails. */
  'saveUserProfile',
  'getAccount',
  'sendAccountEmail',
  'getAccountPolicyPdf',
  /** The recommend-and-earn programme of the signed-in driver. */
  'getReferralProgramme',
  /**
   * The support console's calls (docs/decisions/0012-support-console.md): an admin's only (a verified e-mail and the
   * admin claim, checked by the server on every call); every change they make is in the audit log.
   */
  'adminSearchOrders',
  'adminGetOrder',
  'adminOrderAction',
  'adminListInbox',
  'adminUpdateInboxItem',
  'adminListBanners',
  'adminSaveBanner',
  'adminListCoupons',
  'adminCreateCoupon',
  'adminExpireCoupon',
  'adminGetFunnel',
  'adminExportFunnel',
  'adminListAudit',
  /**
   * The European accident statement on one or two phones (docs/decisions/0017-accident-statements.md): every call on
   * a statement proves access with its side's secret, never with an account.
   */
  'startAccidentStatement',
  'shareAccidentStatement',
  'joinAccidentStatement',
  'getAccidentStatement',
  'saveAccidentCommon',
  'saveAccidentSide',
  'linkAccidentPolicy',
  'uploadAccidentPhoto',
  'getAccidentPhoto',
  'deleteAccidentPhoto',
  'signAccidentStatement',
  'getAccidentStatementPdf',
  /**
   * The claim that follows a sent statement (docs/decisions/0018-claims.md): its account owner, or a guest who proved a
   * driver's date of birth, follows it and answers the insurer.
   */
  'listAccountClaims',
  'getClaim',
  'uploadClaimDocument',
  'confirmClaimAppointment',
  /** The bank's check of the account's holder before an offer is accepted (Verification of Payee). */
  'checkClaimPayee',
  'answerClaimOffer',
  /** The console's claims. */
  'adminSearchClaims',
  'adminGetClaim',
  'adminClaimAction',
  'adminGetClaimFile',
  'adminGetStatementFunnel',
  /** A renewal reminder's link (docs/decisions/0020-renewal-reminders.md), and the console's report of them. */
  'openRenewalReminder',
  'adminGetReminderReport',
  /**
   * A policy after the sale, for its account or a guest from the policy e-mail (docs/decisions/0032-policy-access.md),
   * and its early end (docs/decisions/0031-policy-endings.md).
   */
  'getPolicy',
  'endPolicy',
  'completePolicyEnding',
  'getPolicyEndConfirmation',
  /** Its details changed, and its e-policy's versions (docs/decisions/0033-policy-changes.md). */
  'changePolicyDetails',
  'getPolicyPdf',
  /** The console's list of endings and address changes. */
  'adminListPolicyChanges',
  /** The console's queue of bank credits that did not pay their order, and what staff do with them (decision 0034). */
  'adminListBankCredits',
  'adminBankCreditAction',
] as const;

/** Each name once: the SPA's every call and the functions' every export read the map, whose keys are its values. */
export const callNames = Object.fromEntries(callNameList.map((name) => [name, name])) as {
  readonly [Name in (typeof callNameList)[number]]: Name;
};

export type CallName = (typeof callNameList)[number];

/** Prefix the Hosting rewrite sends to the `api` onRequest function. */
export const apiPrefix = '/api';

/** Paths served by the `api` function. */
export const apiPaths = {
  health: `${apiPrefix}/health`,
  checkTelematicsOnlyVehicle: `${apiPrefix}/check-telematics-only-vehicle`,
  validateReferral: `${apiPrefix}/referrals/validate`,
  /** The card gateway sends the buyer back here (signed query), and we send them on to the success or error page. */
  paymentReturn: `${apiPrefix}/payments/return`,
  /** The card gateway's signed server-to-server notification of a payment's outcome. */
  paymentNotify: `${apiPrefix}/payments/notify`,
  policyPdf: `${apiPrefix}/orders/policy-pdf`,
  /** The insurer's signed server-to-server notification of a claim's change (insurer-api.ts). */
  insurerClaimNotify: `${apiPrefix}/insurer/claims/notify`,
} as const;

export type ApiPath = (typeof apiPaths)[keyof typeof apiPaths];

/**
 * A renewal reminder's one-click unsubscribe (RFC 8058) and its link, served by the `api` function too; apart from
 * `apiPaths` because only e-mails link to it, and the SPA, whose every page carries `apiPaths`, never does.
 */
export const unsubscribeRemindersPath = `${apiPrefix}/reminders/unsubscribe` as const;

/** The bank's signed camt.054 notification of a credit on the collection account; only the bank calls it. */
export const bankNotifyPath = `${apiPrefix}/bank/notify` as const;
