/**
 * A claim's refusals (docs/decisions/0018-claims.md). Shown only in the claims area, so their texts live in its
 * `claims` namespace, beside the accident statement's.
 */
export const claimErrorKeys = {
  /** No claim with that id for this caller: an unknown id, another driver's claim and a stale access token alike. */
  claimNotFound: 'claims:errors.claimNotFound',
  /** The date of birth is neither driver's on the statement (`details.attemptsLeft` says how many tries are left). */
  claimIdentityMismatch: 'claims:errors.claimIdentityMismatch',
  /** Too many wrong dates of birth: the claim now opens only from its owner's account or a tab that proved it before. */
  claimIdentityLocked: 'claims:errors.claimIdentityLocked',
  /**
   * The claim has moved on (the offer was revised or answered, the appointment is past, nothing is missing any more),
   * or the caller is not the side that may do it (only the claimant answers an offer).
   */
  claimActionNotAllowed: 'claims:errors.claimActionNotAllowed',
  /** The claim has its twenty documents already. */
  claimTooManyDocuments: 'claims:errors.tooManyDocuments',
  /** A document whose bytes are not the JPEG, PNG, WebP or PDF it says, or a damaged one. */
  claimDocumentNotAccepted: 'claims:errors.documentNotAccepted',
  /**
   * An accept without the bank's check of its account (check-claim-payee.ts): none made, one for another IBAN or name,
   * one from another tab, or one older than half an hour. The driver checks the account again.
   */
  claimPayeeNotChecked: 'claims-payee:errors.payeeNotChecked',
  /**
   * An accept that does not follow the check's answer: on `close-match` a name other than the bank's, on `no-match` or
   * `not-possible` no word that the driver read the warning.
   */
  claimPayeeNotConfirmed: 'claims-payee:errors.payeeNotConfirmed',
  /** The claim's account was checked `payeeChecksPerDay` times in the last 24 hours. */
  claimPayeeChecksExhausted: 'claims-payee:errors.payeeChecksExhausted',
} as const;

/**
 * The console's refusals of staff's actions on a claim, in the console's `admin` namespace; here rather than in
 * `errorKeys`, which every page's first load carries.
 */
export const adminClaimErrorKeys = {
  /** A claim's latest e-mail resent before the claim sent any. */
  claimNoEmail: 'admin:errors.claimNoEmail',
  /** The statement's PDF resent when the statement names no driver's e-mail to send it to. */
  claimNoRecipients: 'admin:errors.claimNoRecipients',
  /** The insurer did not answer staff's status query (down, or too slow): asked again later, it may. */
  insurerUnavailable: 'admin:errors.insurerUnavailable',
  /** Staff's resend did not go out now (the mail service failed, or the e-mail is being sent this moment). */
  emailNotSent: 'admin:errors.emailNotSent',
} as const;

export type ClaimErrorKey =
  (typeof claimErrorKeys)[keyof typeof claimErrorKeys] | (typeof adminClaimErrorKeys)[keyof typeof adminClaimErrorKeys];
