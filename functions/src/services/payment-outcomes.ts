/**
 * Applying what the gateway says about a payment, from its notification or from our question to its status API.
 * One Firestore transaction per message: de-duplicated on the gateway's transaction id, checked against the order's
 * amount, and moving the order, the quote and the coupon together. See docs/decisions/0002-orders-and-payments.md.
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import type { OrderState } from '../contracts/get-order-status.js';
import { paymentSettleAfterSeconds } from '../config.js';
import { markCouponUsed, readCoupon, releaseCouponReservation, type CouponDocument } from '../store/coupons.js';
import { db } from '../store/firestore.js';
import {
  orderEvent,
  orderRef,
  orderUpdate,
  readOrder,
  type OrderDocument,
  type OrderEvent,
  type OrderPayment,
} from '../store/orders.js';
import { notificationSeen, recordNotification } from '../store/payment-notifications.js';
import { markQuotePaid, readQuote } from '../store/quotes.js';
import { retentionOfNotification, retentionOfPaidRecord } from '../store/retention.js';
import { pointsToRetake, returnPoints, spendPoints } from './referral-points.js';
import { policyPeriod } from './zagreb-time.js';

export interface GatewayResult {
  orderNumber: string;
  /** The gateway's id of the transaction; a message about the same one twice changes nothing the second time. */
  transactionId: string;
  outcome: 'approved' | 'declined' | 'cancelled' | 'error';
  amountCents: number;
  currency: string;
  approvalCode: string | null;
  maskedPan: string | null;
  responseCode: string;
  responseMessage: string;
  at: Date;
  source: 'notification' | 'status-api';
  /** How many instalments the card's bank carries; 1 for one payment. */
  instalments: number;
}

/** A gateway message that does not fit any order of ours: refused with nothing written. */
export class UnmatchedPayment extends Error {
  constructor(
    readonly reason: 'unknown-order' | 'amount-mismatch',
    message: string,
  ) {
    super(message);
    this.name = 'UnmatchedPayment';
  }
}

/** States a refused outcome may still replace: money is only ever taken once an order was paid. */
const unsettled: readonly OrderState[] = ['pending', 'expired'];

/** How soon the scheduler looks at a paid order again if nothing else finishes it first (a crashed worker, say). */
const safetyNetMs = 2 * 60 * 1000;

export interface AppliedResult {
  order: OrderDocument;
  /** False when the message was a repeat or changed nothing. */
  changed: boolean;
}

/**
 * The writes that make an order paid inside the transaction that learned of the money, by card or by slip: the quote
 * bought, a reserved coupon used, the policy owed. The caller adds its events and the points (`spendPoints`).
 */
export function paidOrder(
  transaction: Transaction,
  order: OrderDocument,
  coupon: CouponDocument | undefined,
  payment: OrderPayment,
  now: Date,
): Partial<OrderDocument> {
  markQuotePaid(transaction, order.quoteId, order.orderNumber);
  if (order.reservedCoupon && coupon) {
    if (coupon.usedAt && coupon.usedBy !== order.orderNumber) {
      // The driver paid the discounted price; the money is taken, so the discount stands and support is told.
      logger.warn('Single-use coupon already used when its order was paid', {
        orderNumber: order.orderNumber,
        coupon: order.reservedCoupon,
        usedBy: coupon.usedBy,
      });
    } else {
      markCouponUsed(transaction, order.reservedCoupon, order.orderNumber, now);
    }
  }
  return {
    state: 'paid',
    payment,
    policyState: 'issuing',
    emailState: 'pending',
    refusal: null,
    nextAttemptAt: Timestamp.fromMillis(now.getTime() + safetyNetMs),
    expireAt: retentionOfPaidRecord(policyPeriod(order.policyStartDate, payment.at.toDate()).endsAt),
  };
}

