import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderActionName } from '../src/contracts/admin-order-action.js';
import { adminPageSize } from '../src/contracts/admin-paging.js';
import type { AdminOrderRow, AdminSearchOrdersResponse } from '../src/contracts/admin-search-orders.js';
import { callNames } from '../src/contracts/call-names.js';
import { errorKeys } from '../src/contracts/error-keys.js';
import { insurerPaths } from '../src/insurer/insurer-api.js';
import { collections } from '../src/store/collection-names.js';
import type { OrderDocument } from '../src/store/orders.js';
import { auditEntriesAbout, orderActionBy, orderDetailFor, signUpAdmin } from './admin-caller.js';
import { firestore } from './admin.js';
import type { TestUser } from './auth-users.js';
import { callError, callOk } from './callable.js';
import { hostingOrigin } from './emulator-env.js';
import { mailTo } from './mailbox.js';
import {
  eventually,
  failGatewayApi,
  failInsurer,
  followReturn,
  gatewayTransactions,
  orderStatus,
  payOnGateway,
  policyholder,
  priceFor,
  readOrder,
  startPayment,
  testCards,
  uniqueEmail,
} from './payment-kit.js';

let admin: TestUser;

beforeAll(async () => {
  admin = await signUpAdmin();
});

const search = (query: string | null, attention = false, cursor: string | null = null) =>
  callOk<AdminSearchOrdersResponse>(
    callNames.adminSearchOrders,
    { query, attention, cursor },
    { idToken: admin.idToken },
  );
const detail = (orderNumber: string) => orderDetailFor(admin, orderNumber);
const act = (orderNumber: string, action: AdminOrderActionName, reason: string | null = null) =>
  orderActionBy(admin, orderNumber, action, reason);

/** A driver's whole purchase of ZG5678CD with the approved card, as far as `until` says. */
async function purchase(until: 'emailSent' | 'paid' = 'emailSent') {
  const email = uniqueEmail();
  const holder = policyholder(email);
  const started = await startPayment(await priceFor('ZG5678CD', holder), { holder });
  await followReturn(await payOnGateway(started, testCards.approved));
  if (until === 'emailSent') {
    await eventually(
      () => orderStatus(started),
      (status) => status.emailSent,
    );
  } else {
    await eventually(
      () => readOrder(started.orderNumber),
      (order) => order?.state === 'paid',
    );
  }
  return { email, orderNumber: started.orderNumber };
}

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const newOrderNumber = () =>
  `AO-${Array.from({ length: 10 }, () => crockford[Math.floor(Math.random() * crockford.length)]).join('')}`;

/**
 * An order written straight to Firestore in the state a test needs, as startPayment and fulfilment leave one, for
 * lists of many orders. Nothing is due (`nextAttemptAt` null), so the scheduler leaves it alone.
 */
async function storedOrder(email: string, minutesAgo: number, states: Partial<OrderDocument> = {}): Promise<string> {
  const orderNumber = newOrderNumber();
  const createdAt = Timestamp.fromMillis(Date.now() - minutesAgo * 60_000);
  const order: OrderDocument = {
    orderNumber,
    quoteId: 'admin-test-quote',
    wipId: null,
    uid: null,
    locale: 'hr',
    siteOrigin: hostingOrigin,
    state: 'paid',
    policyState: 'issued',
    emailState: 'sent',
    refundState: null,
    duplicateOf: null,
    refusal: null,
    amountCents: 19_950,
    currency: 'EUR',
    items: [{ coverCode: 'MTPL', price: 199.5, taxBasisAmt: 179.73 }],
    coverCodes: ['MTPL'],
    subtotal: 199.5,
    discountAmount: 0,
    total: 199.5,
    discount: null,
    reservedCoupon: null,
    policyholder: policyholder(email),
    policyholderIsRegisteredOwner: true,
    vehicle: {
      licensePlate: 'ST1234ZZ',
      vin: null,
      manufacturer: 'Škoda',
      model: 'Octavia Combi',
      variant: null,
      yearOfManufacture: 2019,
      enginePowerInKw: 110,
      categoryDesc: 'M1',
    },
    policyStartDate: '2026-01-01',
    policyEndDate: '2027-01-01',
    calculationId: 'admin-test-calculation',
    consents: { preContractInformation: true, generalTerms: true, documentsVersion: 'test', at: createdAt },
    tokenHash: '0'.repeat(64),
    payment: null,
    returnedAt: null,
    lastStatusCheckAt: null,
    nextAttemptAt: null,
    attempts: 0,
    lastError: null,
    leaseUntil: null,
    history: [{ at: createdAt, event: 'started' }],
    createdAt,
    updatedAt: createdAt,
    expireAt: Timestamp.fromMillis(Date.now() + 86_400_000),
    ...states,
  };
  await firestore().collection(collections.orders).doc(orderNumber).set(order);
  return orderNumber;
}

