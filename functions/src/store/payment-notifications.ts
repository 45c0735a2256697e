import { createHash } from 'node:crypto';
import type { Timestamp, Transaction } from 'firebase-admin/firestore';
import { collections } from './collection-names.js';
import { db } from './firestore.js';

export interface PaymentNotificationDocument {
  orderNumber: string;
  outcome: string;
  source: 'notification' | 'status-api';
  receivedAt: Timestamp;
  expireAt: Timestamp;
}

/** Keyed by a hash of the gateway's transaction id, which is the gateway's text and not ours to trust as a path. */
const notificationRef = (transactionId: string) =>
  db().collection(collections.paymentNotifications).doc(createHash('sha256').update(transactionId).digest('hex'));

/** Whether this transaction's outcome has been applied already: read inside the transaction that applies it. */
export async function notificationSeen(transaction: Transaction, transactionId: string): Promise<boolean> {
  return (await transaction.get(notificationRef(transactionId))).exists;
}

export function recordNotification(
  transaction: Transaction,
  transactionId: string,
  notification: PaymentNotificationDocument,
): void {
  transaction.create(notificationRef(transactionId), notification);
}
