import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayPaths, type GatewayApiError, type OrderStatusResponse, type RefundResponse } from '../gateway-api.js';
import { createGatewayClient, type GatewayCheckoutOrder, type GatewayClient } from '../gateway-client.js';
import { hasValidSignature, signFields } from '../gateway-signature.js';
import { listen, stop } from '../../mocks/mock-server-test-kit.js';
import type { MockTransactionRow } from './mock-gateway.js';
import {
  getPage,
  postForm,
  queryOf,
  startMockGateway,
  startStandInShop,
  type RunningMockGateway,
  type StandInShop,
} from './mock-gateway-harness.js';

const storeId = 'AO-TEST';
const secret = 'test-secret';
const lateNotificationMs = 300;
const retryDelaysMs = [50, 100, 150];

let shop: StandInShop;
let gateway: RunningMockGateway;
let client: GatewayClient;

beforeAll(async () => {
  shop = await startStandInShop();
  gateway = await startMockGateway({
    storeId,
    secret,
    notifyUrl: shop.notifyUrl,
    lateNotificationMs,
    notificationRetryDelaysMs: retryDelaysMs,
    notificationTimeoutMs: 1000,
  });
  client = createGatewayClient({ baseUrl: gateway.baseUrl, storeId, secret, timeoutMs: 1000, backoffMs: 10 });
});

afterAll(async () => {
  await gateway.close();
  await shop.close();
});

let sequence = 0;
const newOrderNumber = () => `T${Date.now().toString(36)}-${(sequence += 1)}`;
/** How Intl writes 1234.56 € in hr-HR, for a Croatian buyer: a no-break space before the sign. */
const shownAmount = '1.234,56\u00a0€';

function order(change: Partial<GatewayCheckoutOrder> = {}): GatewayCheckoutOrder {
  return {
    orderNumber: newOrderNumber(),
    amountCents: 123_456,
    language: 'hr',
    cart: 'Autoodgovornost ZG1234AB <Golf> & pomoć na cesti',
    cardholder: {
      firstName: 'Iva',
      lastName: 'Primjerić',
      email: 'Iva.Primjeric@primjer.hr',
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
  };
}

/** Posts the checkout as the shop's page does and returns the hosted page's address. */
async function openSession(change: Partial<GatewayCheckoutOrder> = {}) {
  const placed = order(change);
  const answer = await postForm(client.checkoutUrl, client.checkoutFields(placed));
  expect(answer.status).toBe(303);
  expect(answer.location).toMatch(new RegExp(`^${gateway.baseUrl}/checkout/[A-Za-z0-9_-]{22}$`));
  return { order: placed, sessionUrl: answer.location ?? '' };
}

const cardForm = (cardNumber: string, change: Record<string, string> = {}) => ({
  card_number: cardNumber,
  expiry: '12/39',
  cvc: '123',
  cardholder: 'Iva Primjerić',
  ...change,
});

async function payWith(cardNumber: string, change: Partial<GatewayCheckoutOrder> = {}) {
  const session = await openSession(change);
  const answer = await postForm(`${session.sessionUrl}/pay`, cardForm(cardNumber));
  return { ...session, orderNumber: session.order.orderNumber, answer };
}

/** A copy of `fields` without `names`. */
const without = (fields: Record<string, string>, ...names: string[]) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => !names.includes(name)));

const notificationsOf = (orderNumber: string) => shop.received.filter((fields) => fields.order_number === orderNumber);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const inputTag = (body: string, id: string) => new RegExp(`<input id="${id}"[^>]*>`).exec(body)?.[0] ?? '';

async function api<T>(
  path: string,
  fields: Record<string, string>,
  signed = true,
): Promise<{ status: number; body: T }> {
  const answer = await postForm(
    `${gateway.baseUrl}${path}`,
    signed ? { ...fields, signature: signFields(fields, secret) } : fields,
  );
  return { status: answer.status, body: JSON.parse(answer.body) as T };
}

const statusOf = (orderNumber: string) =>
  api<OrderStatusResponse>(gatewayPaths.orderStatus, {
    store_id: storeId,
    order_number: orderNumber,
    timestamp: new Date().toISOString(),
  });

const refundOf = (orderNumber: string, amount: string) =>
  api<RefundResponse | GatewayApiError>(gatewayPaths.refund, {
    store_id: storeId,
    order_number: orderNumber,
    amount,
    timestamp: new Date().toISOString(),
  });

/** A signed JSON answer checks as the client does: values as strings, nulls as "". */
const isSigned = (body: object) =>
  hasValidSignature(
    Object.fromEntries(Object.entries(body).map(([key, value]) => [key, (value as string | null) ?? ''])),
    secret,
  );

