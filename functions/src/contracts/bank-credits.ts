/**
 * Money that arrived on the collection account by bank transfer (a HUB-3 slip paid by instant transfer), as the
 * server matched it and as the console's queue shows what did not match. Decision 0034.
 */

/**
 * Why a credit did not pay its order by itself:
 * - `unknown-reference`: no reference, or one no slip order of ours carries;
 * - `underpaid` / `overpaid`: the order's reference with another amount;
 * - `late`: after the price stopped holding (the order expired), so the insurer would not issue at it;
 * - `duplicate`: the order (or its quote, through another order) was paid already.
 */
export const bankCreditProblems = ['unknown-reference', 'underpaid', 'overpaid', 'late', 'duplicate'] as const;
export type BankCreditProblem = (typeof bankCreditProblems)[number];

/**
 * `matched`: it paid its order. `queued`: waiting for staff. `refunding` → `refunded`: sent back to the payer's IBAN
 * by instant transfer (`refund-failed` when the bank refused; staff try again). `applied`: staff applied it to an
 * order by hand.
 */
export const bankCreditStates = ['matched', 'queued', 'refunding', 'refunded', 'refund-failed', 'applied'] as const;
export type BankCreditState = (typeof bankCreditStates)[number];
