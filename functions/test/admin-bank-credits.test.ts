/**
 * The console's queue of bank credits that did not pay their order (decision 0034): listed by state, sent back to the
 * payer by instant transfer through the mock bank, or applied to the slip order the driver names. Slip orders are
 * started through the real startPayment; the credits are applied in this process as the bank's notification applies
 * them, so each test owns its credit's whole story.
 */
import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BankCreditEntry } from '../src/bank/bank-api.js';
import type {
  AdminBankCreditActionName,
  AdminBankCreditActionResponse,
} from '../src/contracts/admin-bank-credit-action.js';
import type { AdminBankCreditRow, AdminListBankCreditsResponse } from '../src/contracts/admin-list-bank-credits.js';
import { adminBankCreditErrorKeys } from '../src/contracts/bank-credit-error-keys.js';
import { bankCreditStates } from '../src/contracts/bank-credits.js';
import { callNames } from '../src/contracts/call-names.js';
import { maskIban } from '../src/contracts/iban-rules.js';
import type { StartPaymentResponse } from '../src/contracts/start-payment.js';
import { applyBankCredit } from '../src/services/bank-credits.js';
import type { BankCreditRecord } from '../src/store/bank-credits.js';
import { collections } from '../src/store/collection-names.js';
import { auditEntriesAbout, refusalsOf, refusedToOutsiders, signUpAdmin } from './admin-caller.js';
import { firestore, readDoc } from './admin.js';
import type { TestUser } from './auth-users.js';
import { call, callOk } from './callable.js';
import { localFunctionsEnv } from './local-runtime.js';
import { paymentRequest, priceFor, readOrder } from './payment-kit.js';

const bankOrigin = process.env.BANK_ORIGIN ?? 'http://127.0.0.1:4050';

/** A payer's account that takes a transfer, and one whose check digits are wrong: the bank refuses it (AC01). */
const payerIban = 'HR1210010051863000160';
const mistypedIban = 'HR1210010051863000161';

let admin: TestUser;
beforeAll(async () => {
  admin = await signUpAdmin();
});

interface SlipOrder {
  orderNumber: string;
  amountCents: number;
  /** Model and reference as the driver's bank sends them. */
  reference: string;
}

/** A slip order for Ivana's ZG5678CD, started as the payment page starts one. */
async function slipOrder(): Promise<SlipOrder> {
  const start = await callOk<StartPaymentResponse>(callNames.startPayment, {
    ...(await paymentRequest(await priceFor())),
    paymentMethod: 'slip',
  });
  if (start.method !== 'slip') throw new Error(`${start.orderNumber} was started by ${start.method}`);
  return {
    orderNumber: start.orderNumber,
    amountCents: start.slip.amountCents,
    reference: `${start.slip.model} ${start.slip.reference}`,
  };
}

const entryReference = () => `T${Date.now()}${randomBytes(4).toString('hex').toUpperCase()}`;

/** A credit booked on the collection account now, applied as the bank's notification of it is. */
async function credit(entry: Partial<BankCreditEntry> & { amountCents: number }): Promise<BankCreditRecord> {
  const now = new Date();
  const applied = await applyBankCredit(
    {
      entryReference: entryReference(),
      bookedAt: now.toISOString(),
      valueDate: now.toISOString().slice(0, 10),
      currency: 'EUR',
      debtor: { name: 'Ivana Horvat', iban: payerIban },
      creditorIban: localFunctionsEnv().BANK_ACCOUNT_IBAN ?? '',
      reference: null,
      remittanceText: 'Autoodgovornost ZG5678CD',
      endToEndId: 'NOTPROVIDED',
      ...entry,
    },
    'bank-notification',
  );
  return applied.credit;
}

const readCredit = (reference: string) => readDoc<BankCreditRecord>(`${collections.bankCredits}/${reference}`);

const list = (request: Record<string, unknown>) =>
  callOk<AdminListBankCreditsResponse>(
    callNames.adminListBankCredits,
    { cursor: null, ...request },
    {
      idToken: admin.idToken,
    },
  );