/** What the console's attention list is for (contracts/admin-search-orders.ts). */
const needsAttention = (row: AdminOrderRow) =>
  row.state === 'paid' &&
  (row.policyState !== 'issued' ||
    row.emailState === 'failed' ||
    row.refundState === 'required' ||
    row.refundState === 'failed');

describe('searching orders', () => {
  let bought: { email: string; orderNumber: string };

  beforeAll(async () => {
    bought = await purchase();
  });

  it('reads an order number, an e-mail, a policy number and a plate by their shape, however typed', async () => {
    const byNumber = await search(bought.orderNumber.toLowerCase());
    expect(byNumber).toEqual({
      queryKind: 'order-number',
      items: [
        {
          orderNumber: bought.orderNumber,
          createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          state: 'paid',
          policyState: 'issued',
          emailState: 'sent',
          refundState: null,
          policyNumber: expect.stringMatching(/^10-20\d\d-\d{7}$/),
          licensePlate: 'ZG5678CD',
          email: bought.email,
          policyholderName: 'Ivana Horvat',
          total: expect.any(Number),
        },
      ],
      nextCursor: null,
      total: 1,
    });
    const policyNumber = byNumber.items[0]?.policyNumber ?? '';

    const byEmail = await search(bought.email.toUpperCase());
    expect(byEmail).toMatchObject({ queryKind: 'email', total: 1, items: [{ orderNumber: bought.orderNumber }] });

    const byPolicy = await search(policyNumber);
    expect(byPolicy).toMatchObject({
      queryKind: 'policy-number',
      total: 1,
      items: [{ orderNumber: bought.orderNumber, policyNumber }],
    });

    const byPlate = await search('zg 5678-cd');
    expect(byPlate.queryKind).toBe('license-plate');
    expect(byPlate.items.map((row) => row.orderNumber)).toContain(bought.orderNumber);
    expect(byPlate.items.every((row) => row.licensePlate === 'ZG5678CD')).toBe(true);
  });

  it('finds nothing for a policy number nobody has, and refuses what is none of the four', async () => {
    expect(await search('10-1999-0000000')).toEqual({
      queryKind: 'policy-number',
      items: [],
      nextCursor: null,
      total: 0,
    });
    const refused = await callError(
      callNames.adminSearchOrders,
      { query: 'ivana@', attention: false, cursor: null },
      { idToken: admin.idToken },
    );
    expect(refused).toMatchObject({
      status: 'INVALID_ARGUMENT',
      details: { errorKey: errorKeys.validation, fields: { query: 'invalid' } },
    });
  });

  it('pages newest first: a full page and a cursor, then the rest, none twice, the total on each', async () => {
    const email = uniqueEmail('stranice');
    const stored: string[] = [];
    for (let minutesAgo = 0; minutesAgo < adminPageSize + 2; minutesAgo += 1)
      stored.push(await storedOrder(email, minutesAgo));

    const first = await search(email);
    expect(first.items).toHaveLength(adminPageSize);
    expect(first.total).toBe(adminPageSize + 2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await search(email, false, first.nextCursor);
    expect(second).toMatchObject({ total: adminPageSize + 2, nextCursor: null });
    expect(second.items).toHaveLength(2);
    // Stored newest first (0 minutes ago first): the pages give them back in that order.
    expect([...first.items, ...second.items].map((row) => row.orderNumber)).toEqual(stored);
  });

  it('keeps, with `attention`, the paid orders whose policy, e-mail or refund is still owed', async () => {
    const email = uniqueEmail('paznja');
    const owed = await Promise.all([
      storedOrder(email, 1, { policyState: 'issuing', emailState: 'pending' }),
      storedOrder(email, 2, { policyState: 'issue-failed', emailState: 'pending' }),
      storedOrder(email, 3, { emailState: 'failed' }),
      storedOrder(email, 4, { policyState: null, emailState: null, refundState: 'required' }),
      storedOrder(email, 5, { policyState: null, emailState: null, refundState: 'failed' }),
    ]);
    await Promise.all([
      storedOrder(email, 6),
      storedOrder(email, 7, { emailState: 'pending' }),
      storedOrder(email, 8, { state: 'pending', policyState: null, emailState: null }),
      storedOrder(email, 9, { state: 'refunded', refundState: 'refunded' }),
      storedOrder(email, 10, { state: 'declined', policyState: null, emailState: null }),
    ]);

    const all = await search(email);
    expect(all.total).toBe(10);
    const attention = await search(email, true);
    expect(attention.total).toBe(5);
    expect(attention.items.map((row) => row.orderNumber)).toEqual(owed);

    // Without a query: every order of the shop that needs staff, newest first.
    const everywhere = await search(null, true);
    expect(everywhere.total).toBeGreaterThanOrEqual(5);
    expect(everywhere.items.length).toBeGreaterThan(0);
    expect(everywhere.items.every(needsAttention)).toBe(true);
  });
});

describe('an order’s detail', () => {
  it('tells its story in order, with the payment, the policy and the actions its state allows', async () => {
    const { orderNumber, email } = await purchase();
    const order = await detail(orderNumber);
    expect(order).toMatchObject({
      orderNumber,
      email,
      state: 'paid',
      policyState: 'issued',
      emailState: 'sent',
      vehicle: { licensePlate: 'ZG5678CD', manufacturer: 'Škoda', model: 'Octavia Combi' },
      payment: { approvalCode: expect.any(String), maskedPan: expect.stringMatching(/\*{4}/) },
      policy: { policyNumber: order.policyNumber },
      lastError: null,
      audit: [],
      actions: { resendEmail: true, retryIssue: false, refund: true },
    });
    const events = order.history.map((entry) => entry.event);
    expect(events[0]).toBe('started');
    for (const [earlier, later] of [
      ['started', 'paid'],
      ['paid', 'policy-issued'],
      ['policy-issued', 'email-sent'],
    ])
      expect(events.indexOf(earlier ?? '')).toBeLessThan(events.indexOf(later ?? ''));
    const times = order.history.map((entry) => entry.at);
    expect(times).toEqual([...times].sort());
  });

  it('answers not-found for an order that does not exist, to every call about one', async () => {
    for (const request of [
      callError(callNames.adminGetOrder, { orderNumber: newOrderNumber() }, { idToken: admin.idToken }),
      callError(
        callNames.adminOrderAction,
        { orderNumber: newOrderNumber(), action: 'resend-email', reason: null },
        { idToken: admin.idToken },
      ),
    ])
      expect(await request).toMatchObject({ status: 'NOT_FOUND', details: { errorKey: errorKeys.adminNotFound } });
  });
});

describe('resending the policy e-mail', () => {
  it('sends the same e-mail again, and the audit log says who did it', async () => {
    const { orderNumber, email } = await purchase();
    const outcome = await act(orderNumber, 'resend-email');
    expect(outcome.ok).toBe(true);

    const mails = await mailTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe(mails[1]?.subject);
    expect(mails[0]?.attachments.map((file) => file.filename)).toEqual(
      mails[1]?.attachments.map((file) => file.filename),
    );
    const order = await readOrder(orderNumber);
    expect(order?.history.filter((entry) => entry.event === 'email-sent')).toHaveLength(2);
    expect(order).toMatchObject({ emailState: 'sent', leaseUntil: null, nextAttemptAt: null });

    const audit = await auditEntriesAbout(orderNumber);
    expect(audit).toEqual([
      expect.objectContaining({
        actorUid: admin.uid,
        actorEmail: admin.email,
        action: 'adminOrderAction:resend-email',
        subject: 'order',
        // A resend changes no state; its news is the e-mail sent.
        before: { lastEvent: expect.any(String) },
        after: { lastEvent: expect.stringMatching(/^email-sent \d{4}-/) },
        reason: null,
      }),
    ]);
    expect(outcome.ok && outcome.result.order.audit).toEqual([
      expect.objectContaining({ action: 'adminOrderAction:resend-email', actorEmail: admin.email }),
    ]);
  });
});

describe('retrying a policy the insurer did not issue', () => {
  it('issues and e-mails it as the scheduler would, once, and records who asked', async () => {
    await failInsurer(insurerPaths.policies, 1);
    const { orderNumber, email } = await purchase('paid');
    const failed = await eventually(
      () => detail(orderNumber),
      (order) => order.policyState === 'issue-failed',
    );
    expect(failed.actions).toEqual({
      resendEmail: false,
      retryIssue: true,
      refund: true,
      retryEndingRefund: false,
      markEndingTransferPaid: false,
      resendEndingConfirmation: false,
      endPolicyOnRequest: false,
    });

    const outcome = await act(orderNumber, 'retry-issue');
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.error));
    expect(outcome.result.order).toMatchObject({
      policyState: 'issued',
      emailState: 'sent',
      policy: { policyNumber: expect.stringMatching(/^10-/) },
      actions: { resendEmail: true, retryIssue: false, refund: true },
    });
    expect(await mailTo(email)).toHaveLength(1);
    expect(await auditEntriesAbout(orderNumber)).toEqual([
      expect.objectContaining({
        actorEmail: admin.email,
        action: 'adminOrderAction:retry-issue',
        before: expect.objectContaining({ policyState: 'issue-failed', emailState: 'pending' }),
        after: expect.objectContaining({ policyState: 'issued', emailState: 'sent' }),
      }),
    ]);
  });

  it('catches up an order whose policy was stored by an attempt that stopped before the order said so', async () => {
    const { orderNumber, email } = await purchase();
    // As a worker leaves it that stopped between storing the policy and writing so on the order.
    await firestore()
      .collection(collections.orders)
      .doc(orderNumber)
      .update({ policyState: 'issuing', emailState: 'pending' });
    const outcome = await act(orderNumber, 'retry-issue');
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.error));
    expect(outcome.result.order).toMatchObject({
      policyState: 'issued',
      emailState: 'sent',
      actions: { resendEmail: true, retryIssue: false, refund: true },
    });
    expect(await mailTo(email)).toHaveLength(2);
  });

  it('is refused for an order whose policy is issued, and nothing is recorded', async () => {
    const { orderNumber } = await purchase();
    const outcome = await act(orderNumber, 'retry-issue');
    expect(!outcome.ok && outcome.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      details: { errorKey: errorKeys.adminActionNotAllowed },
    });
    expect(await auditEntriesAbout(orderNumber)).toEqual([]);
  });
});

