/**
 * Settling payments we did not hear about: an order still pending a while after the buyer came back, or long after
 * it started, is settled by asking the gateway's status API, so a lost notification never leaves a paying driver
 * uninsured. The scheduler runs this every few minutes; the success page's polling asks for its own order sooner.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { paymentAbandonAfterMinutes } from '../config.js';
import { GatewayFailure } from '../payments/gateway-client.js';
import { gateway } from '../payments/gateway.js';
import { ordersDueBefore, readOrder, updateOrder, type OrderDocument } from '../store/orders.js';
import { settlePaidOrder } from './fulfilment.js';
import { reconcileBankCredits } from './bank-reconciliation.js';
import { applyGatewayResult, expireOrder } from './payment-outcomes.js';

/** Orders handled per run: a run must end well inside the scheduler's interval. */
const batchSize = 100;

/** How long before asking the gateway again about a payment it still calls pending (the buyer is on its page). */
const pendingRecheckMs = 5 * 60_000;

/** Asks the gateway what became of a pending order and applies the answer. Answers the order as it is after. */
export async function settleWithGateway(orderNumber: string, now = new Date()): Promise<OrderDocument | undefined> {
  const order = await readOrder(orderNumber);
  if (!order || order.state !== 'pending') return order;
  const checked = { lastStatusCheckAt: Timestamp.fromDate(now) };
  const askAgain = { ...checked, nextAttemptAt: Timestamp.fromMillis(now.getTime() + pendingRecheckMs) };
  let status;
  try {
    status = await gateway().orderStatus(orderNumber);
  } catch (error) {
    if (!(error instanceof GatewayFailure)) throw error;
    logger.warn('Gateway status unavailable; the order stays pending', { orderNumber, error: error.message });
    await updateOrder(orderNumber, askAgain);
    return order;
  }
  const abandoned = now.getTime() - order.createdAt.toMillis() >= paymentAbandonAfterMinutes.value() * 60_000;
  switch (status.status) {
    case 'approved':
    case 'declined':
    case 'cancelled':
    case 'error': {
      await updateOrder(orderNumber, checked);
      const { order: after } = await applyGatewayResult(
        {
          orderNumber,
          // A refusal without a card transaction (a timed-out page) has no id: one per order and outcome is enough.
          transactionId: status.transactionId ?? `status|${orderNumber}|${status.status}`,
          outcome: status.status,
          amountCents: status.amountCents ?? order.amountCents,
          currency: status.currency ?? order.currency,
          approvalCode: status.approvalCode,
          maskedPan: status.maskedPan,
          responseCode: '',
          responseMessage: 'status API',
          at: status.transactionTime ?? now,
          source: 'status-api',
          instalments: status.instalments ?? 1,
        },
        now,
      );
      if (after.state === 'paid') await settlePaidOrder(orderNumber, now);
      return readOrder(orderNumber);
    }
    case 'not-found':
      // The buyer never got as far as the gateway's page: nothing was charged.
      if (abandoned) {
        await updateOrder(orderNumber, checked);
        await expireOrder(orderNumber, now);
      } else {
        await updateOrder(orderNumber, askAgain);
      }
      return readOrder(orderNumber);
    case 'refunded':
      logger.error('The gateway says a pending order was refunded; staff must look at it', { orderNumber });
      await updateOrder(orderNumber, { ...checked, nextAttemptAt: null });
      return readOrder(orderNumber);
    case 'pending':
      await updateOrder(orderNumber, askAgain);
      return readOrder(orderNumber);
  }
}

export interface HousekeepingReport {
  settled: number;
  finished: number;
  failed: number;
}

/** A slip order is given up once its price no longer holds; until then there is nobody to ask but the bank. */
async function settleSlipOrder(order: OrderDocument, now: Date): Promise<void> {
  if (!order.slip) return;
  if (order.slip.payableUntil.toMillis() <= now.getTime()) await expireOrder(order.orderNumber, now);
  else await updateOrder(order.orderNumber, { nextAttemptAt: order.slip.payableUntil });
}

/**
 * One scheduler run: the bank's credits read back first (a lost notification may have paid a slip that is due to
 * expire), then every order due a look: pending ones settled with the gateway or given up, paid ones finished.
 */
export async function runPaymentHousekeeping(now = new Date()): Promise<HousekeepingReport> {
  try {
    await reconcileBankCredits(now);
  } catch (error) {
    logger.error('Bank reconciliation failed', { error: String(error) });
  }
  const due = await ordersDueBefore(now, batchSize);
  const report: HousekeepingReport = { settled: 0, finished: 0, failed: 0 };
  // One order's trouble must not stop the others; each failure is logged with its order.
  for (const orderNumber of due) {
    try {
      const order = await readOrder(orderNumber);
      if (order?.state === 'pending' && order.paymentMethod === 'slip') {
        await settleSlipOrder(order, now);
        report.settled += 1;
      } else if (order?.state === 'pending') {
        await settleWithGateway(orderNumber, now);
        report.settled += 1;
      } else {
        await settlePaidOrder(orderNumber, now);
        report.finished += 1;
      }
    } catch (error) {
      report.failed += 1;
      logger.error('Payment housekeeping failed for an order', { orderNumber, error: String(error) });
    }
  }
  if (due.length > 0) logger.info('Payment housekeeping', report);
  return report;
}