const act = (
  reference: string,
  action: AdminBankCreditActionName,
  reason = 'Vozač je zvao i potvrdio uplatu.',
  orderNumber?: string,
) =>
  call<AdminBankCreditActionResponse>(
    callNames.adminBankCreditAction,
    { entryReference: reference, action, reason, ...(orderNumber ? { orderNumber } : {}) },
    { idToken: admin.idToken },
  );

const refusalOf = async (outcome: Awaited<ReturnType<typeof act>>) =>
  outcome.ok ? 'done' : { status: outcome.error.status, errorKey: outcome.error.details?.errorKey };

interface MockTransfer {
  endToEndId: string;
  status: 'ACSC' | 'RJCT';
  rejectReason: string | null;
  amountCents: number;
  creditor: { name: string; iban: string };
  remittance: { reference: string | null; text: string };
}

/** The transfers the mock bank made for one credit, from its test listing: their end-to-end ids name the credit. */
async function transfersFor(credited: BankCreditRecord): Promise<MockTransfer[]> {
  const response = await fetch(`${bankOrigin}/v1/transfers`);
  expect(response.ok, `the mock bank at ${bankOrigin} answers its listing`).toBe(true);
  const body = (await response.json()) as MockTransfer[] | { transfers: MockTransfer[] };
  const transfers = Array.isArray(body) ? body : body.transfers;
  return transfers.filter((transfer) => transfer.endToEndId.endsWith(`-${credited.entryReference}`));
}

/** Sets the mock bank's faults (mock-bank-faults.ts), or clears them all. */
async function bankFaults(method: 'POST' | 'DELETE', faults?: Record<string, unknown>) {
  const response = await fetch(`${bankOrigin}/v1/test/faults`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(faults ? { body: JSON.stringify(faults) } : {}),
  });
  expect(response.ok).toBe(true);
}

/** A queued credit's row in its state's list, paging on until it is found. */
async function rowIn(state: string, reference: string): Promise<AdminBankCreditRow | undefined> {
  let cursor: string | null = null;
  do {
    const page: AdminListBankCreditsResponse = await list({ state, cursor });
    const row = page.items.find((item) => item.entryReference === reference);
    if (row) return row;
    cursor = page.nextCursor;
  } while (cursor);
  return undefined;
}

describe('the console’s list of bank credits', () => {
  it('shows the queue by default: each credit with the order it names, the payer’s masked IBAN and what to do', async () => {
    const underpaidOrder = await slipOrder();
    const overpaidOrder = await slipOrder();
    const lateOrder = await slipOrder();
    await firestore()
      .collection(collections.orders)
      .doc(lateOrder.orderNumber)
      .update({ 'slip.payableUntil': Timestamp.fromMillis(Date.now() - 60_000) });
    const underpaid = await credit({
      amountCents: underpaidOrder.amountCents - 1000,
      reference: underpaidOrder.reference,
    });
    const overpaid = await credit({ amountCents: overpaidOrder.amountCents + 500, reference: overpaidOrder.reference });
    const late = await credit({ amountCents: lateOrder.amountCents, reference: lateOrder.reference });
    const unknown = await credit({ amountCents: 12_345, reference: null });

    const queue = await list({});
    expect(queue.counts.queued).toBe(queue.total);
    expect(Object.keys(queue.counts).sort()).toEqual([...bankCreditStates].sort());
    const rows = new Map(queue.items.map((row) => [row.entryReference, row]));
    expect(rows.get(underpaid.entryReference)).toEqual({
      entryReference: underpaid.entryReference,
      bookedAt: underpaid.bookedAt.toDate().toISOString(),
      amount: (underpaidOrder.amountCents - 1000) / 100,
      currency: 'EUR',
      payer: { name: 'Ivana Horvat', ibanMasked: maskIban(payerIban) },
      reference: underpaidOrder.reference,
      remittanceText: 'Autoodgovornost ZG5678CD',
      source: 'bank-notification',
      problem: 'underpaid',
      state: 'queued',
      order: { orderNumber: underpaidOrder.orderNumber, amount: underpaidOrder.amountCents / 100, state: 'pending' },
      appliedTo: null,
      refund: null,
      advice: 'refund',
      actions: { refund: true, apply: true },
    });
    expect(rows.get(overpaid.entryReference)).toMatchObject({ problem: 'overpaid', advice: 'apply-or-refund' });
    expect(rows.get(late.entryReference)).toMatchObject({ problem: 'late', advice: 'refund' });
    expect(rows.get(unknown.entryReference)).toMatchObject({
      problem: 'unknown-reference',
      order: null,
      advice: 'find-order-or-refund',
    });
    // The full IBAN never leaves the server.
    expect(JSON.stringify(queue)).not.toContain(payerIban);

    const refunded = await list({ state: 'refunded' });
    expect(refunded.total).toBe(refunded.counts.refunded);
    expect(refunded.items.every((row) => row.state === 'refunded')).toBe(true);
    expect(refunded.items.map((row) => row.entryReference)).not.toContain(underpaid.entryReference);
  });

  it('pages the queue newest booking first, each credit once', async () => {
    const first = await list({ state: 'queued' });
    for (let missing = 26 - first.total; missing > 0; missing -= 1) await credit({ amountCents: 100 + missing });
    const seen: AdminBankCreditRow[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: AdminListBankCreditsResponse = await list({ state: 'queued', cursor });
      expect(page.items.length).toBeLessThanOrEqual(25);
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(seen.map((row) => row.entryReference)).size).toBe(seen.length);
    const booked = seen.map((row) => Date.parse(row.bookedAt));
    expect(booked).toEqual([...booked].sort((a, b) => b - a));
  });
});

