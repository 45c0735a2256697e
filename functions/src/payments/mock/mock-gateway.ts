/**
 * The mock gateway's state and rules, free of HTTP so the server only does transport: checkout sessions, the
 * buyer's card input, outcomes by test card, transactions, refunds, the status API and the injected faults.
 * Everything lives in memory for the life of one instance; randomness is used for ids only.
 */
import { randomBytes } from 'node:crypto';
import { cardBrands, instalmentCards, minInstalments, type CardBrand } from '../../contracts/payment-plan.js';
import { amountToCents, centsToAmount } from '../gateway-amount.js';
import {
  brandPaymentFieldName,
  checkoutFieldNames,
  gatewayCurrency,
  gatewayLanguages,
  gatewayVersion,
  installmentsPattern,
  isReturnUrl,
  maxCartLength,
  optionalCheckoutFieldNames,
  orderNumberPattern,
  planCheckoutFieldNames,
  type GatewayApiError,
  type GatewayLanguage,
  type GatewayOrderState,
  type GatewayOutcome,
  type NotificationFields,
  type OrderStatusResponse,
  type RefundResponse,
  type ReturnQuery,
} from '../gateway-api.js';
import { hasValidSignature, signFields } from '../gateway-signature.js';
import {
  cardBrandOf,
  maskPan,
  passesLuhn,
  testCardFor,
  threeDSecureCode,
  type NotificationTiming,
  type TestCard,
} from './test-cards.js';

export interface MockGatewaySettings {
  storeId: string;
  secret: string;
  sessionTimeoutMs: number;
}

export interface Transaction {
  id: string;
  orderNumber: string;
  outcome: GatewayOutcome;
  amountCents: number;
  approvalCode: string | null;
  responseCode: string;
  responseMessage: string;
  maskedPan: string | null;
  time: Date;
  cardholderEmail: string;
  /** The checkout's number of instalments, 1 for one payment; the whole amount is charged either way. */
  instalments: number;
  refund: { id: string; amountCents: number; time: Date } | null;
}

/** Instalments a checkout offers: one number, on the brands named; other cards are refused on the page. */
export interface InstalmentOffer {
  count: number;
  brands: CardBrand[];
}

/** A card that passed the form and awaits its 3-D Secure code. */
interface Challenge {
  maskedPan: string;
  card: Omit<TestCard, 'number'>;
}

export interface Session {
  id: string;
  orderNumber: string;
  language: GatewayLanguage;
  amountCents: number;
  cart: string;
  /** Name and surname from the checkout, to prefill the name on card. */
  cardholderName: string;
  cardholderEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** Null for one payment. */
  instalments: InstalmentOffer | null;
  createdAt: Date;
  /** A newer checkout of the same order number took over; this page no longer takes payment. */
  superseded: boolean;
  challenge: Challenge | null;
  transaction: Transaction | null;
}

export const sessionExpiredMessage = 'session expired';
const cancelledCode = '17';

export type CheckoutProblem =
  | 'missing-field'
  | 'unknown-field'
  | 'unknown-store'
  | 'invalid-signature'
  | 'invalid-version'
  | 'invalid-order-number'
  | 'invalid-language'
  | 'invalid-currency'
  | 'invalid-amount'
  | 'invalid-cart'
  | 'invalid-require-complete'
  | 'invalid-url'
  | 'invalid-installments'
  | 'duplicate-order-number';

export type CheckoutResult =
  { ok: true; session: Session } | { ok: false; language: GatewayLanguage; problem: CheckoutProblem; detail: string };

export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'cardholder';
/** `no-instalments`: a card whose brand does not pay in the checkout's instalments; nothing is charged. */
export type CardError = 'required' | 'invalid' | 'expired' | 'no-instalments';
export type CardInput = Record<CardField, string>;

/** Whether the buyer can still act on a session, and if not why. */
export type SessionUnusable = 'superseded' | 'finished';

export type PayResult =
  | { kind: 'unusable'; reason: SessionUnusable }
  | { kind: 'invalid'; errors: Partial<Record<CardField, CardError>> }
  | { kind: 'challenge' }
  | { kind: 'done'; transaction: Transaction; notification: NotificationTiming };

