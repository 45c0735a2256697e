/**
 * The console's queue of bank credits that did not pay their order by themselves (contracts/admin-list-bank-credits.ts,
 * contracts/admin-bank-credit-action.ts; decision 0034): listed by state, sent back to the payer by instant transfer,
 * or applied to the slip order the driver names on the phone.
 *
 * A refund is recorded as `refunding` before the bank is asked, in a transaction that refuses a credit already on its
 * way, so a second press does not send a second transfer; the transfer's end-to-end id is derived from the credit and
 * the attempt, so asking again after an answer that never came is the same transfer, which the bank makes once.
 * Only a transfer the bank refused is followed by a new attempt, with a new id.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { BankFailure, type InstantTransferResult } from '../bank/bank-client.js';
import { bank } from '../bank/bank.js';
import type {
  AdminBankCreditActionRequest,
  AdminBankCreditActionResponse,
} from '../contracts/admin-bank-credit-action.js';
import type {
  AdminBankCreditOrder,
  AdminBankCreditRow,
  AdminListBankCreditsRequest,
  AdminListBankCreditsResponse,
  BankCreditAdvice,
} from '../contracts/admin-list-bank-credits.js';
import { adminPageSize } from '../contracts/admin-paging.js';
import { adminBankCreditErrorKeys, type AdminBankCreditErrorKey } from '../contracts/bank-credit-error-keys.js';
import { bankCreditStates, type BankCreditState } from '../contracts/bank-credits.js';
import { callNames } from '../contracts/call-names.js';
import { errorKeys } from '../contracts/error-keys.js';
import { maskIban } from '../contracts/iban-rules.js';
import { writeAudit, type Staff } from '../store/audit-log.js';
import {
  bankCreditEvent,
  bankCreditRef,
  bankCreditsCollection,
  bankCreditUpdate,
  readBankCredit,
  type BankCreditEvent,
  type BankCreditRecord,
  type BankCreditRefund,
} from '../store/bank-credits.js';
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
import { readPage } from '../store/paging.js';
import { readQuote } from '../store/quotes.js';
import { staffOf } from './admin-access.js';
import { refundCreditorName, refundEndToEndId, refundRemittanceText } from './bank-credit-refunds.js';
import { DomainError, type CallContext } from './domain-error.js';
import { settlePaidOrder } from './fulfilment.js';
import { paidOrder } from './payment-outcomes.js';
import { pointsToRetake, spendPoints } from './referral-points.js';

/**
 * Longer than the bank client can wait for one transfer (its timeout on each of its three tries), so a refund marked
 * `refunding` this long ago without an answer was left by a worker that stopped: it may be sent again.
 */
const inFlightMs = 2 * 60_000;

const iso = (timestamp: Timestamp) => timestamp.toDate().toISOString();
const euros = (cents: number) => cents / 100;

const notFound = () => new DomainError('not-found', { errorKey: errorKeys.adminNotFound });
const refusal = (errorKey: AdminBankCreditErrorKey) => new DomainError('failed-precondition', { errorKey });

/** The payer's account a refund goes to, when their bank gave both its IBAN and their name. */
function payerAccountOf(credit: BankCreditRecord): { name: string; iban: string } | null {
  const { name, iban } = credit.debtor;
  return iban && name?.trim() ? { name: refundCreditorName(name), iban } : null;
}

/** A transfer sent whose outcome we do not know: the bank did not answer, or the worker stopped waiting for it. */
const outcomeUnknown = (refund: BankCreditRefund, now: Date): boolean =>
  refund.state === 'sent' &&
  refund.bankTransactionId === null &&
  (refund.lastError !== null || now.getTime() - refund.at.toMillis() >= inFlightMs);

const attemptsOf = (refund: BankCreditRefund | null) => (refund ? (refund.attempts ?? 1) : 0);

interface RefundPlan {
  /** The whole credit, or the excess of a credit applied to an order. */
  kind: 'full' | 'excess';
  amountCents: number;
  attempt: number;
  endToEndId: string;
}

const newAttempt = (credit: BankCreditRecord, kind: RefundPlan['kind'], amountCents: number): RefundPlan => {
  const attempt = attemptsOf(credit.refund) + 1;
  return { kind, amountCents, attempt, endToEndId: refundEndToEndId(credit.entryReference, attempt) };
};

