/**
 * Typed client of the card payment gateway (gateway-api.ts). It builds the signed checkout form the buyer's browser
 * posts, reads what comes back (the return query and the notification) and refuses anything not signed with the
 * store's secret, and calls the status and refund APIs. Every request has a timeout; the status read is retried a
 * bounded number of times with exponential backoff, a refund never is, so money is never returned twice by a retry.
 */
import { brandsAllowing, minInstalments, type PaymentPlan } from '../contracts/payment-plan.js';
import { amountToCents, centsToAmount } from './gateway-amount.js';
import {
  brandPaymentFieldName,
  gatewayCurrency,
  gatewayLanguages,
  gatewayOrderStates,
  gatewayOutcomes,
  gatewayPaths,
  gatewayVersion,
  installmentsCountPattern,
  isReturnUrl,
  maxCartLength,
  notificationFieldNames,
  orderNumberPattern,
  orderStatusResponseFieldNames,
  refundResponseFieldNames,
  returnFieldNames,
  type CheckoutFields,
  type GatewayApiError,
  type GatewayCurrency,
  type GatewayLanguage,
  type GatewayOrderState,
  type GatewayOutcome,
  type InstallmentsRange,
  type OrderStatusRequest,
  type RefundRequest,
} from './gateway-api.js';
import { hasValidSignature, signFields } from './gateway-signature.js';

export type GatewayFailureKind =
  /** The gateway refused the request (4xx): a bug on our side, a wrong secret, or a refund its rules forbid. */
  | 'rejected'
  /** No usable answer: 5xx, timeout, connection refused, a body that is not what the API promises or not signed. */
  | 'unavailable';

export class GatewayFailure extends Error {
  constructor(
    readonly kind: GatewayFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayFailure';
  }
}

export interface GatewayClientOptions {
  baseUrl: string;
  storeId: string;
  /** The store's signing secret, shared with the gateway. */
  secret: string;
  timeoutMs: number;
  /** Extra attempts for reads after the first; refunds get none. */
  readRetries?: number;
  /** Delay before the first retry; doubles each time. */
  backoffMs?: number;
}

export interface GatewayCardholder {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  zipCode: string;
  country: string;
}

export interface GatewayCheckoutOrder {
  /** New for every payment attempt: the gateway refuses an order number that already has a transaction. */
  orderNumber: string;
  amountCents: number;
  language: GatewayLanguage;
  cart: string;
  cardholder: GatewayCardholder;
  successUrl: string;
  cancelUrl: string;
  /**
   * One payment, or instalments: then the page takes only the brands that allow `count`
   * (`payment_<brand>` and `installments_map`) and refuses other cards with its own message.
   */
  paymentPlan: PaymentPlan;
}

/** What the buyer's browser brings back. Only a hint for the page shown: the notification or status API decides. */
export interface GatewayReturn {
  orderNumber: string;
  outcome: GatewayOutcome;
  approvalCode: string | null;
  language: GatewayLanguage;
}

export interface GatewayNotification {
  orderNumber: string;
  /** The same notification may arrive more than once; this identifies it. */
  transactionId: string;
  outcome: GatewayOutcome;
  amountCents: number;
  currency: GatewayCurrency;
  approvalCode: string | null;
  responseCode: string;
  responseMessage: string;
  maskedPan: string | null;
  transactionTime: Date;
  /** How many instalments the buyer's bank carries; 1 for one payment. We are paid `amountCents` at once. */
  instalments: number;
}

export interface GatewayOrderStatus {
  orderNumber: string;
  status: GatewayOrderState;
  transactionId: string | null;
  amountCents: number | null;
  currency: GatewayCurrency | null;
  approvalCode: string | null;
  maskedPan: string | null;
  transactionTime: Date | null;
  /** As in the notification; null, like the amount, for an order the gateway never saw. */
  instalments: number | null;
}

const isoUtcPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

function readTime(value: string): Date | null {
  if (!isoUtcPattern.test(value)) return null;
  const time = new Date(value);
  // Date rolls 30 February over into March rather than refusing it.
  return Number.isNaN(time.getTime()) || time.toISOString().slice(0, 19) !== value.slice(0, 19) ? null : time;
}

/** Every value a string, or null: a repeated query parameter or a parsed nested field is not the gateway's. */
function asStringFields(input: Record<string, unknown>): Record<string, string> | null {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if (typeof value !== 'string') return null;
    fields[key] = value;
  }
  return fields;
}

const readInstalments = (value: string): number | null => (installmentsCountPattern.test(value) ? Number(value) : null);

