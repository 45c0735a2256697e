import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayPaths, notificationFieldNames, type OrderStatusResponse } from './gateway-api.js';
import {
  GatewayFailure,
  createGatewayClient,
  type GatewayCheckoutOrder,
  type GatewayClientOptions,
} from './gateway-client.js';
import { listen, stop } from '../mocks/mock-server-test-kit.js';
import { hasValidSignature, signFields } from './gateway-signature.js';
import {
  postForm,
  queryOf,
  startMockGateway,
  startStandInShop,
  type RunningMockGateway,
  type StandInShop,
} from './mock/mock-gateway-harness.js';

// The client against the mock gateway over real HTTP; requests to the mock are counted to see retries.
const storeId = 'AO-TEST';
const secret = 'test-secret';

let shop: StandInShop;
let gateway: RunningMockGateway;
const requests: string[] = [];

beforeAll(async () => {
  shop = await startStandInShop();
  gateway = await startMockGateway({ storeId, secret, notifyUrl: shop.notifyUrl });
  gateway.server.on('request', (req: { url?: string }) => requests.push(req.url ?? ''));
});

afterAll(async () => {
  await gateway.close();
  await shop.close();
});

const client = (change: Partial<GatewayClientOptions> = {}) =>
  createGatewayClient({ baseUrl: gateway.baseUrl, storeId, secret, timeoutMs: 500, backoffMs: 10, ...change });

let sequence = 0;
const newOrderNumber = () => `C${Date.now().toString(36)}-${(sequence += 1)}`;

const order = (change: Partial<GatewayCheckoutOrder> = {}): GatewayCheckoutOrder => ({
  orderNumber: newOrderNumber(),
  amountCents: 17_960,
  language: 'hr',
  cart: 'Autoodgovornost ZG1234AB',
  cardholder: {
    firstName: 'Iva',
    lastName: 'Primjerić',
    email: 'iva@primjer.hr',
    phone: '+385911234567',
    address: 'Ilica 1',
    city: 'Zagreb',
    zipCode: '10000',
    country: 'HR',
  },
  successUrl: `${shop.origin}/placanje/uspjeh?wipId=w1`,
  cancelUrl: `${shop.origin}/placanje/odustano`,
  paymentPlan: { kind: 'single' },
  ...change,
});

const sixInstalments = { kind: 'instalments', count: 6 } as const;

/** A whole payment as the buyer makes it; returns what the browser and the shop's notify endpoint got. */
async function pay(cardNumber: string, change: Partial<GatewayCheckoutOrder> = {}) {
  const placed = order(change);
  const checkout = await postForm(client().checkoutUrl, client().checkoutFields(placed));
  const answer = await postForm(`${checkout.location}/pay`, {
    card_number: cardNumber,
    expiry: '12/39',
    cvc: '123',
    cardholder: 'Iva Primjerić',
  });
  const [notification] = shop.received.filter((fields) => fields.order_number === placed.orderNumber);
  return { orderNumber: placed.orderNumber, query: queryOf(answer.location ?? ''), notification: notification ?? {} };
}

/** A copy of `fields` without `names`. */
const without = (fields: Record<string, string>, ...names: string[]) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => !names.includes(name)));

const resigned = (fields: Record<string, string>) => ({ ...fields, signature: signFields(fields, secret) });

async function failure(promise: Promise<unknown>): Promise<GatewayFailure> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(GatewayFailure);
  return error as GatewayFailure;
}

const setFault = (operation: 'status' | 'refund', fault: '500' | '503' | 'timeout', count: number) =>
  fetch(`${gateway.baseUrl}/_mock/faults`, { method: 'POST', body: JSON.stringify({ operation, fault, count }) });

const countOf = (path: string) => requests.filter((url) => url === path).length;

