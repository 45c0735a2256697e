/**
 * How long each kind of record is kept (docs/decisions/0003-retention.md). Each is written as a `deleteAfter`
 * timestamp that a Firestore TTL policy acts on, so deletion needs no job of ours.
 */
import { Timestamp } from 'firebase-admin/firestore';

const day = 24 * 60 * 60 * 1000;

/** An order that never took money: long enough for support to answer a driver's question about it, then gone. */
export const retentionOfUnpaidOrder = (createdAt: Date) => Timestamp.fromMillis(createdAt.getTime() + 365 * day);

/**
 * A paid order and its policy: accounting records are kept eleven years after the business year they belong to
 * (Zakon o računovodstvu), counted here from the end of the cover to be safe.
 */
export function retentionOfPaidRecord(coverEndsAt: Date): Timestamp {
  const end = new Date(coverEndsAt);
  end.setUTCFullYear(end.getUTCFullYear() + 11);
  return Timestamp.fromDate(end);
}

/** The record that a gateway notification was applied: gateways stop re-sending within days. */
export const retentionOfNotification = (receivedAt: Date) => Timestamp.fromMillis(receivedAt.getTime() + 90 * day);