/** The plan's fields: for instalments, exactly `count` on every brand that allows it; none for one payment. */
function planFields(plan: PaymentPlan): Record<string, string> {
  if (plan.kind === 'single') return {};
  const { count } = plan;
  const brands = brandsAllowing(count);
  // Like the other checks here, a bug on our side: the plan's contract only lets through numbers some card allows.
  if (!Number.isInteger(count) || count < minInstalments || brands.length === 0)
    throw new RangeError(`No card pays in ${count} instalments`);
  const twoDigits = String(count).padStart(2, '0');
  const range: InstallmentsRange = { min_installments: count, max_installments: count };
  return {
    payment_all: '',
    ...Object.fromEntries(brands.map((brand) => [brandPaymentFieldName(brand), `Y${twoDigits}${twoDigits}`])),
    installments_map: JSON.stringify(Object.fromEntries(brands.map((brand) => [brand, range]))),
  };
}

type Convert<N extends string, T> = (fields: Record<N, string | null>) => T | null;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createGatewayClient(options: GatewayClientOptions) {
  const { baseUrl, storeId, secret, timeoutMs, readRetries = 2, backoffMs = 200 } = options;

  const sign = (fields: Record<string, string>): Record<string, string> => ({
    ...fields,
    signature: signFields(fields, secret),
  });

  function checkoutFields(order: GatewayCheckoutOrder): Record<string, string> {
    // These are bugs on our side; the gateway would only show the buyer an error page for them.
    if (!orderNumberPattern.test(order.orderNumber)) throw new RangeError(`Invalid order number ${order.orderNumber}`);
    if (!Number.isSafeInteger(order.amountCents) || order.amountCents <= 0)
      throw new RangeError(`The amount must be a positive number of cents, not ${order.amountCents}`);
    if ([...order.cart].length > maxCartLength) throw new RangeError(`The cart exceeds ${maxCartLength} characters`);
    for (const url of [order.successUrl, order.cancelUrl])
      if (!isReturnUrl(url)) throw new RangeError(`Not an absolute http(s) URL: ${url}`);
    const { cardholder } = order;
    const fields: Omit<CheckoutFields, 'signature'> = {
      version: gatewayVersion,
      store_id: storeId,
      order_number: order.orderNumber,
      language: order.language,
      currency: gatewayCurrency,
      amount: centsToAmount(order.amountCents),
      cart: order.cart,
      require_complete: 'false',
      cardholder_name: cardholder.firstName,
      cardholder_surname: cardholder.lastName,
      cardholder_email: cardholder.email,
      cardholder_phone: cardholder.phone,
      cardholder_address: cardholder.address,
      cardholder_city: cardholder.city,
      cardholder_zip_code: cardholder.zipCode,
      cardholder_country: cardholder.country,
      success_url: order.successUrl,
      cancel_url: order.cancelUrl,
    };
    return sign({ ...fields, ...planFields(order.paymentPlan) });
  }

  function readReturn(query: Record<string, unknown>): GatewayReturn | null {
    // Only the gateway's fields are signed; the rest of the query is the shop's own, from its return URL.
    const fields: Record<string, string> = {};
    for (const name of returnFieldNames) {
      const value = query[name];
      if (value === undefined) continue;
      if (typeof value !== 'string') return null;
      fields[name] = value;
    }
    if (!hasValidSignature(fields, secret)) return null;
    const { order_number: orderNumber, status, language, approval_code: approvalCode } = fields;
    if (orderNumber === undefined || !orderNumberPattern.test(orderNumber)) return null;
    if (!isOneOf(gatewayOutcomes, status) || !isOneOf(gatewayLanguages, language)) return null;
    if (status === 'approved' ? !approvalCode : approvalCode !== undefined) return null;
    return { orderNumber, outcome: status, approvalCode: approvalCode ?? null, language };
  }

  function readNotification(input: Record<string, unknown>): GatewayNotification | null {
    const fields = asStringFields(input);
    if (!fields || !hasValidSignature(fields, secret)) return null;
    const get = (name: (typeof notificationFieldNames)[number]) => fields[name];
    if (notificationFieldNames.some((name) => get(name) === undefined)) return null;
    const orderNumber = get('order_number') ?? '';
    const transactionId = get('transaction_id') ?? '';
    const status = get('status');
    const amountCents = amountToCents(get('amount') ?? '');
    const currency = get('currency');
    const approvalCode = get('approval_code') ?? '';
    const transactionTime = readTime(get('transaction_time') ?? '');
    const instalments = readInstalments(get('installments') ?? '');
    if (get('store_id') !== storeId || !orderNumberPattern.test(orderNumber) || transactionId === '') return null;
    if (!isOneOf(gatewayOutcomes, status) || amountCents === null || currency !== gatewayCurrency) return null;
    if ((status === 'approved') !== (approvalCode !== '') || transactionTime === null || instalments === null)
      return null;
    return {
      orderNumber,
      transactionId,
      outcome: status,
      amountCents,
      currency,
      approvalCode: approvalCode || null,
      responseCode: get('response_code') ?? '',
      responseMessage: get('response_message') ?? '',
      maskedPan: get('masked_pan') || null,
      transactionTime,
      instalments,
    };
  }

  /** One signed request; the answer must be signed JSON with exactly the promised fields, then `convert` types it. */
  async function attempt<N extends string, T>(
    path: string,
    request: Record<string, string>,
    responseFieldNames: readonly N[],
    convert: Convert<N, T>,
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(new URL(path, baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams(request).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : String(error);
      throw new GatewayFailure('unavailable', `${path}: ${reason}`);
    }
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      throw new GatewayFailure('unavailable', `${path}: ${response.status} with a body that is not JSON`);
    }
    const body = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    if (!response.ok) {
      const errorCode = (body as Partial<GatewayApiError>).error_code;
      const kind = response.status >= 400 && response.status < 500 ? 'rejected' : 'unavailable';
      throw new GatewayFailure(kind, `${path}: ${response.status} ${errorCode ?? ''}`.trim());
    }
    const received: Partial<Record<N, string | null>> = {};
    const signed: Record<string, string> = {};
    for (const name of responseFieldNames) {
      const value = body[name];
      if (value !== null && typeof value !== 'string') {
        throw new GatewayFailure('unavailable', `${path}: ${response.status} without a string ${name}`);
      }
      received[name] = value;
      signed[name] = value ?? '';
    }
    if (!hasValidSignature(signed, secret)) {
      throw new GatewayFailure('unavailable', `${path}: ${response.status} with a signature that does not match`);
    }
    const complete = received as Record<N, string | null>;
    const converted = body.order_number === request.order_number ? convert(complete) : null;
    if (converted === null) throw new GatewayFailure('unavailable', `${path}: ${response.status} of the wrong shape`);
    return converted;
  }

  async function read<N extends string, T>(...args: Parameters<typeof attempt<N, T>>): Promise<T> {
    for (let retry = 0; ; retry += 1) {
      try {
        return await attempt(...args);
      } catch (error) {
        const retriable = error instanceof GatewayFailure && error.kind === 'unavailable';
        if (!retriable || retry >= readRetries) throw error;
        await sleep(backoffMs * 2 ** retry);
      }
    }
  }

  const toOrderStatus: Convert<(typeof orderStatusResponseFieldNames)[number], GatewayOrderStatus> = (fields) => {
    const { status, amount, currency, transaction_time: time, installments } = fields;
    const amountCents = amount === null ? null : amountToCents(amount);
    const transactionTime = time === null ? null : readTime(time);
    const instalments = installments === null ? null : readInstalments(installments);
    if (!isOneOf(gatewayOrderStates, status) || (amount !== null && amountCents === null)) return null;
    if ((currency !== null && currency !== gatewayCurrency) || (time !== null && transactionTime === null)) return null;
    if (installments !== null && instalments === null) return null;
    return {
      orderNumber: fields.order_number ?? '',
      status,
      transactionId: fields.transaction_id,
      amountCents,
      currency,
      approvalCode: fields.approval_code,
      maskedPan: fields.masked_pan,
      transactionTime,
      instalments,
    };
  };

  return {
    /** Where the buyer's browser posts `checkoutFields` (a form with method POST). */
    checkoutUrl: new URL(gatewayPaths.checkout, baseUrl).toString(),
    checkoutFields,
    readReturn,
    readNotification,
    orderStatus: (orderNumber: string): Promise<GatewayOrderStatus> =>
      read(
        gatewayPaths.orderStatus,
        sign({
          store_id: storeId,
          order_number: orderNumber,
          timestamp: new Date().toISOString(),
        } satisfies Omit<OrderStatusRequest, 'signature'>),
        orderStatusResponseFieldNames,
        toOrderStatus,
      ),
    refund: async (orderNumber: string, amountCents: number): Promise<{ refundId: string }> => {
      const amount = centsToAmount(amountCents);
      return attempt(
        gatewayPaths.refund,
        sign({
          store_id: storeId,
          order_number: orderNumber,
          amount,
          timestamp: new Date().toISOString(),
        } satisfies Omit<RefundRequest, 'signature'>),
        refundResponseFieldNames,
        (fields) =>
          fields.status === 'refunded' && fields.amount === amount && fields.refund_id
            ? { refundId: fields.refund_id }
            : null,
      );
    },
  };
}

export type GatewayClient = ReturnType<typeof createGatewayClient>;