/** The transfer a refund sends now, or null when the credit's state allows none. */
function refundPlanOf(credit: BankCreditRecord, now: Date): RefundPlan | null {
  const { refund, state } = credit;
  const kind = state === 'applied' ? 'excess' : 'full';
  if ((state === 'refunding' || state === 'applied') && refund && outcomeUnknown(refund, now))
    return { kind, amountCents: refund.amountCents, attempt: attemptsOf(refund), endToEndId: refund.endToEndId };
  if (state === 'queued' || state === 'refund-failed') return newAttempt(credit, 'full', credit.amountCents);
  if (state === 'applied' && refund?.state === 'failed') return newAttempt(credit, 'excess', refund.amountCents);
  return null;
}

/** Money we still hold for the payer, not on its way back: it may pay an order instead. */
const canApply = (credit: BankCreditRecord) =>
  (credit.state === 'queued' || credit.state === 'refund-failed') && credit.currency === 'EUR';

/** An order a credit may still pay: a slip order, unpaid, whose price holds. */
const stillPayable = (order: OrderDocument, now: Date) =>
  order.state === 'pending' && order.slip != null && now.getTime() < order.slip.payableUntil.toMillis();

function adviceOf(credit: BankCreditRecord, named: OrderDocument | undefined, now: Date): BankCreditAdvice {
  const { refund } = credit;
  switch (credit.state) {
    case 'matched':
    case 'refunded':
      return 'none';
    case 'refund-failed':
      return 'retry-refund';
    case 'refunding':
      return refund && outcomeUnknown(refund, now) ? 'retry-refund' : 'wait';
    case 'applied':
      if (!refund) return 'none';
      if (refund.state === 'failed' || outcomeUnknown(refund, now)) return 'retry-refund';
      return refund.bankTransactionId === null ? 'wait' : 'none';
    case 'queued':
      if (credit.problem === 'unknown-reference') return 'find-order-or-refund';
      if (credit.problem === 'overpaid' && named && stillPayable(named, now)) return 'apply-or-refund';
      return 'refund';
  }
}

const orderOf = (order: OrderDocument | undefined): AdminBankCreditOrder | null =>
  order ? { orderNumber: order.orderNumber, amount: euros(order.amountCents), state: order.state } : null;

function rowOf(credit: BankCreditRecord, orders: Map<string, OrderDocument>, now: Date): AdminBankCreditRow {
  const named = credit.orderNumber ? orders.get(credit.orderNumber) : undefined;
  const { refund } = credit;
  return {
    entryReference: credit.entryReference,
    bookedAt: iso(credit.bookedAt),
    amount: euros(credit.amountCents),
    currency: credit.currency,
    payer: { name: credit.debtor.name, ibanMasked: credit.debtor.iban ? maskIban(credit.debtor.iban) : null },
    reference: credit.reference,
    remittanceText: credit.remittanceText,
    source: credit.source,
    problem: credit.problem,
    state: credit.state,
    order: orderOf(named),
    appliedTo: orderOf(credit.appliedTo ? orders.get(credit.appliedTo) : undefined),
    refund: refund && {
      amount: euros(refund.amountCents),
      state: refund.state,
      endToEndId: refund.endToEndId,
      bankTransactionId: refund.bankTransactionId,
      lastError: refund.lastError,
      at: iso(refund.at),
    },
    advice: adviceOf(credit, named, now),
    actions: { refund: refundPlanOf(credit, now) !== null && payerAccountOf(credit) !== null, apply: canApply(credit) },
  };
}

/** The orders the credits name or were applied to, by number. */
async function ordersOf(credits: BankCreditRecord[]): Promise<Map<string, OrderDocument>> {
  const numbers = [
    ...new Set(credits.flatMap((credit) => [credit.orderNumber, credit.appliedTo].filter((n) => n !== null))),
  ];
  const orders = await Promise.all(numbers.map((orderNumber) => readOrder(orderNumber)));
  return new Map(orders.filter((order) => order !== undefined).map((order) => [order.orderNumber, order]));
}

/** How many credits are in each state: one count aggregation per state, never the records. */
async function countStates(): Promise<Record<BankCreditState, number>> {
  const counts = await Promise.all(
    bankCreditStates.map(
      async (state) =>
        [state, (await bankCreditsCollection().where('state', '==', state).count().get()).data().count] as const,
    ),
  );
  return Object.fromEntries(counts) as Record<BankCreditState, number>;
}