export async function applyGatewayResult(result: GatewayResult, now = new Date()): Promise<AppliedResult> {
  const ref = orderRef(result.orderNumber);
  return db().runTransaction(async (transaction) => {
    const order = await readOrder(result.orderNumber, transaction);
    if (!order) throw new UnmatchedPayment('unknown-order', `No order ${result.orderNumber}`);
    if (result.amountCents !== order.amountCents || result.currency !== order.currency) {
      throw new UnmatchedPayment(
        'amount-mismatch',
        `${result.orderNumber}: the gateway says ${result.amountCents} ${result.currency}, the order is ${order.amountCents} ${order.currency}`,
      );
    }
    // Firestore transactions read everything before they write.
    const seen = await notificationSeen(transaction, result.transactionId);
    const quote = seen ? undefined : await readQuote(order.quoteId, transaction);
    const coupon = !seen && order.reservedCoupon ? await readCoupon(order.reservedCoupon, transaction) : undefined;
    const pointsHolder = !seen && result.outcome === 'approved' ? await pointsToRetake(transaction, order) : undefined;

    const heard = orderEvent(result.source === 'notification' ? 'notification' : 'status-checked', now, result.outcome);
    // A repeat changes nothing, not even the history: a gateway retrying in a burst must not queue writes on one order.
    if (seen) return { order, changed: false };
    recordNotification(transaction, result.transactionId, {
      orderNumber: result.orderNumber,
      outcome: result.outcome,
      source: result.source,
      receivedAt: Timestamp.fromDate(now),
      expireAt: retentionOfNotification(now),
    });

    const holdsCoupon = Boolean(order.reservedCoupon && coupon?.reservation?.orderNumber === order.orderNumber);
    let changes: Partial<OrderDocument> = {};
    const events: OrderEvent[] = [heard];

    if (result.outcome === 'approved') {
      if (order.state === 'paid' || order.state === 'refunded') {
        logger.error('A second approved transaction for a paid order', { orderNumber: order.orderNumber });
        transaction.update(ref, orderUpdate({}, ...events));
        return { order, changed: false };
      }
      const payment = {
        transactionId: result.transactionId,
        approvalCode: result.approvalCode,
        maskedPan: result.maskedPan,
        responseCode: result.responseCode,
        responseMessage: result.responseMessage,
        at: Timestamp.fromDate(result.at),
        source: result.source,
        instalments: result.instalments,
      };
      const keepUntil = retentionOfPaidRecord(policyPeriod(order.policyStartDate, result.at).endsAt);
      const paidBy = quote?.paidOrderNumber;
      if (paidBy && paidBy !== order.orderNumber) {
        // Two tabs paid for one quote: the quote already has its policy, so this money goes back.
        logger.warn('Duplicate payment for an already paid quote', { orderNumber: order.orderNumber, paidBy });
        changes = {
          state: 'paid',
          payment,
          refundState: 'required',
          duplicateOf: paidBy,
          nextAttemptAt: Timestamp.fromDate(now),
          expireAt: keepUntil,
        };
        events.push(orderEvent('paid', now), orderEvent('duplicate-payment', now, paidBy));
        if (holdsCoupon && order.reservedCoupon) releaseCouponReservation(transaction, order.reservedCoupon);
      } else {
        changes = paidOrder(transaction, order, coupon, payment, now);
        events.push(orderEvent('paid', now, result.approvalCode ?? undefined));
      }
      changes = { ...changes, ...spendPoints(transaction, order, pointsHolder) };
    } else if (unsettled.includes(order.state)) {
      changes = {
        state: result.outcome === 'cancelled' ? 'cancelled' : 'declined',
        refusal: {
          outcome: result.outcome,
          responseCode: result.responseCode,
          responseMessage: result.responseMessage,
        },
        nextAttemptAt: null,
      };
      events.push(orderEvent(result.outcome === 'cancelled' ? 'cancelled' : 'declined', now, result.responseCode));
      if (holdsCoupon && order.reservedCoupon) releaseCouponReservation(transaction, order.reservedCoupon);
      changes = { ...changes, ...returnPoints(transaction, order) };
    } else {
      logger.info('A refusal for an order that is no longer pending changes nothing', {
        orderNumber: order.orderNumber,
        state: order.state,
        outcome: result.outcome,
      });
    }
    transaction.update(ref, orderUpdate(changes, ...events));
    return { order: { ...order, ...changes }, changed: Object.keys(changes).length > 0 };
  });
}

/** The buyer came back from the gateway: noted for the success page and for settling a payment we did not hear of. */
export async function recordReturn(orderNumber: string, outcome: string, now = new Date()): Promise<void> {
  await db().runTransaction(async (transaction) => {
    const order = await readOrder(orderNumber, transaction);
    if (!order) return;
    transaction.update(
      orderRef(orderNumber),
      orderUpdate(
        order.state === 'pending' && !order.returnedAt
          ? {
              returnedAt: Timestamp.fromDate(now),
              // The gateway should have told us by then; if not, we ask it.
              nextAttemptAt: Timestamp.fromMillis(now.getTime() + paymentSettleAfterSeconds.value() * 1000),
            }
          : {},
        orderEvent('returned', now, outcome),
      ),
    );
  });
}

/** Gives up on an order the buyer never finished: nothing was charged, and a coupon it held is free again. */
export async function expireOrder(orderNumber: string, now = new Date()): Promise<void> {
  await db().runTransaction(async (transaction) => {
    const order = await readOrder(orderNumber, transaction);
    if (!order || order.state !== 'pending') return;
    const coupon = order.reservedCoupon ? await readCoupon(order.reservedCoupon, transaction) : undefined;
    if (order.reservedCoupon && coupon?.reservation?.orderNumber === orderNumber)
      releaseCouponReservation(transaction, order.reservedCoupon);
    transaction.update(
      orderRef(orderNumber),
      orderUpdate(
        { state: 'expired', nextAttemptAt: null, ...returnPoints(transaction, order) },
        orderEvent('expired', now),
      ),
    );
  });
}