describe('refunding a credit', () => {
  it('sends the whole credit back once, however often staff press, and audits it', async () => {
    const order = await slipOrder();
    const queued = await credit({ amountCents: order.amountCents - 1000, reference: order.reference });
    const reason = 'Uplaćeno manje; vozač plaća ponovno karticom.';

    const pressedTwice = await Promise.all([
      act(queued.entryReference, 'refund', reason),
      act(queued.entryReference, 'refund', reason),
    ]);
    const done = pressedTwice.filter((outcome) => outcome.ok);
    expect(done).toHaveLength(1);
    expect(await Promise.all(pressedTwice.filter((outcome) => !outcome.ok).map(refusalOf))).toEqual([
      { status: 'FAILED_PRECONDITION', errorKey: adminBankCreditErrorKeys.creditActionNotAllowed },
    ]);
    const row = done[0]?.ok ? done[0].result.credit : undefined;
    expect(row).toMatchObject({
      state: 'refunded',
      advice: 'none',
      actions: { refund: false, apply: false },
      refund: {
        amount: (order.amountCents - 1000) / 100,
        state: 'sent',
        bankTransactionId: expect.any(String),
        lastError: null,
      },
    });
    expect(row?.refund?.endToEndId).toMatch(/^[A-Za-z0-9][A-Za-z0-9/-]{0,34}$/);

    expect(await refusalOf(await act(queued.entryReference, 'refund', reason))).toEqual({
      status: 'FAILED_PRECONDITION',
      errorKey: adminBankCreditErrorKeys.creditActionNotAllowed,
    });
    const transfers = await transfersFor(queued);
    expect(transfers).toEqual([
      expect.objectContaining({
        endToEndId: row?.refund?.endToEndId,
        status: 'ACSC',
        amountCents: order.amountCents - 1000,
        creditor: { name: 'Ivana Horvat', iban: payerIban },
      }),
    ]);
    expect(transfers[0]?.remittance.text).toContain(order.reference);

    expect(await auditEntriesAbout(queued.entryReference)).toEqual([
      expect.objectContaining({
        action: 'adminBankCreditAction:refund',
        subject: 'bank-credit',
        actorEmail: admin.email,
        before: expect.objectContaining({ state: 'queued', refundState: null }),
        after: expect.objectContaining({ state: 'refunded', refundState: 'sent' }),
        reason,
      }),
    ]);
  });

  it('leaves a credit the bank refused to send back as refund-failed with its reason; a retry is a new transfer', async () => {
    const queued = await credit({ amountCents: 4_200, debtor: { name: 'Marko Marić', iban: mistypedIban } });
    const refused = await act(queued.entryReference, 'refund');
    expect(refused.ok && refused.result.credit).toMatchObject({
      state: 'refund-failed',
      advice: 'retry-refund',
      actions: { refund: true, apply: true },
      refund: { amount: 42, state: 'failed', lastError: 'AC01' },
    });
    const again = await act(queued.entryReference, 'refund');
    expect(again.ok && again.result.credit).toMatchObject({ state: 'refund-failed', refund: { lastError: 'AC01' } });
    const transfers = await transfersFor(queued);
    expect(transfers.map((transfer) => transfer.status)).toEqual(['RJCT', 'RJCT']);
    expect(new Set(transfers.map((transfer) => transfer.endToEndId)).size).toBe(2);
    expect((await readCredit(queued.entryReference))?.history.map((event) => event.event)).toEqual([
      'received',
      'queued',
      'refund-failed',
      'refund-failed',
    ]);
  });

  it('sends a refund whose answer was lost again as the same transfer, which the bank makes once', async () => {
    const queued = await credit({ amountCents: 7_700 });
    // Every try of the bank client: the transfer is made, its answer never arrives.
    await bankFaults('POST', { transfers: { fault: 'lost-answer', next: 3 } });
    try {
      expect(await refusalOf(await act(queued.entryReference, 'refund'))).toEqual({
        status: 'UNAVAILABLE',
        errorKey: adminBankCreditErrorKeys.bankUnavailable,
      });
    } finally {
      await bankFaults('DELETE');
    }
    const unknown = await rowIn('refunding', queued.entryReference);
    expect(unknown).toMatchObject({
      state: 'refunding',
      advice: 'retry-refund',
      actions: { refund: true, apply: false },
      refund: { state: 'sent', bankTransactionId: null, lastError: expect.any(String) },
    });

    const retried = await act(queued.entryReference, 'refund');
    expect(retried.ok && retried.result.credit).toMatchObject({
      state: 'refunded',
      refund: { endToEndId: unknown?.refund?.endToEndId, bankTransactionId: expect.any(String), lastError: null },
    });
    expect(await transfersFor(queued)).toEqual([expect.objectContaining({ status: 'ACSC', amountCents: 7_700 })]);
  });

  it('is refused for a credit whose bank gave no payer account, which stays in the queue', async () => {
    const queued = await credit({ amountCents: 9_900, debtor: { name: null, iban: null } });
    expect(await refusalOf(await act(queued.entryReference, 'refund'))).toEqual({
      status: 'FAILED_PRECONDITION',
      errorKey: adminBankCreditErrorKeys.noPayerAccount,
    });
    expect(await readCredit(queued.entryReference)).toMatchObject({ state: 'queued', refund: null });
    expect(await auditEntriesAbout(queued.entryReference)).toEqual([]);
    expect((await rowIn('queued', queued.entryReference))?.actions).toEqual({ refund: false, apply: true });
  });
});