export async function listBankCredits(
  input: AdminListBankCreditsRequest,
  context: CallContext,
): Promise<AdminListBankCreditsResponse> {
  staffOf(context);
  const state = (input.state ?? 'queued') as BankCreditState;
  const page = await readPage(
    bankCreditsCollection().where('state', '==', state),
    'bookedAt',
    input.cursor,
    adminPageSize,
  );
  const credits = page.docs.map((doc) => doc.data() as BankCreditRecord);
  const [orders, counts] = await Promise.all([ordersOf(credits), countStates()]);
  const now = new Date();
  return {
    items: credits.map((credit) => rowOf(credit, orders, now)),
    nextCursor: page.nextCursor,
    total: page.total,
    counts,
  };
}

/** What the audit log keeps of a credit before and after an action. */
const auditedCredit = (credit: BankCreditRecord): Record<string, unknown> => ({
  state: credit.state,
  appliedTo: credit.appliedTo,
  refundAmount: credit.refund ? euros(credit.refund.amountCents) : null,
  refundState: credit.refund?.state ?? null,
  bankTransactionId: credit.refund?.bankTransactionId ?? null,
  lastError: credit.refund?.lastError ?? null,
});

/** The refund as it is recorded before the bank is asked. */
const sentRefund = (plan: RefundPlan, now: Date): BankCreditRefund => ({
  endToEndId: plan.endToEndId,
  amountCents: plan.amountCents,
  state: 'sent',
  bankTransactionId: null,
  lastError: null,
  at: Timestamp.fromDate(now),
  attempts: plan.attempt,
});

type RefundOutcome =
  | { kind: 'settled'; answer: InstantTransferResult }
  /** Nothing moved: the bank refused the transfer (RJCT) or the request. Another attempt gets another id. */
  | { kind: 'refused'; reason: string; transactionId: string | null }
  /** No usable answer: the same transfer is sent again to learn its outcome. */
  | { kind: 'unknown'; reason: string };

function recordedOutcome(credit: BankCreditRecord, outcome: RefundOutcome, staff: Staff, now: Date) {
  const sent = credit.refund as BankCreditRefund;
  const full = credit.state !== 'applied';
  const by = { by: staff.email };
  switch (outcome.kind) {
    case 'settled':
      return {
        changes: {
          ...(full ? { state: 'refunded' as const } : {}),
          refund: {
            ...sent,
            bankTransactionId: outcome.answer.transactionId,
            lastError: null,
            at: Timestamp.fromDate(outcome.answer.acceptedAt),
          },
        },
        event: bankCreditEvent('refund-sent', now, { detail: outcome.answer.transactionId, ...by }),
      };
    case 'refused':
      return {
        changes: {
          ...(full ? { state: 'refund-failed' as const } : {}),
          refund: {
            ...sent,
            state: 'failed' as const,
            bankTransactionId: outcome.transactionId,
            lastError: outcome.reason,
          },
        },
        event: bankCreditEvent('refund-failed', now, { detail: outcome.reason, ...by }),
      };
    case 'unknown':
      return {
        changes: { refund: { ...sent, lastError: outcome.reason } },
        event: bankCreditEvent('refund-failed', now, { detail: `no answer: ${outcome.reason}`, ...by }),
      };
  }
}

async function recordOutcome(
  credit: BankCreditRecord,
  changes: Partial<BankCreditRecord>,
  event: BankCreditEvent,
  audit: { staff: Staff; action: string; before: BankCreditRecord; reason: string },
) {
  await db().runTransaction(async (transaction) => {
    const current = (await readBankCredit(credit.entryReference, transaction)) ?? credit;
    transaction.update(bankCreditRef(credit.entryReference), bankCreditUpdate(changes, event));
    writeAudit(
      transaction,
      audit.staff,
      {
        action: audit.action,
        subject: 'bank-credit',
        subjectId: credit.entryReference,
        before: auditedCredit(audit.before),
        after: auditedCredit({ ...current, ...changes }),
        reason: audit.reason,
      },
      event.at.toDate(),
    );
  });
}

/**
 * Sends the refund `credit` records as sent (`plan`) and records what the bank said, with its audit entry. Answers
 * the outcome's kind; a failure that is not the bank's is recorded as an unknown outcome, then thrown.
 */
