/**
 * How long each kind of record is kept (docs/decisions/0003-retention.md). Each is written as an `expireAt`
 * timestamp that a Firestore TTL policy acts on, so deletion needs no job of ours. (`expiresAt` on quotes and coupons
 * is something else: until when they can be used.)
 */
import { Timestamp } from 'firebase-admin/firestore';

const day = 24 * 60 * 60 * 1000;
const after = (from: Date, days: number) => Timestamp.fromMillis(from.getTime() + days * day);

/**
 * A quote in progress: support follows up an abandoned quote for a few weeks, and three months covers a driver who
 * comes back to ask. Moved forward by every save, so it counts from the driver's last step.
 */
export const retentionOfWorkInProgress = (lastActivity: Date) => after(lastActivity, 90);

/**
 * A priced quote: it can be paid for a week, and the order keeps everything a policy needs once it is paid, so the
 * quote only answers questions about a price ("why was it this much?") for a while after.
 */
export const retentionOfQuote = (pricedAt: Date) => after(pricedAt, 90);

/** An offer request or a contact message: staff answer it within days; a year covers a complaint about the answer. */
export const retentionOfRequest = (receivedAt: Date) => after(receivedAt, 365);

/** A vehicle lookup: kept for campaign attribution (utm tags) over a quarter, then of no use to anyone. */
export const retentionOfVehicleLookup = (lookedUpAt: Date) => after(lookedUpAt, 90);

/** An order that never took money: long enough for support to answer a driver's question about it, then gone. */
export const retentionOfUnpaidOrder = (createdAt: Date) => after(createdAt, 365);

/**
 * A paid order and its policy: accounting records are kept eleven years after the business year they belong to
 * (Zakon o računovodstvu), counted here from the end of the cover to be safe.
 */
export function retentionOfPaidRecord(coverEndsAt: Date): Timestamp {
  const end = new Date(coverEndsAt);
  end.setUTCFullYear(end.getUTCFullYear() + 11);
  return Timestamp.fromDate(end);
}

/**
 * What staff did through the support console: a refund or a coupon is money, so its record is kept like the
 * accounting records it explains, eleven years; the rest is small and rare enough not to need a shorter rule.
 */
export function retentionOfAuditEntry(at: Date): Timestamp {
  const end = new Date(at);
  end.setUTCFullYear(end.getUTCFullYear() + 11);
  return Timestamp.fromDate(end);
}

/** The record that a gateway notification was applied: gateways stop re-sending within days. */
export const retentionOfNotification = (receivedAt: Date) => after(receivedAt, 90);

/** An accident statement nobody signed: gone 30 days after its last change, with its photos (decision 0017). */
export const retentionOfAccidentDraft = (lastChange: Date) => after(lastChange, 30);

/**
 * A signed accident statement: kept as long as a claim for the damage it records can still be brought — five years
 * from the day the damage was known (Zakon o obveznim odnosima, čl. 230) — and a year more for a claim filed on the
 * last day to reach us (decision 0017).
 */
export function retentionOfSignedAccidentStatement(lockedAt: Date): Timestamp {
  const end = new Date(lockedAt);
  end.setUTCFullYear(end.getUTCFullYear() + 6);
  return Timestamp.fromDate(end);
}

/**
 * A claim and its e-mails' records: kept as long as the statement it came from (six years, Zakon o obveznim odnosima
 * čl. 230, and a year for a late claim), from when the claim was made (decision 0018).
 */
export const retentionOfClaim = (createdAt: Date) => retentionOfSignedAccidentStatement(createdAt);

/**
 * A policy's renewal reminder: it keeps the reminder from being sent twice until the policy ends, and its link and the
 * report of renewals it brought are of use for a year after that (decision 0020).
 */
export const retentionOfReminder = (policyEndsAt: Date) => after(policyEndsAt, 365);

/**
 * An address that asked for no reminders (its hash only): kept two years after it last stopped one, so it is honoured
 * for as long as its policies come up for renewal, and goes once they no longer do (decision 0020).
 */
export const retentionOfOptOut = (lastHonoured: Date) => after(lastHonoured, 2 * 365);