describe('applying a credit to an order', () => {
  it('pays the order the driver names, its policy is issued, and the excess goes back', async () => {
    const order = await slipOrder();
    // The driver typed the reference wrong and paid 10 € too much.
    const queued = await credit({ amountCents: order.amountCents + 1000, reference: 'HR01 1234-000000000000-0' });
    expect(queued).toMatchObject({ state: 'queued', problem: 'unknown-reference' });
    const reason = 'Vozač je zvao: pogrešno upisan poziv na broj.';

    const applied = await act(queued.entryReference, 'apply', reason, order.orderNumber);
    expect(applied.ok && applied.result.credit).toMatchObject({
      state: 'applied',
      appliedTo: { orderNumber: order.orderNumber, state: 'paid' },
      refund: { amount: 10, state: 'sent', bankTransactionId: expect.any(String), lastError: null },
      advice: 'none',
      actions: { refund: false, apply: false },
    });
    expect(await readOrder(order.orderNumber)).toMatchObject({
      state: 'paid',
      policyState: 'issued',
      payment: { transactionId: `bank|${queued.entryReference}` },
    });
    const transfers = await transfersFor(queued);
    expect(transfers).toEqual([
      expect.objectContaining({
        status: 'ACSC',
        amountCents: 1000,
        creditor: { name: 'Ivana Horvat', iban: payerIban },
      }),
    ]);
    expect(transfers[0]?.remittance.text).toContain(order.orderNumber);

    expect((await auditEntriesAbout(queued.entryReference)).map((entry) => [entry.action, entry.reason])).toEqual([
      ['adminBankCreditAction:apply', reason],
      ['adminBankCreditAction:refund-excess', reason],
    ]);
    expect(await auditEntriesAbout(order.orderNumber)).toEqual([
      expect.objectContaining({
        action: 'adminBankCreditAction:apply',
        subject: 'order',
        actorEmail: admin.email,
        before: expect.objectContaining({ state: 'pending' }),
        after: expect.objectContaining({ state: 'paid', paidByCredit: queued.entryReference }),
      }),
    ]);
    for (const action of ['apply', 'refund'] as const)
      expect(await refusalOf(await act(queued.entryReference, action, reason, order.orderNumber))).toEqual({
        status: 'FAILED_PRECONDITION',
        errorKey: adminBankCreditErrorKeys.creditActionNotAllowed,
      });
  });

  it('pays an order exactly its amount with nothing sent back', async () => {
    const order = await slipOrder();
    const queued = await credit({ amountCents: order.amountCents });
    const applied = await act(queued.entryReference, 'apply', 'Vozač je zvao.', order.orderNumber);
    expect(applied.ok && applied.result.credit).toMatchObject({ state: 'applied', refund: null, advice: 'none' });
    expect(await readOrder(order.orderNumber)).toMatchObject({ state: 'paid', policyState: 'issued' });
  });

  it('is refused for an underpayment, an expired order, one paid already, a card order and none at all', async () => {
    const [short, expired, paid] = [await slipOrder(), await slipOrder(), await slipOrder()];
    await firestore()
      .collection(collections.orders)
      .doc(expired.orderNumber)
      .update({ 'slip.payableUntil': Timestamp.fromMillis(Date.now() - 1000) });
    expect(await credit({ amountCents: paid.amountCents, reference: paid.reference })).toMatchObject({
      state: 'matched',
    });
    const card = await callOk<StartPaymentResponse>(callNames.startPayment, await paymentRequest(await priceFor()));
    const queued = await credit({ amountCents: short.amountCents - 1 });

    const refusals = {
      [short.orderNumber]: adminBankCreditErrorKeys.underpaid,
      [expired.orderNumber]: adminBankCreditErrorKeys.orderExpired,
      [paid.orderNumber]: adminBankCreditErrorKeys.orderPaid,
      [card.orderNumber]: adminBankCreditErrorKeys.orderNotSlip,
    };
    for (const [orderNumber, errorKey] of Object.entries(refusals))
      expect(await refusalOf(await act(queued.entryReference, 'apply', 'Vozač je zvao.', orderNumber))).toEqual({
        status: 'FAILED_PRECONDITION',
        errorKey,
      });
    expect(await refusalOf(await act(queued.entryReference, 'apply', 'Vozač je zvao.', 'AO-0000000000'))).toEqual({
      status: 'NOT_FOUND',
      errorKey: adminBankCreditErrorKeys.orderNotFound,
    });
    expect(await readCredit(queued.entryReference)).toMatchObject({ state: 'queued', appliedTo: null, refund: null });
    expect(await readOrder(short.orderNumber)).toMatchObject({ state: 'pending', payment: null });
    expect(await readOrder(expired.orderNumber)).toMatchObject({ state: 'pending', payment: null });
    expect(await auditEntriesAbout(queued.entryReference)).toEqual([]);
  });
});

describe('the queue’s calls', () => {
  it('refuse a visitor, a driver and an unverified admin, and change nothing', async () => {
    const order = await slipOrder();
    const queued = await credit({ amountCents: order.amountCents + 100, reference: order.reference });
    const requests = {
      [callNames.adminListBankCredits]: { state: 'queued', cursor: null },
      [callNames.adminBankCreditAction]: {
        entryReference: queued.entryReference,
        action: 'apply',
        orderNumber: order.orderNumber,
        reason: 'Proba.',
      },
    };
    for (const [name, request] of Object.entries(requests))
      expect(await refusalsOf(name, request)).toEqual(refusedToOutsiders);
    expect(await readCredit(queued.entryReference)).toMatchObject({ state: 'queued', appliedTo: null });
    expect(await readOrder(order.orderNumber)).toMatchObject({ state: 'pending' });
  });
});