async function sendRefund(
  credit: BankCreditRecord,
  plan: RefundPlan,
  audit: { staff: Staff; action: string; before: BankCreditRecord; reason: string },
): Promise<RefundOutcome['kind']> {
  const account = payerAccountOf(credit);
  if (!account) throw refusal(adminBankCreditErrorKeys.noPayerAccount);
  const text = refundRemittanceText(
    { ...credit, bookedAt: credit.bookedAt.toDate() },
    plan.kind === 'excess' && credit.appliedTo ? { orderNumber: credit.appliedTo } : null,
  );
  let outcome: RefundOutcome;
  try {
    const answer = await bank().sendInstantTransfer({
      endToEndId: plan.endToEndId,
      creditor: account,
      amountCents: plan.amountCents,
      remittance: { reference: null, text },
    });
    outcome =
      answer.status === 'ACSC'
        ? { kind: 'settled', answer }
        : { kind: 'refused', reason: answer.rejectReason ?? 'RJCT', transactionId: answer.transactionId };
  } catch (error) {
    if (!(error instanceof BankFailure)) {
      const { changes, event } = recordedOutcome(
        credit,
        { kind: 'unknown', reason: String(error) },
        audit.staff,
        new Date(),
      );
      await recordOutcome(credit, changes, event, audit);
      throw error;
    }
    outcome =
      error.kind === 'rejected'
        ? { kind: 'refused', reason: error.message, transactionId: null }
        : { kind: 'unknown', reason: error.message };
  }
  const { changes, event } = recordedOutcome(credit, outcome, audit.staff, new Date());
  await recordOutcome(credit, changes, event, audit);
  const log = { entryReference: credit.entryReference, endToEndId: plan.endToEndId, staff: audit.staff.uid };
  if (outcome.kind === 'settled') logger.info('Bank credit refunded by staff', { ...log, kind: plan.kind });
  else logger.error('Bank credit refund not made', { ...log, outcome: outcome.kind, reason: outcome.reason });
  return outcome.kind;
}

async function refundCredit(entryReference: string, staff: Staff, reason: string): Promise<void> {
  const now = new Date();
  const { before, sending, plan } = await db().runTransaction(async (transaction) => {
    const credit = await readBankCredit(entryReference, transaction);
    if (!credit) throw notFound();
    const plan = refundPlanOf(credit, now);
    if (!plan) throw refusal(adminBankCreditErrorKeys.creditActionNotAllowed);
    if (credit.currency !== 'EUR') throw refusal(adminBankCreditErrorKeys.foreignCurrency);
    if (!payerAccountOf(credit)) throw refusal(adminBankCreditErrorKeys.noPayerAccount);
    const changes: Partial<BankCreditRecord> = {
      ...(plan.kind === 'full' ? { state: 'refunding' as const } : {}),
      refund: sentRefund(plan, now),
    };
    transaction.update(bankCreditRef(entryReference), bankCreditUpdate(changes));
    return { before: credit, sending: { ...credit, ...changes }, plan };
  });
  const action = `${callNames.adminBankCreditAction}:${plan.kind === 'excess' ? 'refund-excess' : 'refund'}`;
  const outcome = await sendRefund(sending, plan, { staff, action, before, reason });
  if (outcome === 'unknown')
    throw new DomainError('unavailable', { errorKey: adminBankCreditErrorKeys.bankUnavailable });
}

/** Why this credit cannot pay this order, or null when it can. */
function applyRefusal(
  credit: BankCreditRecord,
  order: OrderDocument,
  quotePaidBy: string | null,
  now: Date,
): AdminBankCreditErrorKey | null {
  if (order.paymentMethod !== 'slip' || !order.slip) return adminBankCreditErrorKeys.orderNotSlip;
  if (
    order.state === 'paid' ||
    order.state === 'refunded' ||
    (quotePaidBy !== null && quotePaidBy !== order.orderNumber)
  )
    return adminBankCreditErrorKeys.orderPaid;
  if (!stillPayable(order, now)) return adminBankCreditErrorKeys.orderExpired;
  if (credit.amountCents < order.amountCents) return adminBankCreditErrorKeys.underpaid;
  return null;
}

/**
 * The credit pays the order in one transaction that also records it applied (and the excess as on its way back),
 * audited on both; then the policy is issued and e-mailed as for any paid order, and the excess is sent.
 */
