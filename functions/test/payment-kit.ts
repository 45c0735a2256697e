/**
 * Buying a policy in tests as a driver's browser and the gateway would: price, start a payment, post the signed form
 * to the mock gateway, pay on its page with a test card, come back through our return endpoint, and read what the
 * server did. Everything over HTTP against the running stack.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { apiPaths, callNames } from '../src/contracts/call-names.js';
import type { PricingResponse } from '../src/contracts/get-groupama-pricing-for-options.js';
import type { OrderStatusResponse } from '../src/contracts/get-order-status.js';
import type { OrderSummary } from '../src/contracts/get-order-summary.js';
import type { PaymentPlan } from '../src/contracts/payment-plan.js';
import type { Policyholder } from '../src/contracts/policyholder.js';
import { functionsRegion } from '../src/contracts/platform.js';
import type { StartPaymentResponse } from '../src/contracts/start-payment.js';
import { mockFaultsPath, type MockFault } from '../src/insurer/insurer-api.js';
import { signFields } from '../src/payments/gateway-signature.js';
import { collections } from '../src/store/collection-names.js';
import type { CouponDocument } from '../src/store/coupons.js';
import type { OrderDocument } from '../src/store/orders.js';
import { firestore, readDoc } from './admin.js';
import { call, callOk, type CallOutcome, peerHeader, randomIp, web } from './callable.js';
import { bankOrigin, functionsOrigin, gatewayOrigin, insurerOrigin, projectId } from './emulator-env.js';
import { localFunctionsEnv, localFunctionsSecrets } from './local-runtime.js';
import { forgetPoliciesOf } from './renewal-kit.js';

export const testCards = {
  approved: '4111 1111 1111 1111',
  threeDSecure: '4341 7920 0000 0044',
  insufficientFunds: '4000 0000 0000 9995',
  stolen: '4000 0000 0000 9979',
  notifiedTwice: '4000 0000 0000 0259',
  notifiedLate: '4000 0000 0000 3220',
  neverNotified: '4000 0000 0000 0077',
  gatewayError: '4000 0000 0000 0119',
} as const;

export const uniqueEmail = (who = 'ivana') => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@primjer.hr`;

/**
 * Ivana Horvat, OIB 27182818283, the registered owner of ZG5678CD in the mock register, buying as a guest: born a year
 * after the seeded demo account's Ivana, so that to the covered-car rule (the OIB with the date of birth,
 * docs/decisions/0029-covered-car-at-payment.md) she is another person, whom the demo policy does not stop.
 */
export const policyholder = (contactEmail = uniqueEmail()): Policyholder => ({
  firstName: 'Ivana',
  lastName: 'Horvat',
  address: 'Ulica kralja Zvonimira',
  houseNumber: '12',
  postalCode: '10000',
  city: 'Zagreb',
  country: 'HR',
  personalIdentificationNumber: '27182818283',
  dateOfBirth: '14/05/1981',
  contactEmail,
  phoneNumberPrefix: '+385',
  phoneNumber: '912345678',
});

/** What the quote form sends of the policyholder for a price, terms accepted. */
export const quoteFormOf = (holder: Policyholder) => ({
  dateOfBirth: holder.dateOfBirth,
  personalIdentificationNumber: holder.personalIdentificationNumber,
  contactEmail: holder.contactEmail,
  phoneNumberPrefix: holder.phoneNumberPrefix,
  phoneNumber: holder.phoneNumber,
  policyAccepted: true,
});

/** Prices a vehicle by plate (or `{ vin }`) for the policyholder, as the quote form does. */
export async function priceFor(
  vehicle: string | { vin: string } = 'ZG5678CD',
  holder = policyholder(),
): Promise<PricingResponse> {
  return callOk<PricingResponse>(callNames.getGroupamaPricingForOptions, {
    ...web,
    ...(typeof vehicle === 'string' ? { licensePlate: vehicle } : vehicle),
    ...quoteFormOf(holder),
  });
}

