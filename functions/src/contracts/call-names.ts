/** Names of the callable Cloud Functions (spec §7). The SPA calls them by these names; the functions export them under the same names. */
export const callNames = {
  sendCreateOfferRequest: 'sendCreateOfferRequest',
  getGroupamaVehicleInfo: 'getGroupamaVehicleInfo',
  getGroupamaPricingForOptions: 'getGroupamaPricingForOptions',
  checkDiscountStatus: 'checkDiscountStatus',
  contactUsSendgrid: 'contactUsSendgrid',
  /** Not named by the spec, which says only that server actions create and update the record by wipId (§7 "Other"). */
  saveWorkInProgress: 'saveWorkInProgress',
  getWorkInProgress: 'getWorkInProgress',
  /** The amount to pay, from the stored quote (ARCHITECTURE §4). */
  getOrderSummary: 'getOrderSummary',
} as const;

export type CallName = (typeof callNames)[keyof typeof callNames];

/** Prefix the Hosting rewrite sends to the `api` onRequest function. */
export const apiPrefix = '/api';

/** Paths served by the `api` function. */
export const apiPaths = {
  health: `${apiPrefix}/health`,
  checkTelematicsOnlyVehicle: `${apiPrefix}/check-telematics-only-vehicle`,
  validateReferral: `${apiPrefix}/referrals/validate`,
} as const;

export type ApiPath = (typeof apiPaths)[keyof typeof apiPaths];
