/**
 * Spending referral points (docs/decisions/0008-referral-programme.md): a signed-in driver's points come off their
 * own policy at 0,10 € a point (`contracts/points-rule.ts`). An order holds them from the transaction that opens it,
 * spends them when it is paid, and gives them back, once, when it is never paid or is refunded.
 */
import type { Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { errorKeys } from '../contracts/error-keys.js';
import type { OrderSummary } from '../contracts/get-order-summary.js';
import { centsPerPoint, usablePoints } from '../contracts/points-rule.js';
import { db } from '../store/firestore.js';
import {
  orderRef,
  orderUpdate,
  readOrder,
  type OrderDocument,
  type OrderEvent,
  type OrderPoints,
} from '../store/orders.js';
import type { QuoteDocument } from '../store/quotes.js';
import {
  movePointsSpent,
  pointsBalanceOf,
  readReferrer,
  referrerIdOfAccount,
  type ReferrerDocument,
} from '../store/referrals.js';
import { readUser } from '../store/users.js';
import { DomainError } from './domain-error.js';

/** Who asks to price an order, and whether they want their points on it. */
export interface PointsRequest {
  uid: string | null;
  usePoints: boolean;
}

export const noPoints: PointsRequest = { uid: null, usePoints: false };

/** A driver's points that may go on an order: their referrer record (none before they opened the programme) and balance. */
export interface PointsWallet {
  referrerId: string | null;
  balance: number;
}

/**
 * The caller's points, when they may spend them on this quote: a signed-in driver whose account profile holds an OIB,
 * and the quote is priced for that same OIB (their own policy). Null for a guest, an account without an OIB yet, or
 * another person's policy: points are the account holder's, never a gift to whoever they buy for.
 */
export async function pointsWalletFor(uid: string | null, quote: QuoteDocument): Promise<PointsWallet | null> {
  if (!uid) return null;
  const ownOib = (await readUser(uid))?.personalIdentificationNumber;
  if (!ownOib || ownOib !== quote.driver.personalIdentificationNumber) return null;
  const referrerId = await referrerIdOfAccount(uid);
  const referrer = referrerId ? await readReferrer(referrerId) : undefined;
  if (!referrerId || !referrer) return { referrerId: null, balance: 0 };
  return { referrerId, balance: Math.max(0, pointsBalanceOf(referrer)) };
}

/** What the summary says of points: the balance, how many this order may take, how many it takes as asked. */
export function pointsSummary(
  wallet: PointsWallet | null,
  priced: { totalCents: number; pointsSpent: number },
): OrderSummary['points'] {
  if (!wallet) return null;
  // The total before points: the rule is applied to what every other discount left.
  const dueCents = priced.totalCents + priced.pointsSpent * centsPerPoint;
  return { balance: wallet.balance, usable: usablePoints(wallet.balance, dueCents), spent: priced.pointsSpent };
}

/**
 * Holds the points an order is priced with, inside the transaction that opens it: the balance is read again there,
 * so concurrent orders cannot spend the same points twice. When it no longer covers them (another order took them
 * since the summary), the total the driver saw is not the total any more: refused as a changed price, nothing held.
 * Reads before it writes; call it before the transaction's other writes.
 */
export async function holdPoints(
  transaction: Transaction,
  priced: { pointsWallet: PointsWallet | null; pointsSpent: number; pointsDiscountAmount: number },
): Promise<OrderPoints | null> {
  const referrerId = priced.pointsWallet?.referrerId;
  if (!referrerId || priced.pointsSpent <= 0) return null;
  const referrer = await readReferrer(referrerId, transaction);
  if (!referrer || pointsBalanceOf(referrer) < priced.pointsSpent) {
    logger.info('Payment refused: the points are no longer there', { referrerId, points: priced.pointsSpent });
    throw new DomainError('failed-precondition', { errorKey: errorKeys.priceChanged });
  }
  movePointsSpent(transaction, referrerId, priced.pointsSpent);
  return { referrerId, points: priced.pointsSpent, amount: priced.pointsDiscountAmount, state: 'held' };
}

/**
 * The referrer an approved payment may need to take points from again: only an order whose points were given back
 * (it expired or was declined, then the gateway says it took the money after all). Read before any write.
 */
export async function pointsToRetake(
  transaction: Transaction,
  order: OrderDocument,
): Promise<ReferrerDocument | undefined> {
  return order.points?.state === 'returned' ? readReferrer(order.points.referrerId, transaction) : undefined;
}

/**
 * The order is paid: its held points are spent. Points already given back (a late approval after the order expired)
 * are taken again when the balance still has them; when it does not, the money the gateway took wins: the paid price
 * stands, the points stay returned, and support is told (as for a coupon used meanwhile).
 */
export function spendPoints(
  transaction: Transaction,
  order: OrderDocument,
  referrer: ReferrerDocument | undefined,
): Partial<OrderDocument> {
  const points = order.points;
  if (!points || points.state === 'spent') return {};
  if (points.state === 'returned') {
    if (!referrer || pointsBalanceOf(referrer) < points.points) {
      logger.warn('Points given back before a late payment are no longer there; the paid price stands', {
        orderNumber: order.orderNumber,
        referrerId: points.referrerId,
        points: points.points,
      });
      return {};
    }
    movePointsSpent(transaction, points.referrerId, points.points);
  }
  return { points: { ...points, state: 'spent' } };
}

/** The order is never paid, or its money went back: its points return to the balance, once. */
export function returnPoints(transaction: Transaction, order: OrderDocument): Partial<OrderDocument> {
  const points = order.points;
  if (!points || points.state === 'returned') return {};
  movePointsSpent(transaction, points.referrerId, -points.points);
  return { points: { ...points, state: 'returned' } };
}

/** An order update that gives the order's points back with it, in one transaction (a refund done outside one). */
export async function updateOrderReturningPoints(
  orderNumber: string,
  changes: Partial<OrderDocument>,
  ...events: OrderEvent[]
): Promise<void> {
  await db().runTransaction(async (transaction) => {
    const order = await readOrder(orderNumber, transaction);
    const points = order ? returnPoints(transaction, order) : {};
    transaction.update(orderRef(orderNumber), orderUpdate({ ...changes, ...points }, ...events));
  });
}