/** A fresh single-use coupon of 25 €, so a test owns its coupon's whole story. */
export async function singleUseCoupon(): Promise<string> {
  const code = `JEDAN${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const coupon: CouponDocument = {
    code,
    valueInEuros: 25,
    expiresAt: Timestamp.fromMillis(Date.now() + 86_400_000),
    licensePlate: null,
    type: 'coupon',
    singleUse: true,
    usedAt: null,
    usedBy: null,
  };
  await firestore().collection(collections.coupons).doc(code).set(coupon);
  return code;
}

export interface PaymentOptions {
  holder?: Policyholder;
  coverCodes?: string[];
  discountCode?: string | null;
  /** Sent to both calls as the SPA sends it; absent, as an older client would, means one payment. */
  paymentPlan?: PaymentPlan;
  /** Defaults to what getOrderSummary says, as the SPA sends what it showed. */
  expectedTotal?: number;
  locale?: 'hr' | 'en';
  wipId?: string | null;
  ip?: string;
  /** Absent, as the SPA sends a card payment, is a card. */
  paymentMethod?: 'card' | 'slip';
}

export async function paymentRequest(pricing: PricingResponse, options: PaymentOptions = {}) {
  const holder = options.holder ?? policyholder();
  // The tests buy ZG5678CD for her again and again: the policies of her earlier purchases would stop this one.
  const kitBuyer = policyholder();
  if (
    holder.personalIdentificationNumber === kitBuyer.personalIdentificationNumber &&
    holder.dateOfBirth === kitBuyer.dateOfBirth
  )
    await forgetPoliciesOf(holder);
  const coverCodes = options.coverCodes ?? ['MTPL', 'MTPL_ACC'];
  const discountCode = options.discountCode ?? null;
  const expectedTotal =
    options.expectedTotal ??
    (
      await callOk<OrderSummary>(callNames.getOrderSummary, {
        ...web,
        quoteId: pricing.quoteId,
        coverCodes,
        discountCode,
        ...(options.paymentPlan ? { paymentPlan: options.paymentPlan } : {}),
      })
    ).total;
  return {
    ...web,
    quoteId: pricing.quoteId,
    coverCodes,
    discountCode,
    ...(options.paymentPlan ? { paymentPlan: options.paymentPlan } : {}),
    expectedTotal,
    wipId: options.wipId ?? null,
    policyholder: holder,
    consents: { preContractInformation: true, generalTerms: true },
    locale: options.locale ?? 'hr',
    ...(options.paymentMethod ? { paymentMethod: options.paymentMethod } : {}),
  };
}

export async function tryPayment(
  pricing: PricingResponse,
  options: PaymentOptions = {},
): Promise<CallOutcome<StartPaymentResponse>> {
  return call<StartPaymentResponse>(callNames.startPayment, await paymentRequest(pricing, options), {
    ip: options.ip,
  });
}

export async function startPayment(pricing: PricingResponse, options: PaymentOptions = {}) {
  const outcome = await tryPayment(pricing, options);
  if (!outcome.ok) throw new Error(`startPayment failed: ${JSON.stringify(outcome.error)}`);
  return outcome.result;
}

interface BrowserAnswer {
  status: number;
  location: string | null;
  body: string;
}

/** What a browser does with a form: POST it, without following the redirect (the test follows it). */
async function postForm(url: string, fields: Record<string, string>): Promise<BrowserAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  return {
    status: response.status,
    location: location === null ? null : new URL(location, url).toString(),
    body: await response.text(),
  };
}

/** The gateway's form of a payment started by card: a test of a card payment fails here if it got a slip. */
export function cardGatewayOf(start: StartPaymentResponse) {
  if (start.method !== 'card') throw new Error(`Payment ${start.orderNumber} was started by ${start.method}`);
  return start.gateway;
}

/** The slip of a payment started by slip. */
export function slipOf(start: StartPaymentResponse) {
  if (start.method !== 'slip') throw new Error(`Payment ${start.orderNumber} was started by ${start.method}`);
  return start.slip;
}

/** A credit the mock bank booked on the collection account, as its test API answers it. */
export interface BookedCredit {
  entryReference: string;
  amountCents: number;
  reference: string | null;
}

/**
 * Pays a slip as a driver's mobile bank does: the mock bank reads the barcode's text, books an instant credit on the
 * collection account and notifies the functions; it answers after the notification's first attempt.
 */
export async function payByBank(
  payload: string,
  options: { amountCents?: number; debtorName?: string; debtorIban?: string } = {},
): Promise<BookedCredit> {
  const response = await fetch(`${bankOrigin}/v1/test/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ payload, ...options }),
  });
  if (response.status !== 201) throw new Error(`The mock bank refused the payment: ${await response.text()}`);
  return (await response.json()) as BookedCredit;
}

/** Sets the mock bank's faults for its next notifications (`drop`, `duplicate`, `reorder`, `delayMs`). */
export async function bankFaults(faults: Record<string, unknown> | null): Promise<void> {
  const response = await fetch(`${bankOrigin}/v1/test/faults`, {
    method: faults ? 'POST' : 'DELETE',
    headers: { 'content-type': 'application/json' },
    ...(faults ? { body: JSON.stringify(faults) } : {}),
  });
  if (!response.ok) throw new Error(`The mock bank refused the faults: ${response.status}`);
}

