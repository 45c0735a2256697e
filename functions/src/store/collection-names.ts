/**
 * Every collection the functions use, named here only. firestore.rules keeps them closed to clients, but for the
 * two an account owner reads: their `users` profile and their attached `policies`.
 */
export const collections = {
  vehicleLookups: 'vehicleLookups',
  quotes: 'quotes',
  workInProgress: 'workInProgress',
  coupons: 'coupons',
  offerRequests: 'offerRequests',
  contactMessages: 'contactMessages',
  rateLimits: 'rateLimits',
  referrers: 'referrers',
  individualReferrals: 'individualReferrals',
  /** `referrerAccounts/{uid}`: which referrer record is an account's (the id in its link is not the uid). */
  referrerAccounts: 'referrerAccounts',
  /** `referralCredits/{friendKey}`: a friend whose purchase was rewarded, one per person (by OIB), ever. */
  referralCredits: 'referralCredits',
  /** `referralInvitations/{referrerId}~{friendKey}`: how far a friend who came through a link got. */
  referralInvitations: 'referralInvitations',
  telematicsOnlyVehicles: 'telematicsOnlyVehicles',
  orders: 'orders',
  policies: 'policies',
  /** `users/{uid}`: an account's profile, written by the profile callable only. */
  users: 'users',
  /** One document per gateway transaction id: the record that a notification was already applied. */
  paymentNotifications: 'paymentNotifications',
  /** `auditLog/{id}`: every change staff made through the support console (store/audit-log.ts). */
  auditLog: 'auditLog',
  /** `accidentStatements/{statementId}`: a European accident statement, written by the accident callables only. */
  accidentStatements: 'accidentStatements',
  /** `accidentJoinCodes/{sha256 of the code}`: a code driver B trades for side B's secret, once, within two hours. */
  accidentJoinCodes: 'accidentJoinCodes',
  /** `claims/{statementId}`: the claim a sent statement became at the insurer, as we last heard of it (store/claims.ts). */
  claims: 'claims',
  /** `claimEmails/{claimId}~{sequence}`: the one e-mail a claim's change sends, created once whoever gets there first. */
  claimEmails: 'claimEmails',
  /** `renewalReminders/{orderNumber}~{days}`: a policy's reminder, created before it is sent, so it is sent once. */
  renewalReminders: 'renewalReminders',
  /** `reminderOptOuts/{sha256 of the e-mail}`: an address that asked for no renewal reminders. */
  reminderOptOuts: 'reminderOptOuts',
  /** `policyEndings/{orderNumber}`: a policy withdrawn from or cancelled early, one per policy (store/policy-endings.ts). */
  policyEndings: 'policyEndings',
  /** `policyEndorsements/{orderNumber}-E{n}`: a policy's address change as the insurer takes it (store/policy-endorsements.ts). */
  policyEndorsements: 'policyEndorsements',
  /** `policyAccess/{orderNumber}`: the policy e-mail's link tokens and a guest's proofs of the date of birth. */
  policyAccess: 'policyAccess',
  /** `bankCredits/{bank's entry reference}`: a credit on the collection account, matched or queued (store/bank-credits.ts). */
  bankCredits: 'bankCredits',
  /** `bankReconciliation/cursor`: how far the account's credits have been read back, for notifications lost. */
  bankReconciliation: 'bankReconciliation',
} as const;
