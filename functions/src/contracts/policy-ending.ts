/**
 * A policy ended before its term (docs/decisions/0031-policy-endings.md): withdrawn within the 14 days the law gives a
 * contract concluded at a distance, or cancelled because the car was sold, deregistered, stolen, destroyed or
 * exported. What the driver asks, what the insurer answers, how the unused premium goes back, and what the
 * confirmation (*potvrda o prestanku osiguranja*) says. The insurer decides the refund and the end; we never compute
 * either.
 */

/** Why a policy ends early. `withdrawal` is the distance-contract right: no reason, within `withdrawalDays`. */
export const policyEndReasons = ['withdrawal', 'sold', 'deregistered', 'stolen', 'destroyed', 'exported'] as const;
export type PolicyEndReason = (typeof policyEndReasons)[number];

/** Days from the policy's conclusion (its issue) within which it may be withdrawn from without a reason. */
export const withdrawalDays = 14;

/** The proof an insurer asks for, as a photo or a PDF checked by its bytes as claim documents are. */
export const policyEndDocumentCodes = ['sale-contract', 'deregistration-certificate', 'police-report'] as const;
export type PolicyEndDocumentCode = (typeof policyEndDocumentCodes)[number];

/** What each reason is proved with; a withdrawal needs nothing. */
export const proofOfReason: Record<PolicyEndReason, PolicyEndDocumentCode | null> = {
  withdrawal: null,
  sold: 'sale-contract',
  deregistered: 'deregistration-certificate',
  stolen: 'police-report',
  destroyed: 'deregistration-certificate',
  exported: 'deregistration-certificate',
};

/**
 * Why the insurer refuses to end a policy early. `claim-paid` is the usual term: no unused premium comes back for a
 * year in which the insurer paid a claim on the policy (the cover then runs to its end, or the driver ends it with
 * no refund at the office). `withdrawal-period-over`: asked as a withdrawal more than `withdrawalDays` after issue.
 * `date-out-of-cover`: the end date is before the policy started or after it ended.
 */
export const policyEndRefusals = ['claim-paid', 'withdrawal-period-over', 'date-out-of-cover'] as const;
export type PolicyEndRefusal = (typeof policyEndRefusals)[number];

/**
 * Where an ending stands. `requested`: kept, not yet answered by the insurer (it is sent again until it is);
 * `documents-missing`: the insurer waits for proof; `refused`: the policy runs on; `ended`: the insurer ended the
 * cover, whatever the refund's state. `refused` and `ended` are final.
 */
export const policyEndingStates = ['requested', 'documents-missing', 'refused', 'ended'] as const;
export type PolicyEndingState = (typeof policyEndingStates)[number];

/**
 * The refund's way back: `card` through the gateway's refund of the payment; `iban` by transfer to the account the
 * driver gave, where the card cannot take it back (the gateway's refund window passed, or it refused).
 */
export const refundMethods = ['card', 'iban'] as const;
export type RefundMethod = (typeof refundMethods)[number];

/**
 * `pending`: owed and not yet gone (the schedule retries it); `needs-iban`: the card cannot take it back and the
 * driver has not given an account yet; `paid`: the gateway confirmed the refund or the transfer was ordered; `none`:
 * the insurer keeps the whole premium. Nothing says `paid` before the money has gone.
 */
export const refundStates = ['pending', 'needs-iban', 'paid', 'none'] as const;
export type RefundState = (typeof refundStates)[number];

/** The refusals of the ending calls; their texts are in the `policy` namespace of each locale. */
export const policyEndErrorKeys = {
  /** No such policy for the caller (another's, none, or a guest's token gone stale): the same answer for all. */
  notFound: 'policy:errors.notFound',
  /** A guest's date of birth is not the policyholder's; `attemptsLeft` says how many tries remain. */
  identityMismatch: 'policy:errors.identityMismatch',
  /** Too many wrong dates: only the account, or a token given before, opens the policy now. */
  identityLocked: 'policy:errors.identityLocked',
  /** What the call gives is not what the ending waits for (no document missing, no account asked for). */
  nothingAwaited: 'policy:errors.nothingAwaited',
  /** The policy has ended already, or its cover ran out: nothing is left to end. */
  notRunning: 'policy:errors.notRunning',
  /** An ending is under way or done with other answers than these: the request cannot change it. */
  endingUnderWay: 'policy:errors.endingUnderWay',
  /** The day is in the future, or before the policy started. */
  dateOutOfCover: 'policy:errors.dateOutOfCover',
  /** More than `withdrawalDays` since the policy was issued: it can be cancelled for a reason, not withdrawn from. */
  withdrawalPeriodOver: 'policy:errors.withdrawalPeriodOver',
  /** The document is not the proof the reason takes (`proofOfReason`). */
  wrongDocument: 'policy:errors.wrongDocument',
  /** The file is no photo or PDF the insurer takes, told by its bytes. */
  documentNotAccepted: 'policy:errors.documentNotAccepted',
} as const;
export type PolicyEndErrorKey = (typeof policyEndErrorKeys)[keyof typeof policyEndErrorKeys];

/** An ending as its policyholder sees it; amounts in euros, instants ISO 8601, days dd/MM/yyyy. */
export interface PolicyEndingView {
  orderNumber: string;
  policyNumber: string;
  reason: PolicyEndReason;
  endDate: string;
  state: PolicyEndingState;
  missingDocuments: PolicyEndDocumentCode[];
  refusal: PolicyEndRefusal | null;
  coverEndsAt: string | null;
  bonusMalusClass: number | null;
  refund: { amount: number; method: RefundMethod | null; state: RefundState; ibanMasked: string | null } | null;
}