/** Posts the signed fields to the gateway, as the SPA makes the browser do: answers the hosted page's URL. */
export async function openCheckout(start: StartPaymentResponse): Promise<string> {
  const gateway = cardGatewayOf(start);
  const answer = await postForm(gateway.url, gateway.fields);
  expect(answer.status, answer.body).toBe(303);
  return answer.location ?? '';
}

/** Pays on the hosted page with a test card (and the 3-D Secure code when asked): answers the return URL. */
export async function payOnGateway(start: StartPaymentResponse, card: string, threeDsCode = '123456') {
  const page = await openCheckout(start);
  let answer = await postForm(`${page}/pay`, {
    card_number: card,
    expiry: '12/30',
    cvc: '123',
    cardholder: 'Ivana Horvat',
  });
  if (answer.location?.endsWith('/3ds')) answer = await postForm(answer.location, { code: threeDsCode });
  expect(answer.status, answer.body).toBe(303);
  return answer.location ?? '';
}

export async function cancelOnGateway(start: StartPaymentResponse): Promise<string> {
  const page = await openCheckout(start);
  const answer = await postForm(`${page}/cancel`, {});
  expect(answer.status, answer.body).toBe(303);
  return answer.location ?? '';
}

/** The `api` function directly, as Hosting's rewrite would reach it. */
export const apiUrl = (pathAndQuery: string) => `${functionsOrigin}/${projectId}/${functionsRegion}/api${pathAndQuery}`;

/** The browser arriving at our return URL: answers where we send it (a path on the site). */
export async function followReturn(returnUrl: string): Promise<string> {
  const url = new URL(returnUrl);
  const response = await fetch(apiUrl(`${url.pathname}${url.search}`), {
    redirect: 'manual',
    headers: { [peerHeader]: randomIp() },
  });
  expect(response.status).toBe(303);
  return response.headers.get('location') ?? '';
}

export const orderStatus = (start: Pick<StartPaymentResponse, 'orderNumber' | 'orderToken'>) =>
  callOk<OrderStatusResponse>(callNames.getOrderStatus, {
    ...web,
    orderNumber: start.orderNumber,
    orderToken: start.orderToken,
  });

export const readOrder = (orderNumber: string) => readDoc<OrderDocument>(`${collections.orders}/${orderNumber}`);

/** Polls until `done` holds (or fails the test after `timeoutMs`). */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still not there after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const gatewaySecret = () => localFunctionsSecrets().GATEWAY_STORE_SECRET ?? '';
export const gatewayStoreId = () => localFunctionsEnv().GATEWAY_STORE_ID ?? '';

/** A notification as the gateway would sign it (or, with `secret`, as a forger would). */
export function signedNotification(fields: Record<string, string>, secret = gatewaySecret()): Record<string, string> {
  return { ...fields, signature: signFields(fields, secret) };
}

/** The notification the gateway would send for an approved payment of this order. */
export function approvedNotification(orderNumber: string, amount: number, transactionId = `TX-${orderNumber}`) {
  return signedNotification({
    store_id: gatewayStoreId(),
    order_number: orderNumber,
    transaction_id: transactionId,
    status: 'approved',
    amount: amount.toFixed(2),
    currency: 'EUR',
    approval_code: '482913',
    response_code: '00',
    response_message: 'Approved',
    masked_pan: '411111******1111',
    transaction_time: new Date().toISOString(),
    installments: '1',
  });
}

export async function postNotification(fields: Record<string, string>) {
  const response = await fetch(apiUrl(apiPaths.paymentNotify), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: await response.text() };
}

export interface GatewayTransaction {
  order_number: string;
  transaction_id: string;
  status: string;
  amount: string;
  cardholder_email: string;
  refunded: boolean;
}

/** What the mock gateway charged, as its test-only listing shows it. */
export async function gatewayTransactions(query: { email?: string; orderNumber?: string }) {
  const params = new URLSearchParams();
  if (query.email) params.set('email', query.email);
  if (query.orderNumber) params.set('order_number', query.orderNumber);
  const response = await fetch(`${gatewayOrigin}/_mock/transactions?${params}`);
  return (await response.json()) as GatewayTransaction[];
}

/** Makes the gateway's status or refund API fail for its next `count` calls. */
export async function failGatewayApi(operation: 'status' | 'refund', count: number, fault = '503') {
  const response = await fetch(`${gatewayOrigin}/_mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operation, fault, count }),
  });
  expect(response.ok).toBe(true);
}

/** Makes one insurer operation fail for its next `count` calls. */
export async function failInsurer(path: string, count: number, fault: MockFault = '503') {
  const response = await fetch(`${insurerOrigin}${mockFaultsPath}`, {
    method: 'POST',
    body: JSON.stringify({ path, fault, count }),
  });
  expect(response.status).toBe(204);
}
