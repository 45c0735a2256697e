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
} as const;

export type ClaimErrorKey = (typeof claimErrorKeys)[keyof typeof claimErrorKeys];