describe('refunding a payment', () => {
  it('gives the money back through the gateway once, however often it is asked, with the reason', async () => {
    const { orderNumber } = await purchase();
    const reason = 'Kupac je prodao vozilo prije početka police.';
    const answers = await Promise.all([act(orderNumber, 'refund', reason), act(orderNumber, 'refund', reason)]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.find((answer) => !answer.ok)).toMatchObject({
      error: { status: 'FAILED_PRECONDITION', details: { errorKey: errorKeys.adminActionNotAllowed } },
    });
    const again = await act(orderNumber, 'refund', reason);
    expect(again.ok).toBe(false);

    expect(await gatewayTransactions({ orderNumber })).toEqual([
      expect.objectContaining({ status: 'approved', refunded: true }),
    ]);
    const order = await detail(orderNumber);
    expect(order).toMatchObject({
      state: 'refunded',
      refundState: 'refunded',
      actions: { resendEmail: false, retryIssue: false, refund: false },
    });
    const refunds = order.history.filter((entry) => entry.event === 'refunded');
    expect(refunds).toEqual([expect.objectContaining({ detail: expect.objectContaining({ kind: 'refund', reason }) })]);
    expect(await readOrder(orderNumber)).toMatchObject({ nextAttemptAt: null, leaseUntil: null });
    expect(await auditEntriesAbout(orderNumber)).toEqual([
      expect.objectContaining({
        actorUid: admin.uid,
        actorEmail: admin.email,
        action: 'adminOrderAction:refund',
        before: expect.objectContaining({ state: 'paid', refundState: null }),
        after: expect.objectContaining({ state: 'refunded', refundState: 'refunded' }),
        reason,
      }),
    ]);
  });

  it('that the gateway fails stays paid, says so, is never retried by itself, and can be asked again', async () => {
    const { orderNumber } = await purchase();
    await failGatewayApi('refund', 1);
    const failed = await act(orderNumber, 'refund', 'Dvostruka uplata.');
    expect(!failed.ok && failed.error.status).toBe('UNAVAILABLE');

    const order = await readOrder(orderNumber);
    expect(order).toMatchObject({ state: 'paid', refundState: null, nextAttemptAt: null, leaseUntil: null });
    expect(order?.history.at(-1)).toMatchObject({ event: 'refund-failed' });
    expect(await gatewayTransactions({ orderNumber })).toEqual([expect.objectContaining({ refunded: false })]);
    expect(await auditEntriesAbout(orderNumber)).toEqual([
      expect.objectContaining({
        action: 'adminOrderAction:refund',
        reason: 'Dvostruka uplata.',
        after: expect.objectContaining({ lastError: expect.stringContaining('503') }),
      }),
    ]);

    expect((await act(orderNumber, 'refund', 'Dvostruka uplata.')).ok).toBe(true);
    expect(await gatewayTransactions({ orderNumber })).toEqual([expect.objectContaining({ refunded: true })]);
    expect(await auditEntriesAbout(orderNumber)).toHaveLength(2);
  });

  it('is refused for an order that was never paid, and changes nothing', async () => {
    const holder = policyholder(uniqueEmail());
    const { orderNumber } = await startPayment(await priceFor('ZG5678CD', holder), { holder });
    const before = await readOrder(orderNumber);
    const outcome = await act(orderNumber, 'refund', 'Pogrešna narudžba.');
    expect(!outcome.ok && outcome.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      details: { errorKey: errorKeys.adminActionNotAllowed },
    });
    expect(await readOrder(orderNumber)).toEqual(before);
    expect(await auditEntriesAbout(orderNumber)).toEqual([]);
    expect(await gatewayTransactions({ orderNumber })).toEqual([]);
  });
});