async function transactions(query: string): Promise<MockTransactionRow[]> {
  const res = await fetch(`${gateway.baseUrl}/_mock/transactions?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as MockTransactionRow[];
}

const setFault = (body: unknown) =>
  fetch(`${gateway.baseUrl}/_mock/faults`, { method: 'POST', body: JSON.stringify(body) });

const notifyAgain = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${gateway.baseUrl}/_mock/notifications`, { method: 'POST', headers, body: JSON.stringify(body) });

describe('routing', () => {
  it('answers an unknown path with 404 and another method with 405 and Allow', async () => {
    const unknown = await fetch(`${gateway.baseUrl}/api/v2/nothing`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error_code: 'invalid-request' });
    const get = await fetch(`${gateway.baseUrl}${gatewayPaths.checkout}`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const status = await fetch(`${gateway.baseUrl}${gatewayPaths.orderStatus}`, { method: 'PUT' });
    expect(status.status).toBe(405);
    expect(status.headers.get('allow')).toBe('POST');
  });

  it('answers an unknown session with a 404 page', async () => {
    const page = await getPage(`${gateway.baseUrl}/checkout/no-such-session`);
    expect(page.status).toBe(404);
    expect(page.body).toContain('Stranica za plaćanje ne postoji');
  });
});

describe('checkout', () => {
  const valid = () => client.checkoutFields(order());
  const resigned = (fields: Record<string, string>) => ({ ...fields, signature: signFields(fields, secret) });

  it.each<[string, (fields: Record<string, string>) => Record<string, string>, string]>([
    ['a bad signature', (fields) => ({ ...fields, amount: '1.00' }), 'invalid-signature'],
    ['an amount with a decimal comma', (fields) => resigned({ ...fields, amount: '123,54' }), 'invalid-amount'],
    ['an amount with one decimal', (fields) => resigned({ ...fields, amount: '1.5' }), 'invalid-amount'],
    ['a zero amount', (fields) => resigned({ ...fields, amount: '0.00' }), 'invalid-amount'],
    ['another currency', (fields) => resigned({ ...fields, currency: 'HRK' }), 'invalid-currency'],
    [
      'an order number of 37 characters',
      (fields) => resigned({ ...fields, order_number: 'A'.repeat(37) }),
      'invalid-order-number',
    ],
    ['an order number with a space', (fields) => resigned({ ...fields, order_number: 'AO 1' }), 'invalid-order-number'],
    ['an unknown store', (fields) => resigned({ ...fields, store_id: 'OTHER' }), 'unknown-store'],
    ['a missing field', (fields) => resigned(without(fields, 'cardholder_email')), 'missing-field'],
    ['an empty required field', (fields) => resigned({ ...fields, cart: '' }), 'missing-field'],
    ['an unknown field', (fields) => resigned({ ...fields, installments: '3' }), 'unknown-field'],
    ['another version', (fields) => resigned({ ...fields, version: '1.3' }), 'invalid-version'],
    ['a cart of 256 characters', (fields) => resigned({ ...fields, cart: 'ž'.repeat(256) }), 'invalid-cart'],
    ['a relative return URL', (fields) => resigned({ ...fields, success_url: '/uspjeh' }), 'invalid-url'],
    ['a javascript: return URL', (fields) => resigned({ ...fields, cancel_url: 'javascript:alert(1)' }), 'invalid-url'],
    [
      'a return URL whose host has a semicolon',
      (fields) => resigned({ ...fields, success_url: 'http://a;b.hr/' }),
      'invalid-url',
    ],
    [
      'require_complete=true',
      (fields) => resigned({ ...fields, require_complete: 'true' }),
      'invalid-require-complete',
    ],
    ['another language', (fields) => resigned({ ...fields, language: 'de' }), 'invalid-language'],
  ])('refuses %s with a 400 page and opens no session', async (_, change, problem) => {
    const fields = change(valid());
    const answer = await postForm(client.checkoutUrl, fields);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain('<html lang="hr">');
    expect(answer.body).toContain('<h1>Plaćanje nije moguće</h1>');
    expect(answer.body).toContain(`<code>${problem}</code>`);
    const orderNumber = fields.order_number ?? '';
    if (/^[A-Za-z0-9_-]{1,36}$/.test(orderNumber)) expect((await statusOf(orderNumber)).body.status).toBe('not-found');
  });

  it('keeps a cart of 255 characters, counted as characters, not bytes', async () => {
    const answer = await postForm(client.checkoutUrl, client.checkoutFields(order({ cart: 'ž'.repeat(255) })));
    expect(answer.status).toBe(303);
  });

  it('writes the error page in the language of the request', async () => {
    const fields = client.checkoutFields(order({ language: 'en' }));
    const answer = await postForm(client.checkoutUrl, resigned({ ...fields, amount: '123,54' }));
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('<html lang="en">');
    expect(answer.body).toContain('<h1>Payment is not possible</h1>');
  });

  it('refuses an order number that already has a transaction', async () => {
    const { orderNumber } = await payWith('4111 1111 1111 1111');
    const again = await postForm(client.checkoutUrl, client.checkoutFields(order({ orderNumber })));
    expect(again.status).toBe(400);
    expect(again.body).toContain('<code>duplicate-order-number</code>');
    expect(await transactions(`order_number=${orderNumber}`)).toHaveLength(1);
  });

  it('refuses a field sent twice, a body that is not a form, and a body over 16 KiB', async () => {
    const twice = await fetch(client.checkoutUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `${new URLSearchParams(valid()).toString()}&amount=1.00`,
      redirect: 'manual',
    });
    expect(twice.status).toBe(400);
    expect(await twice.text()).toContain('amount is sent more than once');
    const json = await fetch(client.checkoutUrl, { method: 'POST', body: JSON.stringify(valid()), redirect: 'manual' });
    expect(json.status).toBe(415);
    const large = await postForm(client.checkoutUrl, { ...valid(), cart: 'x'.repeat(20_000) });
    expect(large.status).toBe(413);
  });
});