describe('checkout', () => {
  it('posts to the checkout path of the base URL', () => {
    expect(client({ baseUrl: 'https://wallet.example.hr' }).checkoutUrl).toBe('https://wallet.example.hr/checkout');
  });

  it('fills every field, the amount in wire form, and signs them', () => {
    const fields = client().checkoutFields(order({ orderNumber: 'AO-1', amountCents: 12_354 }));
    expect(fields).toEqual({
      version: '1.4',
      store_id: storeId,
      order_number: 'AO-1',
      language: 'hr',
      currency: 'EUR',
      amount: '123.54',
      cart: 'Autoodgovornost ZG1234AB',
      require_complete: 'false',
      cardholder_name: 'Iva',
      cardholder_surname: 'Primjerić',
      cardholder_email: 'iva@primjer.hr',
      cardholder_phone: '+385911234567',
      cardholder_address: 'Ilica 1',
      cardholder_city: 'Zagreb',
      cardholder_zip_code: '10000',
      cardholder_country: 'HR',
      success_url: `${shop.origin}/placanje/uspjeh?wipId=w1`,
      cancel_url: `${shop.origin}/placanje/odustano`,
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(hasValidSignature(fields, secret)).toBe(true);
  });

  it('adds the plan for instalments, signed: exactly that number on every brand that allows it', () => {
    const fields = client().checkoutFields(order({ orderNumber: 'AO-1', paymentPlan: sixInstalments }));
    const single = client().checkoutFields(order({ orderNumber: 'AO-1' }));
    expect(without(fields, 'signature')).toEqual({
      ...without(single, 'signature'),
      payment_all: '',
      payment_visa: 'Y0606',
      payment_master: 'Y0606',
      payment_diners: 'Y0606',
      payment_amex: 'Y0606',
      installments_map: expect.any(String),
    });
    expect(JSON.parse(fields.installments_map ?? '')).toEqual({
      visa: { min_installments: 6, max_installments: 6 },
      master: { min_installments: 6, max_installments: 6 },
      diners: { min_installments: 6, max_installments: 6 },
      amex: { min_installments: 6, max_installments: 6 },
    });
    expect(hasValidSignature(fields, secret)).toBe(true);
    expect(hasValidSignature({ ...fields, payment_visa: 'Y0303' }, secret)).toBe(false);
    expect(hasValidSignature(without(fields, 'payment_master'), secret)).toBe(false);
  });

  it('offers 12 instalments only on the brands that allow 12, and writes 2 with its leading zero', () => {
    const twelve = client().checkoutFields(order({ paymentPlan: { kind: 'instalments', count: 12 } }));
    expect(twelve).toMatchObject({ payment_diners: 'Y1212', payment_amex: 'Y1212' });
    expect(twelve).not.toHaveProperty('payment_visa');
    expect(Object.keys(JSON.parse(twelve.installments_map ?? ''))).toEqual(['diners', 'amex']);
    expect(client().checkoutFields(order({ paymentPlan: { kind: 'instalments', count: 2 } }))).toMatchObject({
      payment_visa: 'Y0202',
    });
  });

  it.each<[string, Partial<GatewayCheckoutOrder>]>([
    ['13 instalments, which no card allows', { paymentPlan: { kind: 'instalments', count: 13 } }],
    ['1 instalment', { paymentPlan: { kind: 'instalments', count: 1 } }],
    ['a fraction of an instalment', { paymentPlan: { kind: 'instalments', count: 2.5 } }],
    ['an order number with a space', { orderNumber: 'AO 1' }],
    ['an order number of 37 characters', { orderNumber: 'A'.repeat(37) }],
    ['a zero amount', { amountCents: 0 }],
    ['a fraction of a cent', { amountCents: 12.5 }],
    ['a cart of 256 characters', { cart: 'x'.repeat(256) }],
    ['a relative return URL', { successUrl: '/uspjeh' }],
  ])('refuses to build a checkout with %s', (_, change) => {
    expect(() => client().checkoutFields(order(change))).toThrow(RangeError);
  });
});

describe('readReturn', () => {
  it('reads an approved return, leaving the shop its own query', async () => {
    const { orderNumber, query } = await pay('4111 1111 1111 1111');
    expect(query.wipId).toBe('w1');
    expect(client().readReturn(query)).toEqual({
      orderNumber,
      outcome: 'approved',
      approvalCode: query.approval_code,
      language: 'hr',
    });
  });

  it('reads a declined return, without approval code', async () => {
    const { orderNumber, query } = await pay('4000 0000 0000 9995');
    expect(client().readReturn(query)).toEqual({
      orderNumber,
      outcome: 'declined',
      approvalCode: null,
      language: 'hr',
    });
  });

  it('refuses a return with any signed field changed, or none signed', async () => {
    const { query } = await pay('4111 1111 1111 1111');
    const read = client().readReturn;
    for (const key of ['order_number', 'status', 'language', 'approval_code'])
      expect(read({ ...query, [key]: key === 'status' ? 'declined' : `${query[key]}1` })).toBeNull();
    expect(read(without(query, 'approval_code'))).toBeNull();
    expect(read(without(query, 'signature'))).toBeNull();
    expect(read({ ...query, signature: 'x' })).toBeNull();
    expect(read({ ...query, order_number: [query.order_number, 'B'] })).toBeNull();
    expect(client({ secret: 'other-secret' }).readReturn(query)).toBeNull();
  });

  it('refuses a signed return that breaks the rules of the wire', () => {
    const base = { order_number: 'AO-1', status: 'approved', language: 'hr', approval_code: 'A1B2C3' };
    expect(client().readReturn(resigned(base))).not.toBeNull();
    expect(client().readReturn(resigned({ ...base, status: 'declined' }))).toBeNull();
    expect(client().readReturn(resigned({ ...base, approval_code: '' }))).toBeNull();
    expect(client().readReturn(resigned({ ...base, language: 'de' }))).toBeNull();
    expect(client().readReturn(resigned({ ...base, status: 'refunded' }))).toBeNull();
    expect(client().readReturn(resigned({ ...base, order_number: 'AO 1' }))).toBeNull();
  });
});

describe('readNotification', () => {
  it('reads a notification into cents, a date and nulls', async () => {
    const { orderNumber, notification } = await pay('4111 1111 1111 1111');
    expect(client().readNotification(notification)).toEqual({
      orderNumber,
      transactionId: notification.transaction_id,
      outcome: 'approved',
      amountCents: 17_960,
      currency: 'EUR',
      approvalCode: notification.approval_code,
      responseCode: '00',
      responseMessage: 'approved',
      maskedPan: '411111******1111',
      transactionTime: new Date(notification.transaction_time ?? ''),
      instalments: 1,
    });
  });

  it('reads the instalments of a payment the bank splits, the whole amount paid at once', async () => {
    const { notification } = await pay('3782 822463 10005', { paymentPlan: sixInstalments });
    expect(client().readNotification(notification)).toMatchObject({
      outcome: 'approved',
      amountCents: 17_960,
      maskedPan: '378282*****0005',
      instalments: 6,
    });
  });

  it('reads a cancelled one without card as nulls', async () => {
    const placed = order();
    const checkout = await postForm(client().checkoutUrl, client().checkoutFields(placed));
    await postForm(`${checkout.location}/cancel`, {});
    const [notification] = shop.received.filter((fields) => fields.order_number === placed.orderNumber);
    expect(client().readNotification(notification ?? {})).toMatchObject({
      outcome: 'cancelled',
      approvalCode: null,
      maskedPan: null,
    });
  });

  it.each(notificationFieldNames.filter((name) => name !== 'signature'))(
    'refuses a notification whose %s was changed',
    async (name) => {
      const { notification } = await pay('4111 1111 1111 1111');
      expect(client().readNotification({ ...notification, [name]: `${notification[name]}0` })).toBeNull();
    },
  );

  it('refuses a signed notification of another store or with a malformed field', async () => {
    const { notification } = await pay('4111 1111 1111 1111');
    const fields = without(notification, 'signature');
    expect(client().readNotification(resigned(fields))).not.toBeNull();
    const changes: Record<string, string>[] = [
      { store_id: 'OTHER' },
      { amount: '179,60' },
      { amount: '179.6' },
      { status: 'refunded' },
      { status: 'declined' },
      { approval_code: '' },
      { currency: 'HRK' },
      { transaction_time: 'yesterday' },
      { transaction_time: '2026-02-30T10:00:00Z' },
      { transaction_id: '' },
      { installments: '' },
      { installments: '0' },
      { installments: '06' },
      { installments: '6 rata' },
    ];
    for (const change of changes) expect(client().readNotification(resigned({ ...fields, ...change }))).toBeNull();
    expect(client().readNotification(resigned(without(fields, 'masked_pan')))).toBeNull();
    expect(client().readNotification(resigned(without(fields, 'installments')))).toBeNull();
    expect(client().readNotification({ ...notification, amount: 179.6 })).toBeNull();
  });
});

describe('orderStatus', () => {
  it('reads an approved order', async () => {
    const { orderNumber, notification } = await pay('4111 1111 1111 1111');
    expect(await client().orderStatus(orderNumber)).toEqual({
      orderNumber,
      status: 'approved',
      transactionId: notification.transaction_id,
      amountCents: 17_960,
      currency: 'EUR',
      approvalCode: notification.approval_code,
      maskedPan: '411111******1111',
      transactionTime: new Date(notification.transaction_time ?? ''),
      instalments: 1,
    });
  });

  it('reads the instalments of an order paid in instalments', async () => {
    const { orderNumber } = await pay('5555 5555 5555 4444', { paymentPlan: sixInstalments });
    expect(await client().orderStatus(orderNumber)).toMatchObject({
      status: 'approved',
      amountCents: 17_960,
      instalments: 6,
    });
  });

  it('reads an order the gateway never saw', async () => {
    expect(await client().orderStatus('NEVER-SEEN')).toEqual({
      orderNumber: 'NEVER-SEEN',
      status: 'not-found',
      transactionId: null,
      amountCents: null,
      currency: null,
      approvalCode: null,
      maskedPan: null,
      transactionTime: null,
      instalments: null,
    });
  });

  it('retries while the gateway is unavailable and then succeeds', async () => {
    await setFault('status', '503', 2);
    const before = countOf(gatewayPaths.orderStatus);
    expect((await client().orderStatus('NEVER-SEEN')).status).toBe('not-found');
    expect(countOf(gatewayPaths.orderStatus) - before).toBe(3);
  });

  it.each<['500' | '503']>([['500'], ['503']])('gives up after two retries of %s', async (fault) => {
    await setFault('status', fault, 3);
    const before = countOf(gatewayPaths.orderStatus);
    const error = await failure(client().orderStatus('NEVER-SEEN'));
    expect(error.kind).toBe('unavailable');
    expect(countOf(gatewayPaths.orderStatus) - before).toBe(3);
  });

  it('gives up on a request that gets no answer within its timeout', async () => {
    await setFault('status', 'timeout', 1);
    const started = performance.now();
    const error = await failure(client({ timeoutMs: 150, readRetries: 0 }).orderStatus('NEVER-SEEN'));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain('no answer in 150 ms');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('is rejected at once when its own signature is wrong', async () => {
    const before = countOf(gatewayPaths.orderStatus);
    const error = await failure(client({ secret: 'other-secret' }).orderStatus('NEVER-SEEN'));
    expect(error).toMatchObject({ kind: 'rejected', message: `${gatewayPaths.orderStatus}: 401 invalid-signature` });
    expect(countOf(gatewayPaths.orderStatus) - before).toBe(1);
  });

  it('reports unavailable when the gateway cannot be reached', async () => {
    const placeholder = createServer();
    const baseUrl = await listen(placeholder);
    await stop(placeholder);
    const error = await failure(client({ baseUrl, readRetries: 1 }).orderStatus('NEVER-SEEN'));
    expect(error.kind).toBe('unavailable');
  });
});

describe('orderStatus against a gateway that answers wrongly', () => {
  let impostor: Server;
  let baseUrl: string;
  let answer: (orderNumber: string) => string;
  let calls = 0;

  beforeAll(async () => {
    impostor = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        calls += 1;
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(answer(queryOf(`http://x/?${body}`).order_number ?? ''));
      });
    });
    baseUrl = await listen(impostor);
  });
  afterAll(() => stop(impostor));

  const statusBody = (orderNumber: string): Omit<OrderStatusResponse, 'signature'> => ({
    order_number: orderNumber,
    status: 'approved',
    transaction_id: 'T1',
    amount: '179.60',
    currency: 'EUR',
    approval_code: 'A1B2C3',
    masked_pan: '411111******1111',
    transaction_time: '2026-05-01T10:00:00.000Z',
    installments: '1',
  });
  const signedWith = (key: string, body: Omit<OrderStatusResponse, 'signature'>) =>
    JSON.stringify({
      ...body,
      signature: signFields(Object.fromEntries(Object.entries(body).map(([name, value]) => [name, value ?? ''])), key),
    });

  it.each<[string, (orderNumber: string) => string]>([
    ['a signature made with another key', (orderNumber) => signedWith('other-secret', statusBody(orderNumber))],
    ['an unsigned body', (orderNumber) => JSON.stringify(statusBody(orderNumber))],
    ['the status of another order', () => signedWith(secret, statusBody('OTHER'))],
    [
      'an amount in another form',
      (orderNumber) => signedWith(secret, { ...statusBody(orderNumber), amount: '179,60' }),
    ],
    [
      'a number for a string',
      (orderNumber) => signedWith(secret, { ...statusBody(orderNumber), amount: 179.6 as unknown as string }),
    ],
    [
      'an unknown status',
      (orderNumber) => signedWith(secret, { ...statusBody(orderNumber), status: 'held' as 'approved' }),
    ],
    [
      'instalments in another form',
      (orderNumber) => signedWith(secret, { ...statusBody(orderNumber), installments: '6 rata' }),
    ],
    ['a body that is not JSON', () => '{"order_number": "'],
  ])('refuses %s as unavailable, after its retries', async (_, body) => {
    answer = body;
    calls = 0;
    const error = await failure(
      createGatewayClient({ baseUrl, storeId, secret, timeoutMs: 500, backoffMs: 5 }).orderStatus('AO-1'),
    );
    expect(error.kind).toBe('unavailable');
    expect(calls).toBe(3);
  });

  it('accepts the same answer signed with the store secret', async () => {
    answer = (orderNumber) => signedWith(secret, statusBody(orderNumber));
    const status = await createGatewayClient({ baseUrl, storeId, secret, timeoutMs: 500 }).orderStatus('AO-1');
    expect(status).toMatchObject({ status: 'approved', amountCents: 17_960 });
  });
});