export type ChallengeResult =
  | { kind: 'unusable'; reason: SessionUnusable | 'no-challenge' }
  | { kind: 'wrong-code' }
  | { kind: 'done'; transaction: Transaction; notification: NotificationTiming };

export type CancelResult =
  | { kind: 'unusable'; reason: SessionUnusable }
  | { kind: 'done'; transaction: Transaction; notification: NotificationTiming };

export interface MockApiAnswer {
  status: number;
  body: object;
}

export type FaultOperation = 'status' | 'refund';
export type Fault = '500' | '503' | 'timeout';
export const faultOperations: readonly FaultOperation[] = ['status', 'refund'];
export const faults: readonly Fault[] = ['500', '503', 'timeout'];

/** A row of `GET /_mock/transactions`. */
export interface MockTransactionRow {
  order_number: string;
  transaction_id: string;
  status: GatewayOutcome;
  amount: string;
  currency: typeof gatewayCurrency;
  cardholder_email: string;
  masked_pan: string | null;
  approval_code: string | null;
  response_code: string;
  response_message: string;
  installments: string;
  refunded: boolean;
  refund_id: string | null;
  created_at: string;
}

const newId = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

const isLanguage = (value: unknown): value is GatewayLanguage =>
  (gatewayLanguages as readonly unknown[]).includes(value);

const isoTimestampPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?(?:Z|[+-]\d{2}:\d{2})$/;

function apiError(status: number, errorCode: GatewayApiError['error_code'], message: string): MockApiAnswer {
  const body: GatewayApiError = { error_code: errorCode, message };
  return { status, body };
}

/** The buyer's card input checked as the payment page does; `now` decides whether an expiry date has passed. */
export function checkCardInput(
  input: CardInput,
  now: Date,
): { errors: Partial<Record<CardField, CardError>>; digits: string } {
  const errors: Partial<Record<CardField, CardError>> = {};
  const digits = input.cardNumber.replace(/\s+/g, '');
  if (digits === '') errors.cardNumber = 'required';
  else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.cardNumber = 'invalid';

  const expiry = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(input.expiry.trim());
  if (input.expiry.trim() === '') errors.expiry = 'required';
  else if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) errors.expiry = 'invalid';
  else {
    // A card is valid to the end of its expiry month.
    const expiresMonth = (2000 + Number(expiry[2])) * 12 + Number(expiry[1]) - 1;
    if (expiresMonth < now.getUTCFullYear() * 12 + now.getUTCMonth()) errors.expiry = 'expired';
  }

  if (input.cvc.trim() === '') errors.cvc = 'required';
  else if (!/^\d{3}$/.test(input.cvc.trim())) errors.cvc = 'invalid';
  if (input.cardholder.trim() === '') errors.cardholder = 'required';
  return { errors, digits };
}

/**
 * The instalments a checkout's plan fields offer, as strictly as its other fields are read: the format, one number
 * (this gateway has the buyer choose none), every brand named allowed that many by the store's acquirer
 * (contracts/payment-plan.ts), and `installments_map` saying the same. Null for one payment; a string says what is wrong.
 */
function readInstalmentOffer(fields: Record<string, string>): InstalmentOffer | null | string {
  const offered = new Map<CardBrand, number>();
  const sources: [string, readonly CardBrand[]][] = [
    ['payment_all', cardBrands],
    ...cardBrands.map((brand): [string, CardBrand[]] => [brandPaymentFieldName(brand), [brand]]),
  ];
  for (const [name, brands] of sources) {
    const value = fields[name] ?? '';
    if (value === '') continue;
    const match = installmentsPattern.exec(value);
    if (!match) return `${name} must be Y, then the fewest and the most instalments in two digits each (Y0606)`;
    const [min, max] = [Number(match[1]), Number(match[2])];
    if (min < minInstalments || max < min)
      return `${name}: ${min} to ${max} instalments; at least ${minInstalments}, the fewest not above the most`;
    if (min !== max) return `${name}: the buyer cannot choose here, so the fewest and the most must be equal`;
    for (const brand of brands) {
      const most = instalmentCards[brand];
      if (most === undefined) return `${name}: the store's acquirer allows no instalments on ${brand}`;
      if (most < max) return `${name}: the store's acquirer allows at most ${most} instalments on ${brand}`;
      offered.set(brand, max);
    }
  }
  const map = fields.installments_map ?? '';
  if (offered.size === 0) return map === '' ? null : 'installments_map without payment_all or payment_<brand>';
  const counts = new Set(offered.values());
  const [count = 0] = counts;
  if (counts.size > 1) return 'every brand must allow the same number of instalments';
  let parsed: unknown;
  try {
    parsed = JSON.parse(map);
  } catch {
    return 'installments_map must be JSON';
  }
  const entries = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? Object.entries(parsed) : [];
  const agrees =
    entries.length === offered.size &&
    entries.every(([brand, range]) => {
      if (!offered.has(brand as CardBrand) || typeof range !== 'object' || range === null) return false;
      const keys = Object.keys(range).sort().join();
      const { min_installments: min, max_installments: max } = range as Record<string, unknown>;
      return keys === 'max_installments,min_installments' && min === count && max === count;
    });
  if (!agrees)
    return 'installments_map must name exactly the brands of payment_all and payment_<brand>, with their min_installments and max_installments';
  return { count, brands: cardBrands.filter((brand) => offered.has(brand)) };
}