describe('the payment page', () => {
  it('shows the shop, the order, the cart and the amount, and the Croatian form', async () => {
    const { order: placed, sessionUrl } = await openSession();
    const page = await getPage(sessionUrl);
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/^<!doctype html>\n<html lang="hr">/);
    expect(page.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page.body).toContain('<p class="shop">AO online</p>');
    expect(page.body).toContain(`<dd>${placed.orderNumber}</dd>`);
    expect(page.body).toContain('<dd>Autoodgovornost ZG1234AB &#60;Golf&#62; &#38; pomoć na cesti</dd>');
    expect(page.body).toContain(`<dd class="total">${shownAmount}</dd>`);
    for (const label of ['Broj kartice', 'Datum isteka (MM/GG)', 'CVC', 'Ime i prezime na kartici'])
      expect(page.body).toMatch(new RegExp(`<label for="[a-z-]+">${label.replace(/[()]/g, '\\$&')}</label>`));
    expect(page.body).toContain(`<button type="submit" class="primary">Plati ${shownAmount}</button>`);
    expect(page.body).toContain('<button type="submit" class="secondary">Odustani</button>');
    expect(inputTag(page.body, 'cardholder')).toContain('value="Iva Primjerić"');
  });

  it('labels every input and gives each the autocomplete and keyboard it needs', async () => {
    const page = await getPage((await openSession()).sessionUrl);
    const inputs = [...page.body.matchAll(/<input id="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(inputs).toEqual(['card-number', 'expiry', 'cvc', 'cardholder']);
    expect(page.body.match(/<input /g)).toHaveLength(inputs.length);
    for (const id of inputs) expect(page.body).toContain(`<label for="${id}">`);
    expect(inputTag(page.body, 'card-number')).toMatch(/inputmode="numeric" autocomplete="cc-number"/);
    expect(inputTag(page.body, 'expiry')).toMatch(/inputmode="numeric" autocomplete="cc-exp"/);
    expect(inputTag(page.body, 'cvc')).toMatch(
      /inputmode="numeric" autocomplete="cc-csc".*aria-describedby="cvc-hint"/,
    );
    expect(inputTag(page.body, 'cardholder')).toContain('autocomplete="cc-name"');
    expect(page.body).toContain(':focus-visible{outline:3px solid');
  });

  it('is in English for language en, the amount written the English way', async () => {
    const page = await getPage((await openSession({ language: 'en' })).sessionUrl);
    expect(page.body).toContain('<html lang="en">');
    for (const label of ['Card number', 'Expiry date (MM/YY)', 'CVC', 'Name on card'])
      expect(page.body).toContain(`">${label}</label>`);
    expect(page.body).toContain('<dt>Amount</dt><dd class="total">€1,234.56</dd>');
    expect(page.body).toContain('>Pay €1,234.56</button>');
    expect(page.body).toContain('>Cancel</button>');
    expect(page.body).not.toContain(shownAmount);
  });

  it('runs no script: a strict CSP that lets the forms lead back to the shop, and no caching', async () => {
    const page = await getPage((await openSession()).sessionUrl);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*'; /);
    expect(csp).toContain(`form-action 'self' ${shop.origin};`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src|unsafe/);
    expect(page.body).not.toMatch(/<script|\son[a-z]+=|style="/i);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('shows the errors next to the fields and keeps what was typed except the CVC', async () => {
    const { sessionUrl, order: placed } = await openSession();
    const answer = await postForm(
      `${sessionUrl}/pay`,
      cardForm('4111 1111 1111 1112', { expiry: '01/20', cvc: '12', cardholder: ' ' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<div class="summary" role="alert">');
    expect(answer.body).toContain('<a href="#card-number">Broj kartice nije ispravan.</a>');
    expect(answer.body).toContain('<p class="error" id="expiry-error">Kartica je istekla.</p>');
    expect(answer.body).toContain('<p class="error" id="cvc-error">CVC ima tri znamenke.</p>');
    expect(answer.body).toContain('<p class="error" id="cardholder-error">');
    const cardNumber = inputTag(answer.body, 'card-number');
    expect(cardNumber).toContain('value="4111 1111 1111 1112"');
    expect(cardNumber).toContain('aria-describedby="card-number-error" aria-invalid="true"');
    expect(inputTag(answer.body, 'expiry')).toContain('value="01/20"');
    expect(inputTag(answer.body, 'cvc')).toContain('value=""');
    expect(inputTag(answer.body, 'cvc')).toContain('aria-describedby="cvc-hint cvc-error"');
    expect(notificationsOf(placed.orderNumber)).toHaveLength(0);
    expect((await statusOf(placed.orderNumber)).body.status).toBe('pending');
  });

  it('takes an expiry of this month, with or without the slash, and refuses a month 13 in English', async () => {
    const now = new Date();
    const thisMonth = `${String(now.getUTCMonth() + 1).padStart(2, '0')}${String(now.getUTCFullYear() % 100).padStart(2, '0')}`;
    const ok = await payWith('4111111111111111');
    expect(ok.answer.status).toBe(303);
    const { sessionUrl } = await openSession({ language: 'en' });
    const refused = await postForm(`${sessionUrl}/pay`, cardForm('4111111111111111', { expiry: '13/30' }));
    expect(refused.body).toContain('Enter the expiry date as MM/YY');
    const paid = await postForm(`${sessionUrl}/pay`, cardForm('4111111111111111', { expiry: thisMonth }));
    expect(paid.status).toBe(303);
  });
});

describe('test cards', () => {
  it('4111 1111 1111 1111: approved, notified before the buyer is sent back with a signed query', async () => {
    const { orderNumber, answer } = await payWith('4111 1111 1111 1111');
    expect(answer.status).toBe(303);
    expect(answer.location).toMatch(new RegExp(`^${shop.origin}/placanje/uspjeh\\?wipId=w1&order_number=`));
    const query = queryOf(answer.location ?? '');
    expect(query).toEqual({
      wipId: 'w1',
      order_number: orderNumber,
      status: 'approved',
      language: 'hr',
      approval_code: expect.stringMatching(/^[0-9A-F]{6}$/),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(hasValidSignature(without(query, 'wipId'), secret)).toBe(true);

    const received = notificationsOf(orderNumber);
    expect(received).toHaveLength(1);
    expect(received[0]).toEqual({
      store_id: storeId,
      order_number: orderNumber,
      transaction_id: expect.stringMatching(/^[0-9A-F]{16}$/),
      status: 'approved',
      amount: '1234.56',
      currency: 'EUR',
      approval_code: query.approval_code,
      response_code: '00',
      response_message: 'approved',
      masked_pan: '411111******1111',
      transaction_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      installments: '1',
      signature: expect.any(String),
    });
    expect(hasValidSignature(received[0] ?? {}, secret)).toBe(true);
  });

  it.each([
    ['4000 0000 0000 9995', '51', 'insufficient funds'],
    ['4000 0000 0000 9979', '43', 'stolen card, pick up'],
    ['5105 1051 0510 5100', '05', 'do not honour'],
  ])('%s: declined (%s), notified, the buyer sent to cancel_url', async (cardNumber, responseCode, message) => {
    const { orderNumber, answer } = await payWith(cardNumber);
    expect(answer.status).toBe(303);
    const query = queryOf(answer.location ?? '');
    expect(answer.location).toMatch(new RegExp(`^${shop.origin}/placanje/odustano\\?`));
    expect(query).toEqual({
      order_number: orderNumber,
      status: 'declined',
      language: 'hr',
      signature: expect.any(String),
    });
    expect(hasValidSignature(query, secret)).toBe(true);
    expect(notificationsOf(orderNumber)).toEqual([
      expect.objectContaining({
        status: 'declined',
        approval_code: '',
        response_code: responseCode,
        response_message: message,
      }),
    ]);
  });

  it('4000 0000 0000 0259: approved, the same notification delivered twice, both before the redirect', async () => {
    const { orderNumber, answer } = await payWith('4000000000000259');
    expect(queryOf(answer.location ?? '').status).toBe('approved');
    const [first, second] = notificationsOf(orderNumber);
    expect(notificationsOf(orderNumber)).toHaveLength(2);
    expect(second).toEqual(first);
    expect(first?.status).toBe('approved');
  });

  it('4000 0000 0000 3220: approved, the buyer sent back first and the notification later', async () => {
    const started = Date.now();
    const { orderNumber, answer } = await payWith('4000 0000 0000 3220');
    expect(queryOf(answer.location ?? '').status).toBe('approved');
    expect(notificationsOf(orderNumber)).toHaveLength(0);
    const [late] = await shop.notificationsOf(orderNumber, 1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(lateNotificationMs - 20);
    expect(late).toMatchObject({ status: 'approved', masked_pan: '400000******3220' });
  });

  it('4000 0000 0000 0077: approved, never notified; the status API knows', async () => {
    const { orderNumber, answer } = await payWith('4000 0000 0000 0077');
    expect(queryOf(answer.location ?? '').status).toBe('approved');
    await sleep(lateNotificationMs + 100);
    expect(notificationsOf(orderNumber)).toHaveLength(0);
    const { body } = await statusOf(orderNumber);
    expect(body).toMatchObject({ status: 'approved', masked_pan: '400000******0077', amount: '1234.56' });
  });

  it('4000 0000 0000 0119: a gateway error, nothing charged, status error both ways', async () => {
    const { orderNumber, answer } = await payWith('4000 0000 0000 0119');
    expect(answer.location).toMatch(new RegExp(`^${shop.origin}/placanje/odustano\\?`));
    expect(queryOf(answer.location ?? '')).toMatchObject({ status: 'error' });
    expect(queryOf(answer.location ?? '')).not.toHaveProperty('approval_code');
    expect(notificationsOf(orderNumber)).toEqual([
      expect.objectContaining({ status: 'error', approval_code: '', response_code: '96' }),
    ]);
    expect((await refundOf(orderNumber, '1.00')).status).toBe(409);
  });
});

describe('instalments', () => {
  const plan = (count: number): Partial<GatewayCheckoutOrder> => ({ paymentPlan: { kind: 'instalments', count } });
  const resigned = (fields: Record<string, string>) => ({ ...fields, signature: signFields(fields, secret) });
  const sixFields = () => client.checkoutFields(order(plan(6)));
  const mapOf = (entries: Record<string, [number, number]>) =>
    JSON.stringify(
      Object.fromEntries(
        Object.entries(entries).map(([brand, [min, max]]) => [brand, { min_installments: min, max_installments: max }]),
      ),
    );

  it.each<[string, (fields: Record<string, string>) => Record<string, string>, string]>([
    ['a plan field changed after signing', (fields) => ({ ...fields, payment_visa: 'Y0303' }), 'invalid-signature'],
    ['a plan field left out after signing', (fields) => without(fields, 'installments_map'), 'invalid-signature'],
    ['a payment_visa without the Y', (fields) => resigned({ ...fields, payment_visa: '0606' }), 'invalid-installments'],
    [
      'a payment_visa of one digit each',
      (fields) => resigned({ ...fields, payment_visa: 'Y66' }),
      'invalid-installments',
    ],
    ['a payment_visa with N', (fields) => resigned({ ...fields, payment_visa: 'N0606' }), 'invalid-installments'],
    [
      'a payment_visa with a space',
      (fields) => resigned({ ...fields, payment_visa: 'Y0606 ' }),
      'invalid-installments',
    ],
    ['one instalment', (fields) => resigned({ ...fields, payment_visa: 'Y0101' }), 'invalid-installments'],
    [
      'a range the buyer would choose from',
      (fields) => resigned({ ...fields, payment_visa: 'Y0206' }),
      'invalid-installments',
    ],
    [
      'more on Visa than its cards allow',
      (fields) => resigned({ ...fields, payment_visa: 'Y1212' }),
      'invalid-installments',
    ],
    [
      'instalments on Maestro, which the acquirer carries none on',
      (fields) => resigned({ ...fields, payment_maestro: 'Y0606' }),
      'invalid-installments',
    ],
    [
      'instalments on every card, Maestro among them',
      (fields) => resigned({ ...fields, payment_all: 'Y0606' }),
      'invalid-installments',
    ],
    [
      'brands with different numbers of instalments',
      (fields) =>
        resigned({
          ...fields,
          payment_amex: 'Y1212',
          installments_map: mapOf({ visa: [6, 6], master: [6, 6], diners: [6, 6], amex: [12, 12] }),
        }),
      'invalid-installments',
    ],
    ['no installments_map', (fields) => resigned(without(fields, 'installments_map')), 'invalid-installments'],
    [
      'an installments_map that is not JSON',
      (fields) => resigned({ ...fields, installments_map: '{visa' }),
      'invalid-installments',
    ],
    [
      'an installments_map that leaves a brand out',
      (fields) => resigned({ ...fields, installments_map: mapOf({ visa: [6, 6], master: [6, 6], diners: [6, 6] }) }),
      'invalid-installments',
    ],
    [
      'an installments_map with another number',
      (fields) =>
        resigned({
          ...fields,
          installments_map: mapOf({ visa: [6, 6], master: [6, 6], diners: [6, 6], amex: [3, 3] }),
        }),
      'invalid-installments',
    ],
    [
      'an installments_map with the numbers as strings',
      (fields) => resigned({ ...fields, installments_map: fields.installments_map?.replaceAll('6', '"6"') ?? '' }),
      'invalid-installments',
    ],
    [
      'an installments_map without payment fields',
      (fields) => resigned(without(fields, 'payment_visa', 'payment_master', 'payment_diners', 'payment_amex')),
      'invalid-installments',
    ],
  ])('refuses %s with the error page and opens no session', async (_, change, problem) => {
    const fields = change(sixFields());
    const answer = await postForm(client.checkoutUrl, fields);
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('<h1>Plaćanje nije moguće</h1>');
    expect(answer.body).toContain(`<code>${problem}</code>`);
    expect((await statusOf(fields.order_number ?? '')).body.status).toBe('not-found');
  });

  it('takes one payment with the plan fields left empty', async () => {
    const fields = client.checkoutFields(order());
    const empty = resigned({
      ...without(fields, 'signature'),
      payment_all: '',
      payment_visa: '',
      payment_maestro: '',
      installments_map: '',
    });
    const answer = await postForm(client.checkoutUrl, empty);
    expect(answer.status).toBe(303);
    const page = await getPage(answer.location ?? '');
    expect(page.body).not.toContain('class="plan"');
  });

  it('shows the number of instalments and the cards that allow it, in Croatian', async () => {
    const page = await getPage((await openSession(plan(6))).sessionUrl);
    expect(page.body).toContain('<section class="plan" aria-labelledby="plan-title">');
    expect(page.body).toContain('<h2 id="plan-title">Plaćanje u 6 rata</h2>');
    expect(page.body).toContain(
      '<p>Na rate se može platiti karticama Visa, Mastercard, Diners Club i American Express.</p>',
    );
    expect(page.body).toContain(`<dd class="total">${shownAmount}</dd>`);
    const two = await getPage((await openSession(plan(2))).sessionUrl);
    expect(two.body).toContain('<h2 id="plan-title">Plaćanje u 2 rate</h2>');
    const twelve = await getPage((await openSession(plan(12))).sessionUrl);
    expect(twelve.body).toContain('<h2 id="plan-title">Plaćanje u 12 rata</h2>');
    expect(twelve.body).toContain('karticama Diners Club i American Express.</p>');
  });

  it('shows the plan in English, and none for one payment', async () => {
    const page = await getPage((await openSession({ ...plan(6), language: 'en' })).sessionUrl);
    expect(page.body).toContain('<h2 id="plan-title">Payment in 6 instalments</h2>');
    expect(page.body).toContain('<p>Cards that allow it: Visa, Mastercard, Diners Club, and American Express.</p>');
    const single = await getPage((await openSession()).sessionUrl);
    expect(single.body).not.toMatch(/class="plan"|rata|rate/);
  });

  it.each([
    ['4111 1111 1111 1111', 6, '411111******1111'],
    ['5555 5555 5555 4444', 6, '555555******4444'],
    ['3600 0000 0000 08', 12, '360000****0008'],
    ['3782 822463 10005', 12, '378282*****0005'],
  ])('%s, allowed %i: approved for the whole amount, the instalments reported', async (card, count, maskedPan) => {
    const { orderNumber, answer } = await payWith(card, plan(count));
    expect(queryOf(answer.location ?? '')).toMatchObject({ order_number: orderNumber, status: 'approved' });
    const [notification] = notificationsOf(orderNumber);
    expect(notification).toMatchObject({
      status: 'approved',
      amount: '1234.56',
      masked_pan: maskedPan,
      installments: String(count),
    });
    expect(hasValidSignature(notification ?? {}, secret)).toBe(true);
    const { body } = await statusOf(orderNumber);
    expect(body).toMatchObject({ status: 'approved', amount: '1234.56', installments: String(count) });
    expect(isSigned(body)).toBe(true);
    expect(await transactions(`order_number=${orderNumber}`)).toEqual([
      expect.objectContaining({ status: 'approved', amount: '1234.56', installments: String(count) }),
    ]);
  });

  it('refuses a Maestro card on the page with its message, charges nothing, then takes another card', async () => {
    const { sessionUrl, order: placed } = await openSession(plan(6));
    const refused = await postForm(`${sessionUrl}/pay`, cardForm('6759 6498 2643 8453'));
    expect(refused.status).toBe(200);
    const message = 'Ovom karticom nije moguće platiti na rate. Upotrijebite drugu karticu ili odustanite.';
    expect(refused.body).toContain('<div class="summary" role="alert">');
    expect(refused.body).toContain(`<a href="#card-number">${message}</a>`);
    expect(refused.body).toContain(`<p class="error" id="card-number-error">${message}</p>`);
    expect(inputTag(refused.body, 'card-number')).toContain('value="6759 6498 2643 8453"');
    expect(inputTag(refused.body, 'card-number')).toContain('aria-invalid="true"');
    expect(inputTag(refused.body, 'cvc')).toContain('value=""');
    expect(refused.body).toContain('<h2 id="plan-title">Plaćanje u 6 rata</h2>');
    expect(refused.body).toContain('>Odustani</button>');
    await sleep(50);
    expect(notificationsOf(placed.orderNumber)).toHaveLength(0);
    expect(await transactions(`order_number=${placed.orderNumber}`)).toEqual([]);
    expect((await statusOf(placed.orderNumber)).body).toMatchObject({ status: 'pending', installments: '6' });

    const paid = await postForm(`${sessionUrl}/pay`, cardForm('4111 1111 1111 1111'));
    expect(queryOf(paid.location ?? '')).toMatchObject({ status: 'approved' });
    expect(notificationsOf(placed.orderNumber)).toEqual([
      expect.objectContaining({ status: 'approved', installments: '6', masked_pan: '411111******1111' }),
    ]);
  });

  it('refuses a Visa card for 12 instalments in English, and the buyer may cancel', async () => {
    const { sessionUrl, order: placed } = await openSession({ ...plan(12), language: 'en' });
    const refused = await postForm(`${sessionUrl}/pay`, cardForm('4111 1111 1111 1111'));
    expect(refused.body).toContain(
      '<p class="error" id="card-number-error">This card cannot be used to pay in instalments. Use another card or cancel.</p>',
    );
    expect(await transactions(`order_number=${placed.orderNumber}`)).toEqual([]);
    const cancelled = await postForm(`${sessionUrl}/cancel`, {});
    expect(queryOf(cancelled.location ?? '')).toMatchObject({ status: 'cancelled' });
    expect(notificationsOf(placed.orderNumber)).toEqual([
      expect.objectContaining({ status: 'cancelled', installments: '12', masked_pan: '' }),
    ]);
  });

  it('refuses a card of a brand it does not name before its 3-D Secure step', async () => {
    const { sessionUrl, order: placed } = await openSession(plan(6));
    const jcb = await postForm(`${sessionUrl}/pay`, cardForm('3530 1113 3330 0000'));
    expect(jcb.status).toBe(200);
    expect(jcb.body).toContain('Ovom karticom nije moguće platiti na rate.');
    const challenged = await postForm(`${sessionUrl}/pay`, cardForm('4341 7920 0000 0044'));
    expect(challenged.location).toBe(`${sessionUrl}/3ds`);
    const right = await postForm(`${sessionUrl}/3ds`, { code: '123456' });
    expect(queryOf(right.location ?? '')).toMatchObject({ status: 'approved' });
    expect(notificationsOf(placed.orderNumber)).toEqual([expect.objectContaining({ installments: '6' })]);
  });

  it('takes a Maestro card for one payment', async () => {
    const { orderNumber, answer } = await payWith('6759 6498 2643 8453');
    expect(queryOf(answer.location ?? '')).toMatchObject({ status: 'approved' });
    expect(notificationsOf(orderNumber)).toEqual([
      expect.objectContaining({ status: 'approved', installments: '1', masked_pan: '675964******8453' }),
    ]);
  });
});

describe('notification delivery', () => {
  it('tries again after a 500 from the shop, with the same notification', async () => {
    const orderNumber = newOrderNumber();
    shop.failNext(orderNumber, 500);
    const { answer } = await payWith('4111 1111 1111 1111', { orderNumber });
    expect(answer.status).toBe(303);
    expect(notificationsOf(orderNumber)).toHaveLength(1);
    const [first, retry] = await shop.notificationsOf(orderNumber, 2);
    expect(retry).toEqual(first);
  });

  it('gives up after the last retry delay', async () => {
    const orderNumber = newOrderNumber();
    shop.failNext(orderNumber, 500, 503, 404, 500, 500);
    await payWith('4000 0000 0000 9995', { orderNumber });
    await shop.notificationsOf(orderNumber, 1 + retryDelaysMs.length);
    await sleep(250);
    expect(notificationsOf(orderNumber)).toHaveLength(1 + retryDelaysMs.length);
  });

  it('sends the buyer back even when the shop cannot be reached', async () => {
    // A port that was just free again: the notification meets a refused connection.
    const placeholder = createServer();
    const closedShop = await listen(placeholder);
    await stop(placeholder);
    const unreachable = await startMockGateway({
      storeId,
      secret,
      notifyUrl: `${closedShop}/notify`,
      notificationRetryDelaysMs: [10_000],
    });
    const other = createGatewayClient({ baseUrl: unreachable.baseUrl, storeId, secret, timeoutMs: 1000 });
    const checkout = await postForm(other.checkoutUrl, other.checkoutFields(order()));
    const answer = await postForm(`${checkout.location}/pay`, cardForm('4111111111111111'));
    expect(answer.status).toBe(303);
    // The retry 10 s away must not hold the closing server open.
    await unreachable.close();
  });

  it('drops a pending late notification when the server closes', async () => {
    const own = await startMockGateway({ storeId, secret, notifyUrl: shop.notifyUrl, lateNotificationMs: 100 });
    const other = createGatewayClient({ baseUrl: own.baseUrl, storeId, secret, timeoutMs: 1000 });
    const placed = order();
    const checkout = await postForm(other.checkoutUrl, other.checkoutFields(placed));
    await postForm(`${checkout.location}/pay`, cardForm('4000000000003220'));
    await own.close();
    await sleep(250);
    expect(notificationsOf(placed.orderNumber)).toHaveLength(0);
  });
});

describe('3-D Secure', () => {
  async function challenged(language: 'hr' | 'en' = 'hr') {
    const paid = await payWith('4341 7920 0000 0044', { language });
    expect(paid.answer.status).toBe(303);
    expect(paid.answer.location).toBe(`${paid.sessionUrl}/3ds`);
    return paid;
  }

  it('asks for the one-time code, showing the test code', async () => {
    const { sessionUrl, orderNumber } = await challenged();
    const page = await getPage(`${sessionUrl}/3ds`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Potvrda plaćanja</h1>');
    expect(page.body).toContain('<label for="code">Jednokratni kod</label>');
    expect(page.body).toContain('<p class="hint" id="code-hint">Testni kod je 123456.</p>');
    expect(inputTag(page.body, 'code')).toMatch(/autocomplete="one-time-code".*aria-describedby="code-hint"/);
    expect(page.body).toContain('>Potvrdi</button>');
    expect(page.body).toContain('>Odustani</button>');
    expect(page.body).toContain('434179******0044');
    expect(notificationsOf(orderNumber)).toHaveLength(0);
    expect((await statusOf(orderNumber)).body.status).toBe('pending');
  });

  it('is in English for language en', async () => {
    const { sessionUrl } = await challenged('en');
    const page = await getPage(`${sessionUrl}/3ds`);
    expect(page.body).toContain('<h1>Confirm payment</h1>');
    expect(page.body).toContain('<label for="code">One-time code</label>');
    expect(page.body).toContain('The test code is 123456.');
    expect(page.body).toContain('the payment of €1,234.56 to AO online');
    expect(page.body).toContain('>Confirm</button>');
    expect(page.body).toContain('>Cancel</button>');
  });

  it('shows the page again on a wrong code, then approves the right one', async () => {
    const { sessionUrl, orderNumber } = await challenged();
    const wrong = await postForm(`${sessionUrl}/3ds`, { code: '654321' });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toContain('role="alert"');
    expect(wrong.body).toContain('<p class="error" id="code-error">Kod nije ispravan. Pokušajte ponovno.</p>');
    expect(notificationsOf(orderNumber)).toHaveLength(0);

    const right = await postForm(`${sessionUrl}/3ds`, { code: '123456' });
    expect(right.status).toBe(303);
    expect(queryOf(right.location ?? '')).toMatchObject({ order_number: orderNumber, status: 'approved' });
    expect(notificationsOf(orderNumber)).toEqual([
      expect.objectContaining({ status: 'approved', masked_pan: '434179******0044' }),
    ]);
  });

  it('cancels from the challenge', async () => {
    const { sessionUrl, orderNumber } = await challenged();
    const answer = await postForm(`${sessionUrl}/cancel`, {});
    expect(queryOf(answer.location ?? '')).toMatchObject({ status: 'cancelled' });
    expect(notificationsOf(orderNumber)).toEqual([
      expect.objectContaining({ status: 'cancelled', masked_pan: '434179******0044' }),
    ]);
  });

  it('sends the challenge page of a session without a challenge back to the payment page', async () => {
    const { sessionUrl } = await openSession();
    const page = await getPage(`${sessionUrl}/3ds`);
    expect(page.status).toBe(303);
    expect(page.location).toBe(sessionUrl);
  });
});

describe('cancel and a finished session', () => {
  it('cancels: notification cancelled, the buyer at cancel_url with status cancelled', async () => {
    const { sessionUrl, order: placed } = await openSession();
    const answer = await postForm(`${sessionUrl}/cancel`, {});
    expect(answer.status).toBe(303);
    expect(answer.location).toMatch(new RegExp(`^${shop.origin}/placanje/odustano\\?`));
    const query = queryOf(answer.location ?? '');
    expect(query).toEqual({
      order_number: placed.orderNumber,
      status: 'cancelled',
      language: 'hr',
      signature: expect.any(String),
    });
    expect(hasValidSignature(query, secret)).toBe(true);
    expect(notificationsOf(placed.orderNumber)).toEqual([
      expect.objectContaining({ status: 'cancelled', masked_pan: '', approval_code: '', response_code: '17' }),
    ]);
  });

  it('does not take a second payment, and its page says so with the way back to the shop', async () => {
    const { sessionUrl, orderNumber, answer } = await payWith('4111 1111 1111 1111');
    const again = await postForm(`${sessionUrl}/pay`, cardForm('4111 1111 1111 1111'));
    expect(again.status).toBe(409);
    expect(again.body).toContain('<h1>Narudžba je već obrađena</h1>');
    const cancelled = await postForm(`${sessionUrl}/cancel`, {});
    expect(cancelled.status).toBe(409);
    const page = await getPage(sessionUrl);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Ova narudžba je već plaćena ili otkazana');
    const link = /<a href="([^"]+)">Povratak u trgovinu<\/a>/.exec(page.body)?.[1]?.replaceAll('&#38;', '&');
    expect(client.readReturn(queryOf(link ?? ''))).toEqual(client.readReturn(queryOf(answer.location ?? '')));
    expect(await transactions(`order_number=${orderNumber}`)).toHaveLength(1);
    expect(notificationsOf(orderNumber)).toHaveLength(1);
  });

  it('retires the page of an order posted again before it was paid', async () => {
    const first = await openSession();
    const second = await openSession({ orderNumber: first.order.orderNumber });
    const stale = await getPage(first.sessionUrl);
    expect(stale.body).toContain('<h1>Ova stranica za plaćanje više ne vrijedi</h1>');
    expect((await postForm(`${first.sessionUrl}/pay`, cardForm('4111111111111111'))).status).toBe(409);
    expect((await postForm(`${second.sessionUrl}/pay`, cardForm('4111111111111111'))).status).toBe(303);
    expect(await transactions(`order_number=${first.order.orderNumber}`)).toHaveLength(1);
  });
});

describe('status API', () => {
  it('answers an approved order, signed', async () => {
    const { orderNumber, answer } = await payWith('4111 1111 1111 1111');
    const [notification] = notificationsOf(orderNumber);
    const { status, body } = await statusOf(orderNumber);
    expect(status).toBe(200);
    expect(body).toEqual({
      order_number: orderNumber,
      status: 'approved',
      transaction_id: notification?.transaction_id,
      amount: '1234.56',
      currency: 'EUR',
      approval_code: queryOf(answer.location ?? '').approval_code,
      masked_pan: '411111******1111',
      transaction_time: notification?.transaction_time,
      installments: '1',
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(isSigned(body)).toBe(true);
    expect(isSigned({ ...body, amount: '1.00' })).toBe(false);
  });

  it('answers pending while the buyer has not finished, and not-found for an order it never saw', async () => {
    const { order: placed } = await openSession();
    const pending = await statusOf(placed.orderNumber);
    expect(pending.body).toEqual({
      order_number: placed.orderNumber,
      status: 'pending',
      transaction_id: null,
      amount: '1234.56',
      currency: 'EUR',
      approval_code: null,
      masked_pan: null,
      transaction_time: null,
      installments: '1',
      signature: expect.any(String),
    });
    expect(isSigned(pending.body)).toBe(true);
    const unknown = await statusOf('NEVER-SEEN');
    expect(unknown.body).toMatchObject({
      status: 'not-found',
      amount: null,
      currency: null,
      transaction_id: null,
      installments: null,
    });
    expect(isSigned(unknown.body)).toBe(true);
  });

  it('refuses a bad signature with 401, an unknown store and a missing field with 400', async () => {
    const fields = { store_id: storeId, order_number: 'A1', timestamp: new Date().toISOString() };
    const forged = await api<GatewayApiError>(
      gatewayPaths.orderStatus,
      { ...fields, signature: 'ab'.repeat(32) },
      false,
    );
    expect(forged).toEqual({ status: 401, body: { error_code: 'invalid-signature', message: expect.any(String) } });
    const otherStore = await api<GatewayApiError>(gatewayPaths.orderStatus, { ...fields, store_id: 'OTHER' });
    expect(otherStore).toEqual({ status: 400, body: { error_code: 'unknown-store', message: expect.any(String) } });
    const missing = await api<GatewayApiError>(gatewayPaths.orderStatus, without(fields, 'timestamp'));
    expect(missing.status).toBe(400);
    expect(missing.body.error_code).toBe('invalid-request');
    const badTime = await api<GatewayApiError>(gatewayPaths.orderStatus, { ...fields, timestamp: 'now' });
    expect(badTime.status).toBe(400);
  });

  it('counts a session past its timeout as cancelled, session expired, and closes its page', async () => {
    const sessionTimeoutMs = 150;
    const own = await startMockGateway({ storeId, secret, notifyUrl: shop.notifyUrl, sessionTimeoutMs });
    const other = createGatewayClient({ baseUrl: own.baseUrl, storeId, secret, timeoutMs: 1000 });
    const placed = order();
    const opened = Date.now();
    const checkout = await postForm(other.checkoutUrl, other.checkoutFields(placed));
    const sessionUrl = checkout.location ?? '';
    // Looked at well after it expired: the transaction time must still be the moment it expired.
    await sleep(sessionTimeoutMs + 400);

    const status = await other.orderStatus(placed.orderNumber);
    expect(status).toMatchObject({ status: 'cancelled', transactionId: expect.any(String), maskedPan: null });
    const expiredAt = status.transactionTime?.getTime() ?? 0;
    expect(expiredAt - opened).toBeGreaterThanOrEqual(sessionTimeoutMs - 20);
    expect(expiredAt - opened).toBeLessThan(sessionTimeoutMs + 300);

    const page = await getPage(sessionUrl);
    expect(page.body).toContain('<h1>Vrijeme za plaćanje je isteklo</h1>');
    expect(page.body).toContain('Povratak u trgovinu');
    expect((await postForm(`${sessionUrl}/pay`, cardForm('4111111111111111'))).status).toBe(409);
    const rows = (await (
      await fetch(`${own.baseUrl}/_mock/transactions?order_number=${placed.orderNumber}`)
    ).json()) as MockTransactionRow[];
    expect(rows).toEqual([expect.objectContaining({ status: 'cancelled', response_message: 'session expired' })]);
    expect(notificationsOf(placed.orderNumber)).toHaveLength(0);
    await own.close();
  });
});

describe('refund API', () => {
  it('refunds an approved order once, up to the approved amount, signed', async () => {
    const { orderNumber } = await payWith('4111 1111 1111 1111');
    const tooMuch = await refundOf(orderNumber, '1234.57');
    expect(tooMuch).toEqual({ status: 422, body: { error_code: 'amount-too-high', message: expect.any(String) } });

    const { status, body } = await refundOf(orderNumber, '1000.00');
    expect(status).toBe(200);
    expect(body).toEqual({
      order_number: orderNumber,
      status: 'refunded',
      refund_id: expect.stringMatching(/^R[0-9A-F]{16}$/),
      amount: '1000.00',
      signature: expect.any(String),
    });
    expect(isSigned(body)).toBe(true);
    expect((await statusOf(orderNumber)).body.status).toBe('refunded');
    expect(await transactions(`order_number=${orderNumber}`)).toEqual([
      expect.objectContaining({ refunded: true, refund_id: (body as RefundResponse).refund_id }),
    ]);

    const again = await refundOf(orderNumber, '1.00');
    expect(again).toEqual({ status: 409, body: { error_code: 'already-refunded', message: expect.any(String) } });
  });

  it('refuses an order that is not approved, an unknown one and a zero amount', async () => {
    const declined = await payWith('4000 0000 0000 9995');
    expect((await refundOf(declined.orderNumber, '1.00')).body).toMatchObject({ error_code: 'not-approved' });
    const pending = await openSession();
    expect(await refundOf(pending.order.orderNumber, '1.00')).toMatchObject({
      status: 409,
      body: { error_code: 'not-approved' },
    });
    expect(await refundOf('NEVER-SEEN', '1.00')).toMatchObject({
      status: 404,
      body: { error_code: 'order-not-found' },
    });
    const approved = await payWith('4111 1111 1111 1111');
    expect(await refundOf(approved.orderNumber, '0.00')).toMatchObject({ status: 400 });
    expect(await refundOf(approved.orderNumber, '12,00')).toMatchObject({ status: 400 });
  });
});

describe('test-only endpoints', () => {
  it('lists transactions by order number and by e-mail, whatever its case', async () => {
    const email = `kupac-${newOrderNumber()}@primjer.hr`;
    const cardholder = { ...order().cardholder, email };
    const approved = await payWith('4111 1111 1111 1111', { cardholder });
    const declined = await payWith('4000 0000 0000 9979', { cardholder });
    await openSession({ cardholder });

    const rows = await transactions(`email=${encodeURIComponent(email.toUpperCase())}`);
    expect(rows).toEqual([
      {
        order_number: approved.orderNumber,
        transaction_id: expect.stringMatching(/^[0-9A-F]{16}$/),
        status: 'approved',
        amount: '1234.56',
        currency: 'EUR',
        cardholder_email: email,
        masked_pan: '411111******1111',
        approval_code: expect.stringMatching(/^[0-9A-F]{6}$/),
        response_code: '00',
        response_message: 'approved',
        installments: '1',
        refunded: false,
        refund_id: null,
        created_at: expect.stringMatching(/Z$/),
      },
      expect.objectContaining({ order_number: declined.orderNumber, status: 'declined', approval_code: null }),
    ]);
    expect(await transactions(`order_number=${declined.orderNumber}`)).toEqual([rows[1]]);
    expect(await transactions('order_number=NEVER-SEEN')).toEqual([]);
  });

  it('fails the next calls of an operation as asked', async () => {
    expect((await setFault({ operation: 'status', fault: '500', count: 2 })).status).toBe(200);
    expect((await statusOf('A1')).status).toBe(500);
    expect((await statusOf('A1')).status).toBe(500);
    expect((await statusOf('A1')).status).toBe(200);

    await setFault({ operation: 'refund', fault: '503', count: 1 });
    const { orderNumber } = await payWith('4111 1111 1111 1111');
    expect((await refundOf(orderNumber, '1.00')).status).toBe(503);
    expect((await statusOf(orderNumber)).body.status).toBe('approved');
    expect((await refundOf(orderNumber, '1.00')).status).toBe(200);
  });

  it('holds the connection without an answer for a timeout fault', async () => {
    await setFault({ operation: 'status', fault: 'timeout', count: 1 });
    const request = fetch(`${gateway.baseUrl}${gatewayPaths.orderStatus}`, {
      method: 'POST',
      body: 'store_id=x',
      signal: AbortSignal.timeout(200),
    });
    await expect(request).rejects.toMatchObject({ name: 'TimeoutError' });
    expect((await statusOf('A1')).status).toBe(200);
  });

  it.each([
    ['an unknown operation', { operation: 'checkout', fault: '500', count: 1 }],
    ['an unknown fault', { operation: 'status', fault: '502', count: 1 }],
    ['a count that is not a whole number', { operation: 'status', fault: '500', count: 1.5 }],
    ['no count', { operation: 'status', fault: '500' }],
  ])('refuses a fault with %s', async (_, body) => {
    const res = await setFault(body);
    expect(res.status).toBe(400);
    expect((await statusOf('A1')).status).toBe(200);
  });

  it('refuses to set a fault from a page of another site', async () => {
    const res = await fetch(`${gateway.baseUrl}/_mock/faults`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ operation: 'status', fault: '500', count: 1 }),
    });
    expect(res.status).toBe(403);
    expect((await statusOf('A1')).status).toBe(200);
  });

  it('clears a fault with count 0', async () => {
    await setFault({ operation: 'status', fault: '503', count: 5 });
    await setFault({ operation: 'status', fault: '503', count: 0 });
    expect((await statusOf('A1')).status).toBe(200);
  });

  it("sends an order's notification again on request, the same notification", async () => {
    const { orderNumber } = await payWith('4111 1111 1111 1111');
    const [first] = await shop.notificationsOf(orderNumber, 1);
    const res = await notifyAgain({ order_number: orderNumber });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ order_number: orderNumber, transaction_id: first?.transaction_id, delay_ms: 0 });
    const [, again] = await shop.notificationsOf(orderNumber, 2);
    expect(again).toEqual(first);
  });

  it('sends the notification a card never sends, after the delay asked for', async () => {
    const { orderNumber } = await payWith('4000 0000 0000 0077');
    const askedAt = Date.now();
    expect((await notifyAgain({ order_number: orderNumber, delay_ms: 200 })).status).toBe(202);
    await sleep(100);
    expect(notificationsOf(orderNumber)).toHaveLength(0);
    const [late] = await shop.notificationsOf(orderNumber, 1);
    expect(Date.now() - askedAt).toBeGreaterThanOrEqual(180);
    expect(late).toMatchObject({ status: 'approved', masked_pan: '400000******0077' });
  });

  it('retries a notification sent on request like the first one', async () => {
    const { orderNumber } = await payWith('4000 0000 0000 0077');
    shop.failNext(orderNumber, 503);
    await notifyAgain({ order_number: orderNumber });
    const [refused, retried] = await shop.notificationsOf(orderNumber, 2);
    expect(retried).toEqual(refused);
  });

  it.each([
    ['no order number', { delay_ms: 0 }, 400],
    ['a negative delay', { order_number: 'A1', delay_ms: -1 }, 400],
    ['a delay over ten minutes', { order_number: 'A1', delay_ms: 600_001 }, 400],
    ['an order without a transaction', { order_number: 'NEVER-SEEN' }, 404],
  ])('refuses a notification request with %s', async (_, body, status) => {
    expect((await notifyAgain(body)).status).toBe(status);
  });

  it('refuses to send a notification for a page of another site', async () => {
    const { orderNumber } = await payWith('4000 0000 0000 0077');
    const res = await notifyAgain({ order_number: orderNumber }, { 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
    await sleep(100);
    expect(notificationsOf(orderNumber)).toHaveLength(0);
  });
});