describe('refund', () => {
  it('refunds an approved order and is refused the second time', async () => {
    const { orderNumber } = await pay('4111 1111 1111 1111');
    expect(await client().refund(orderNumber, 17_960)).toEqual({ refundId: expect.stringMatching(/^R[0-9A-F]{16}$/) });
    const error = await failure(client().refund(orderNumber, 100));
    expect(error).toMatchObject({ kind: 'rejected', message: `${gatewayPaths.refund}: 409 already-refunded` });
  });

  it('is refused more than was paid and for a declined order', async () => {
    const approved = await pay('4111 1111 1111 1111');
    expect((await failure(client().refund(approved.orderNumber, 17_961))).kind).toBe('rejected');
    const declined = await pay('4000 0000 0000 9979');
    expect((await failure(client().refund(declined.orderNumber, 100))).message).toContain('409 not-approved');
  });

  it('is never retried, so a refund is never made twice', async () => {
    const { orderNumber } = await pay('4111 1111 1111 1111');
    await setFault('refund', '503', 1);
    const before = countOf(gatewayPaths.refund);
    expect((await failure(client().refund(orderNumber, 17_960))).kind).toBe('unavailable');
    expect(countOf(gatewayPaths.refund) - before).toBe(1);
    expect((await client().orderStatus(orderNumber)).status).toBe('approved');
    await client().refund(orderNumber, 17_960);
    expect((await client().orderStatus(orderNumber)).status).toBe('refunded');
  });

  it('rejects with a RangeError an amount that is not whole cents, sending nothing', async () => {
    const before = countOf(gatewayPaths.refund);
    await expect(client().refund('AO-1', 1.5)).rejects.toThrow(RangeError);
    expect(countOf(gatewayPaths.refund)).toBe(before);
  });
});