export interface MockGateway {
  checkout(fields: Record<string, string>, now: Date): CheckoutResult;
  /** The session with its expiry applied, or undefined when there is none by that id. */
  session(id: string, now: Date): Session | undefined;
  pay(session: Session, input: CardInput, now: Date): PayResult;
  confirmChallenge(session: Session, code: string, now: Date): ChallengeResult;
  cancel(session: Session, now: Date): CancelResult;
  /** Where the buyer goes back to once the session has an outcome: the return URL with its signed query. */
  returnUrl(session: Session, transaction: Transaction): string;
  notification(transaction: Transaction): NotificationFields;
  /** The notification of the order's transaction, or undefined while the order has none. */
  notificationOf(orderNumber: string, now: Date): NotificationFields | undefined;
  orderStatus(fields: Record<string, string>, now: Date): MockApiAnswer;
  refund(fields: Record<string, string>, now: Date): MockApiAnswer;
  transactions(filter: { orderNumber?: string; email?: string }, now: Date): MockTransactionRow[];
  setFault(operation: FaultOperation, fault: Fault, count: number): void;
  /** The fault the next call of `operation` must suffer, used up by this call. */
  takeFault(operation: FaultOperation): Fault | undefined;
}

export function createMockGateway(settings: MockGatewaySettings): MockGateway {
  const { storeId, secret, sessionTimeoutMs } = settings;
  const sessions = new Map<string, Session>();
  /** The latest session of each order number. */
  const orders = new Map<string, Session>();
  const pendingFaults = new Map<FaultOperation, { fault: Fault; count: number }>();

  const sign = <T extends Record<string, string>>(fields: T): T & { signature: string } => ({
    ...fields,
    signature: signFields(fields, secret),
  });

  function finish(
    session: Session,
    outcome: Omit<
      Transaction,
      'id' | 'orderNumber' | 'amountCents' | 'cardholderEmail' | 'instalments' | 'refund' | 'approvalCode'
    >,
  ): Transaction {
    const transaction: Transaction = {
      id: newId(8),
      orderNumber: session.orderNumber,
      amountCents: session.amountCents,
      cardholderEmail: session.cardholderEmail,
      instalments: session.instalments?.count ?? 1,
      approvalCode: outcome.outcome === 'approved' ? newId(3) : null,
      refund: null,
      ...outcome,
    };
    session.challenge = null;
    session.transaction = transaction;
    return transaction;
  }

  const charge = (session: Session, card: Omit<TestCard, 'number'>, maskedPan: string, now: Date) => ({
    kind: 'done' as const,
    transaction: finish(session, {
      outcome: card.outcome,
      responseCode: card.responseCode,
      responseMessage: card.responseMessage,
      maskedPan,
      time: now,
    }),
    notification: card.notification,
  });

  /** A session past its timeout with no outcome ends as cancelled at the moment it expired. */
  function applyExpiry(session: Session, now: Date): void {
    const expiresAt = session.createdAt.getTime() + sessionTimeoutMs;
    if (session.transaction || session.superseded || now.getTime() < expiresAt) return;
    finish(session, {
      outcome: 'cancelled',
      responseCode: cancelledCode,
      responseMessage: sessionExpiredMessage,
      maskedPan: session.challenge?.maskedPan ?? null,
      time: new Date(expiresAt),
    });
  }

  function usable(session: Session): SessionUnusable | undefined {
    if (session.superseded) return 'superseded';
    return session.transaction ? 'finished' : undefined;
  }

  function checkout(fields: Record<string, string>, now: Date): CheckoutResult {
    const language = isLanguage(fields.language) ? fields.language : 'hr';
    const refuse = (problem: CheckoutProblem, detail: string): CheckoutResult => ({
      ok: false,
      language,
      problem,
      detail,
    });
    const known: readonly string[] = [...checkoutFieldNames, ...planCheckoutFieldNames];
    const unknown = Object.keys(fields).filter((name) => !known.includes(name));
    if (unknown.length > 0) return refuse('unknown-field', `Unknown field(s): ${unknown.join(', ')}`);
    const missing = checkoutFieldNames.filter(
      (name) => fields[name] === undefined || (fields[name] === '' && !optionalCheckoutFieldNames.includes(name)),
    );
    if (missing.length > 0) return refuse('missing-field', `Missing or empty field(s): ${missing.join(', ')}`);
    const field = (name: (typeof checkoutFieldNames)[number]) => fields[name] ?? '';

    if (field('store_id') !== storeId) return refuse('unknown-store', `No store ${field('store_id')}`);
    if (!hasValidSignature(fields, secret)) return refuse('invalid-signature', 'The signature does not match');
    if (field('version') !== gatewayVersion)
      return refuse('invalid-version', `version must be ${gatewayVersion}, not ${field('version')}`);
    const orderNumber = field('order_number');
    if (!orderNumberPattern.test(orderNumber))
      return refuse('invalid-order-number', 'order_number must be 1–36 of A–Z, a–z, 0–9, _ and -');
    if (!isLanguage(field('language'))) return refuse('invalid-language', 'language must be hr or en');
    if (field('currency') !== gatewayCurrency)
      return refuse('invalid-currency', `currency must be ${gatewayCurrency}, not ${field('currency')}`);
    const amountCents = amountToCents(field('amount'));
    if (amountCents === null || amountCents === 0)
      return refuse('invalid-amount', `amount must be like 123.54 and more than 0, not ${field('amount')}`);
    if ([...field('cart')].length > maxCartLength)
      return refuse('invalid-cart', `cart must be at most ${maxCartLength} characters`);
    if (field('require_complete') !== 'false')
      return refuse('invalid-require-complete', 'Only require_complete=false (single-step payment) is supported');
    for (const name of ['success_url', 'cancel_url'] as const)
      if (!isReturnUrl(field(name))) return refuse('invalid-url', `${name} must be an absolute http(s) URL`);
    const instalments = readInstalmentOffer(fields);
    if (typeof instalments === 'string') return refuse('invalid-installments', instalments);

    const previous = orders.get(orderNumber);
    if (previous) applyExpiry(previous, now);
    if (previous?.transaction)
      return refuse('duplicate-order-number', `Order ${orderNumber} already has a transaction`);
    // A buyer who goes back and posts the same order again gets a fresh page; the old one must not take a payment.
    if (previous) previous.superseded = true;

    const session: Session = {
      id: randomBytes(16).toString('base64url'),
      orderNumber,
      language,
      amountCents,
      cart: field('cart'),
      cardholderName: `${field('cardholder_name')} ${field('cardholder_surname')}`,
      cardholderEmail: field('cardholder_email'),
      successUrl: field('success_url'),
      cancelUrl: field('cancel_url'),
      instalments,
      createdAt: now,
      superseded: false,
      challenge: null,
      transaction: null,
    };
    sessions.set(session.id, session);
    orders.set(orderNumber, session);
    return { ok: true, session };
  }

  function pay(session: Session, input: CardInput, now: Date): PayResult {
    const reason = usable(session);
    if (reason) return { kind: 'unusable', reason };
    const { errors, digits } = checkCardInput(input, now);
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
    const brand = cardBrandOf(digits);
    // Told from the card number before anything goes to the bank, so the buyer may use another card.
    if (session.instalments && (brand === null || !session.instalments.brands.includes(brand)))
      return { kind: 'invalid', errors: { cardNumber: 'no-instalments' } };
    const card = testCardFor(digits);
    if (card.challenge) {
      session.challenge = { maskedPan: maskPan(digits), card };
      return { kind: 'challenge' };
    }
    return charge(session, card, maskPan(digits), now);
  }

  function confirmChallenge(session: Session, code: string, now: Date): ChallengeResult {
    const reason = usable(session);
    if (reason) return { kind: 'unusable', reason };
    if (!session.challenge) return { kind: 'unusable', reason: 'no-challenge' };
    if (code.trim() !== threeDSecureCode) return { kind: 'wrong-code' };
    return charge(session, session.challenge.card, session.challenge.maskedPan, now);
  }

  function cancel(session: Session, now: Date): CancelResult {
    const reason = usable(session);
    if (reason) return { kind: 'unusable', reason };
    const transaction = finish(session, {
      outcome: 'cancelled',
      responseCode: cancelledCode,
      responseMessage: 'cancelled by the buyer',
      maskedPan: session.challenge?.maskedPan ?? null,
      time: now,
    });
    return { kind: 'done', transaction, notification: 'before-redirect' };
  }

  function returnUrl(session: Session, transaction: Transaction): string {
    const approved = transaction.outcome === 'approved';
    const url = new URL(approved ? session.successUrl : session.cancelUrl);
    const query: Omit<ReturnQuery, 'signature'> = {
      order_number: session.orderNumber,
      status: transaction.outcome,
      language: session.language,
      ...(approved && transaction.approvalCode ? { approval_code: transaction.approvalCode } : {}),
    };
    for (const [key, value] of Object.entries(sign(query))) url.searchParams.set(key, value);
    return url.toString();
  }

  function notification(transaction: Transaction): NotificationFields {
    return sign({
      store_id: storeId,
      order_number: transaction.orderNumber,
      transaction_id: transaction.id,
      status: transaction.outcome,
      amount: centsToAmount(transaction.amountCents),
      currency: gatewayCurrency,
      approval_code: transaction.approvalCode ?? '',
      response_code: transaction.responseCode,
      response_message: transaction.responseMessage,
      masked_pan: transaction.maskedPan ?? '',
      transaction_time: transaction.time.toISOString(),
      installments: String(transaction.instalments),
    });
  }

  /**
   * Checks a server-to-server request as the real API does: exactly the expected fields, the store, the signature,
   * then the formats. Returns the error answer, or undefined when the request may be served.
   */
  function refuseApiRequest(fields: Record<string, string>, expected: readonly string[]): MockApiAnswer | undefined {
    const missing = expected.filter((name) => fields[name] === undefined);
    const unknown = Object.keys(fields).filter((name) => !expected.includes(name));
    if (missing.length > 0 || unknown.length > 0) {
      const problems = [...missing.map((name) => `missing ${name}`), ...unknown.map((name) => `unknown ${name}`)];
      return apiError(400, 'invalid-request', problems.join(', '));
    }
    if (fields.store_id !== storeId) return apiError(400, 'unknown-store', `No store ${fields.store_id}`);
    if (!hasValidSignature(fields, secret)) return apiError(401, 'invalid-signature', 'The signature does not match');
    if (!orderNumberPattern.test(fields.order_number ?? ''))
      return apiError(400, 'invalid-request', 'order_number must be 1–36 of A–Z, a–z, 0–9, _ and -');
    const timestamp = fields.timestamp ?? '';
    if (!isoTimestampPattern.test(timestamp) || Number.isNaN(Date.parse(timestamp)))
      return apiError(400, 'invalid-request', 'timestamp must be an ISO 8601 date and time');
    return undefined;
  }

  function orderStatus(fields: Record<string, string>, now: Date): MockApiAnswer {
    const refused = refuseApiRequest(fields, ['store_id', 'order_number', 'timestamp', 'signature']);
    if (refused) return refused;
    const orderNumber = fields.order_number ?? '';
    const session = orders.get(orderNumber);
    if (session) applyExpiry(session, now);
    const transaction = session?.transaction ?? null;
    let status: GatewayOrderState = 'not-found';
    if (transaction) status = transaction.refund ? 'refunded' : transaction.outcome;
    else if (session) status = 'pending';
    const body: Omit<OrderStatusResponse, 'signature'> = {
      order_number: orderNumber,
      status,
      transaction_id: transaction?.id ?? null,
      amount: session ? centsToAmount(session.amountCents) : null,
      currency: session ? gatewayCurrency : null,
      approval_code: transaction?.approvalCode ?? null,
      masked_pan: transaction?.maskedPan ?? null,
      transaction_time: transaction?.time.toISOString() ?? null,
      installments: session ? String(session.instalments?.count ?? 1) : null,
    };
    const signed = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, value ?? '']));
    return { status: 200, body: { ...body, signature: signFields(signed, secret) } };
  }

  function refund(fields: Record<string, string>, now: Date): MockApiAnswer {
    const refused = refuseApiRequest(fields, ['store_id', 'order_number', 'amount', 'timestamp', 'signature']);
    if (refused) return refused;
    const orderNumber = fields.order_number ?? '';
    const amountCents = amountToCents(fields.amount ?? '');
    if (amountCents === null || amountCents === 0)
      return apiError(400, 'invalid-request', 'amount must be like 123.54 and more than 0');
    const session = orders.get(orderNumber);
    if (!session) return apiError(404, 'order-not-found', `No order ${orderNumber}`);
    applyExpiry(session, now);
    const { transaction } = session;
    if (transaction?.refund) return apiError(409, 'already-refunded', `Order ${orderNumber} was refunded already`);
    if (transaction?.outcome !== 'approved')
      return apiError(409, 'not-approved', `Order ${orderNumber} has no approved payment to refund`);
    if (amountCents > transaction.amountCents)
      return apiError(
        422,
        'amount-too-high',
        `At most ${centsToAmount(transaction.amountCents)} can be refunded for order ${orderNumber}`,
      );
    transaction.refund = { id: `R${newId(8)}`, amountCents, time: now };
    const body: Omit<RefundResponse, 'signature'> = {
      order_number: orderNumber,
      status: 'refunded',
      refund_id: transaction.refund.id,
      amount: centsToAmount(amountCents),
    };
    return { status: 200, body: sign(body) };
  }

  function transactions(filter: { orderNumber?: string; email?: string }, now: Date): MockTransactionRow[] {
    const email = filter.email?.toLowerCase();
    const rows: MockTransactionRow[] = [];
    for (const session of sessions.values()) {
      applyExpiry(session, now);
      const { transaction } = session;
      if (!transaction) continue;
      if (filter.orderNumber !== undefined && transaction.orderNumber !== filter.orderNumber) continue;
      if (email !== undefined && transaction.cardholderEmail.toLowerCase() !== email) continue;
      rows.push({
        order_number: transaction.orderNumber,
        transaction_id: transaction.id,
        status: transaction.outcome,
        amount: centsToAmount(transaction.amountCents),
        currency: gatewayCurrency,
        cardholder_email: transaction.cardholderEmail,
        masked_pan: transaction.maskedPan,
        approval_code: transaction.approvalCode,
        response_code: transaction.responseCode,
        response_message: transaction.responseMessage,
        installments: String(transaction.instalments),
        refunded: transaction.refund !== null,
        refund_id: transaction.refund?.id ?? null,
        created_at: transaction.time.toISOString(),
      });
    }
    return rows;
  }

  return {
    checkout,
    session(id, now) {
      const session = sessions.get(id);
      if (session) applyExpiry(session, now);
      return session;
    },
    pay,
    confirmChallenge,
    cancel,
    returnUrl,
    notification,
    notificationOf(orderNumber, now) {
      const session = orders.get(orderNumber);
      if (session) applyExpiry(session, now);
      return session?.transaction ? notification(session.transaction) : undefined;
    },
    orderStatus,
    refund,
    transactions,
    setFault(operation, fault, count) {
      if (count > 0) pendingFaults.set(operation, { fault, count });
      else pendingFaults.delete(operation);
    },
    takeFault(operation) {
      const pending = pendingFaults.get(operation);
      if (!pending) return undefined;
      if (pending.count <= 1) pendingFaults.delete(operation);
      else pending.count -= 1;
      return pending.fault;
    },
  };
}
