/**
 * Credits on the collection account, from the bank's notification or read back from its listing: each matched to
 * the slip order its reference names, in one transaction that records the credit, so a notification repeated, late
 * or out of order changes nothing twice. A credit that cannot pay its order by itself is queued for staff with the
 * reason, never dropped. docs/decisions/0034-payment-slips.md.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import type { BankCreditProblem } from '../contracts/bank-credits.js';
import { maskIban } from '../contracts/iban-rules.js';
import type { BankCreditEntry } from '../bank/bank-api.js';
import { orderNumberOfSlipReference } from '../payments/slip-reference.js';
import { bankCreditEvent, createBankCredit, readBankCredit, type BankCreditRecord } from '../store/bank-credits.js';
import { readCoupon } from '../store/coupons.js';
import { db } from '../store/firestore.js';
import {
  orderEvent,
  orderRef,
  orderUpdate,
  readOrder,
  type OrderDocument,
  type OrderPayment,
} from '../store/orders.js';
import { readQuote } from '../store/quotes.js';
import { retentionOfPaidRecord } from '../store/retention.js';
import { paidOrder } from './payment-outcomes.js';
import { pointsToRetake, spendPoints } from './referral-points.js';

/** A reference as payers type it into the description when their bank's form had no field for it. */
const referenceInText = /\b\d{4}-\d{12}-\d\b/;

/** The order a credit names: by its structured reference, else by a reference written in its description. */
export function orderNumberOfCredit(entry: Pick<BankCreditEntry, 'reference' | 'remittanceText'>): string | null {
  const byReference = entry.reference ? orderNumberOfSlipReference(entry.reference) : null;
  if (byReference) return byReference;
  const written = entry.remittanceText?.match(referenceInText)?.[0];
  return written ? orderNumberOfSlipReference(`HR01 ${written}`) : null;
}

/** Why a credit for this order cannot pay it by itself; null when it pays it. */
function problemOf(
  entry: BankCreditEntry,
  order: OrderDocument | undefined,
  paidBy: string | null | undefined,
): BankCreditProblem | null {
  if (!order?.slip || entry.currency !== 'EUR') return 'unknown-reference';
  if (order.state === 'paid' || order.state === 'refunded' || (paidBy && paidBy !== order.orderNumber))
    return 'duplicate';
  if (order.state !== 'pending' || Date.parse(entry.bookedAt) >= order.slip.payableUntil.toMillis()) return 'late';
  if (entry.amountCents < order.amountCents) return 'underpaid';
  if (entry.amountCents > order.amountCents) return 'overpaid';
  return null;
}

export interface AppliedCredit {
  credit: BankCreditRecord;
  /** The order it paid, when it paid one now: its policy is owed (`settlePaidOrder`). */
  paidOrderNumber: string | null;
  changed: boolean;
}

/** Records and applies one credit; a credit already recorded is answered as it is, changing nothing. */
export async function applyBankCredit(
  entry: BankCreditEntry,
  source: BankCreditRecord['source'],
  now = new Date(),
): Promise<AppliedCredit> {
  const orderNumber = orderNumberOfCredit(entry);
  return db().runTransaction(async (transaction) => {
    const known = await readBankCredit(entry.entryReference, transaction);
    if (known) return { credit: known, paidOrderNumber: null, changed: false };
    const order = orderNumber ? await readOrder(orderNumber, transaction) : undefined;
    const quote = order ? await readQuote(order.quoteId, transaction) : undefined;
    const coupon = order?.reservedCoupon ? await readCoupon(order.reservedCoupon, transaction) : undefined;
    const pointsHolder = order ? await pointsToRetake(transaction, order) : undefined;

    const bookedAt = new Date(entry.bookedAt);
    const problem = problemOf(entry, order, quote?.paidOrderNumber);
    const credit: Omit<BankCreditRecord, 'createdAt' | 'updatedAt'> = {
      entryReference: entry.entryReference,
      orderNumber: order ? order.orderNumber : null,
      state: problem ? 'queued' : 'matched',
      problem,
      amountCents: entry.amountCents,
      currency: entry.currency,
      debtor: entry.debtor,
      reference: entry.reference,
      remittanceText: entry.remittanceText,
      bookedAt: Timestamp.fromDate(bookedAt),
      source,
      appliedTo: null,
      refund: null,
      history: [
        bankCreditEvent('received', now, { detail: source }),
        problem ? bankCreditEvent('queued', now, { detail: problem }) : bankCreditEvent('matched', now),
      ],
      expireAt: retentionOfPaidRecord(bookedAt),
    };
    createBankCredit(transaction, credit);

    if (!order?.slip) {
      logger.warn('Bank credit queued: it names no slip order of ours', {
        entryReference: entry.entryReference,
        reference: entry.reference,
        amountCents: entry.amountCents,
      });
      return { credit: credit as BankCreditRecord, paidOrderNumber: null, changed: true };
    }
    if (problem) {
      logger.warn('Bank credit queued for staff', {
        orderNumber: order.orderNumber,
        entryReference: entry.entryReference,
        problem,
        amountCents: entry.amountCents,
        orderAmountCents: order.amountCents,
      });
      transaction.update(
        orderRef(order.orderNumber),
        orderUpdate(
          {
            slip: {
              ...order.slip,
              queuedCredit: { entryReference: entry.entryReference, problem, amountCents: entry.amountCents },
            },
          },
          orderEvent('credit-queued', now, `${problem} ${(entry.amountCents / 100).toFixed(2)} EUR`),
        ),
      );
      return { credit: credit as BankCreditRecord, paidOrderNumber: null, changed: true };
    }

    const payment: OrderPayment = {
      transactionId: `bank|${entry.entryReference}`,
      approvalCode: null,
      maskedPan: null,
      responseCode: 'BOOK',
      responseMessage: 'instant credit transfer',
      at: Timestamp.fromDate(bookedAt),
      source,
      instalments: 1,
      payer: { name: entry.debtor.name ?? '', ibanMasked: entry.debtor.iban ? maskIban(entry.debtor.iban) : '' },
    };
    const changes = {
      ...paidOrder(transaction, order, coupon, payment, now),
      ...spendPoints(transaction, order, pointsHolder),
    };
    transaction.update(
      orderRef(order.orderNumber),
      orderUpdate(changes, orderEvent('notification', now, source), orderEvent('paid', now, entry.entryReference)),
    );
    logger.info('Slip paid by bank credit', {
      orderNumber: order.orderNumber,
      entryReference: entry.entryReference,
      source,
    });
    return { credit: credit as BankCreditRecord, paidOrderNumber: order.orderNumber, changed: true };
  });
}
