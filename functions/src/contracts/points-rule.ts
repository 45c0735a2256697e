/**
 * What referral points are worth and how many an order may take: the one rule the server enforces, the summary
 * applies and `/recommend-and-earn` states. Why: docs/decisions/0008-referral-programme.md.
 */

/** A point is worth 0,10 €. */
export const centsPerPoint = 10;

/** A card payment of nothing is not a payment: points leave at least this much for the card. */
export const minimumCardChargeCents = 100;

/** How many of `balance` points an order due `dueCents` (after every other discount) may take: whole points only. */
export const usablePoints = (balance: number, dueCents: number): number =>
  Math.max(0, Math.min(Math.floor(balance), Math.floor((dueCents - minimumCardChargeCents) / centsPerPoint)));