async function applyCredit(entryReference: string, orderNumber: string, staff: Staff, reason: string): Promise<void> {
  const now = new Date();
  const action = `${callNames.adminBankCreditAction}:apply`;
  const applied = await db().runTransaction(async (transaction) => {
    const credit = await readBankCredit(entryReference, transaction);
    if (!credit) throw notFound();
    const order = await readOrder(orderNumber, transaction);
    const quote = order ? await readQuote(order.quoteId, transaction) : undefined;
    const coupon = order?.reservedCoupon ? await readCoupon(order.reservedCoupon, transaction) : undefined;
    const pointsHolder = order ? await pointsToRetake(transaction, order) : undefined;

    if (!canApply(credit))
      throw refusal(
        credit.currency === 'EUR'
          ? adminBankCreditErrorKeys.creditActionNotAllowed
          : adminBankCreditErrorKeys.foreignCurrency,
      );
    if (!order) throw new DomainError('not-found', { errorKey: adminBankCreditErrorKeys.orderNotFound });
    const refused = applyRefusal(credit, order, quote?.paidOrderNumber ?? null, now);
    if (refused) throw refusal(refused);
    const excessCents = credit.amountCents - order.amountCents;
    if (excessCents > 0 && !payerAccountOf(credit)) throw refusal(adminBankCreditErrorKeys.noPayerAccount);

    const payment: OrderPayment = {
      transactionId: `bank|${entryReference}`,
      approvalCode: null,
      maskedPan: null,
      responseCode: 'BOOK',
      responseMessage: 'instant credit transfer applied by staff',
      at: credit.bookedAt,
      source: credit.source,
      instalments: 1,
      payer: { name: credit.debtor.name ?? '', ibanMasked: credit.debtor.iban ? maskIban(credit.debtor.iban) : '' },
    };
    const slip = order.slip as NonNullable<OrderDocument['slip']>;
    const orderChanges: Partial<OrderDocument> = {
      ...paidOrder(transaction, order, coupon, payment, now),
      ...spendPoints(transaction, order, pointsHolder),
      // Its page no longer says a payment waits for staff: it paid.
      ...(slip.queuedCredit?.entryReference === entryReference ? { slip: { ...slip, queuedCredit: null } } : {}),
    };
    transaction.update(orderRef(orderNumber), orderUpdate(orderChanges, orderEvent('paid', now, entryReference)));

    const plan = excessCents > 0 ? newAttempt(credit, 'excess', excessCents) : null;
    // A refund refused before is no longer owed: the money paid the order (and its excess, if any, is this plan).
    const creditChanges: Partial<BankCreditRecord> = {
      state: 'applied',
      appliedTo: orderNumber,
      refund: plan ? sentRefund(plan, now) : null,
    };
    transaction.update(
      bankCreditRef(entryReference),
      bankCreditUpdate(creditChanges, bankCreditEvent('applied', now, { detail: orderNumber, by: staff.email })),
    );
    const change = { action, reason };
    writeAudit(
      transaction,
      staff,
      {
        ...change,
        subject: 'bank-credit',
        subjectId: entryReference,
        before: auditedCredit(credit),
        after: auditedCredit({ ...credit, ...creditChanges }),
      },
      now,
    );
    writeAudit(
      transaction,
      staff,
      {
        ...change,
        subject: 'order',
        subjectId: orderNumber,
        before: { state: order.state, policyState: order.policyState, paidByCredit: null },
        after: { state: 'paid', policyState: orderChanges.policyState ?? null, paidByCredit: entryReference },
      },
      now,
    );
    return { credit: { ...credit, ...creditChanges }, plan };
  });
  logger.info('Bank credit applied by staff', { entryReference, orderNumber, staff: staff.uid });

  try {
    await settlePaidOrder(orderNumber);
  } catch (error) {
    // Recorded on the order, whose next attempt the scheduler makes: the payment stands.
    logger.error('Policy of an order paid by a credit staff applied not issued yet', {
      orderNumber,
      error: String(error),
    });
  }
  if (applied.plan)
    await sendRefund(applied.credit, applied.plan, {
      staff,
      action: `${callNames.adminBankCreditAction}:refund-excess`,
      before: applied.credit,
      reason,
    });
}

export async function bankCreditAction(
  input: AdminBankCreditActionRequest,
  context: CallContext,
): Promise<AdminBankCreditActionResponse> {
  const staff = staffOf(context);
  if (input.action === 'apply') await applyCredit(input.entryReference, input.orderNumber ?? '', staff, input.reason);
  else await refundCredit(input.entryReference, staff, input.reason);
  const credit = await readBankCredit(input.entryReference);
  if (!credit) throw notFound();
  return { credit: rowOf(credit, await ordersOf([credit]), new Date()) };
}
