/**
 * The mock card gateway over HTTP: the hosted checkout pages for the buyer's browser, the status and refund APIs for
 * the shop's server, and the test-only `/_mock/` endpoints. The rules live in mock-gateway.ts, the HTML in
 * mock-gateway-pages.ts; this file only routes, reads bodies, acts out faults and sends notifications on time.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isCrossSite, readBody, wait } from '../../mocks/mock-http.js';
import { checkoutSessionTimeoutMs, gatewayPaths, notificationRetryDelaysMs } from '../gateway-api.js';
import {
  createMockGateway,
  faultOperations,
  faults,
  sessionExpiredMessage,
  type Fault,
  type FaultOperation,
  type MockApiAnswer,
  type MockGateway,
  type Session,
  type Transaction,
} from './mock-gateway.js';
import { createNotifier, type Notifier } from './mock-gateway-notifier.js';
import {
  challengePage,
  checkoutErrorPage,
  closedPage,
  contentSecurityPolicy,
  notFoundPage,
  paymentPage,
  type ClosedReason,
} from './mock-gateway-pages.js';
import type { NotificationTiming } from './test-cards.js';

export interface MockGatewayOptions {
  storeId: string;
  secret: string;
  /** The shop's notification endpoint. */
  notifyUrl: string;
  /** Shown on the payment page. */
  shopName?: string;
  /** How long after the redirect the notification of card 4000 0000 0000 3220 follows. */
  lateNotificationMs?: number;
  notificationRetryDelaysMs?: readonly number[];
  /** How long one notification attempt may take; the buyer waits for the first one. */
  notificationTimeoutMs?: number;
  sessionTimeoutMs?: number;
  /** Where the mock reports notification deliveries (the CLI prints them). */
  log?: (line: string) => void;
}

/** The buyer waits for the first notification attempt at most this long before being sent back to the shop. */
const defaultNotificationTimeoutMs = 10_000;
const defaultLateNotificationMs = 4000;
/** Larger bodies are refused; a checkout form is about 1 KiB. */
const maxBodyBytes = 16 * 1024;
/** How long a `timeout` fault holds the connection without answering before closing it. */
const timeoutFaultMs = 30_000;
const formType = 'application/x-www-form-urlencoded';

type Answer = { status: number; contentType: string; body: string; headers?: Record<string, string> };

class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The mock card gateway as an HTTP server (not yet listening). Closing the server also cancels every pending
 * notification, so a stopped mock leaves no timer behind.
 */
export function createMockGatewayServer(options: MockGatewayOptions): Server {
  const gateway = createMockGateway({
    storeId: options.storeId,
    secret: options.secret,
    sessionTimeoutMs: options.sessionTimeoutMs ?? checkoutSessionTimeoutMs,
  });
  const notifier = createNotifier({
    url: options.notifyUrl,
    retryDelaysMs: options.notificationRetryDelaysMs ?? notificationRetryDelaysMs,
    timeoutMs: options.notificationTimeoutMs ?? defaultNotificationTimeoutMs,
    log: options.log ?? (() => undefined),
  });
  const context: Context = {
    gateway,
    notifier,
    shopName: options.shopName ?? 'AO online',
    lateNotificationMs: options.lateNotificationMs ?? defaultLateNotificationMs,
  };
  const server = createServer((req, res) => {
    handle(context, req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const status = error instanceof RequestError ? error.status : 500;
      const message = error instanceof RequestError ? error.message : `Mock gateway failed: ${String(error)}`;
      const problem = status === 500 ? 'internal-error' : 'invalid-request';
      // The buyer's browser gets a page, the shop's server JSON.
      const isPage = (req.url ?? '').startsWith(gatewayPaths.checkout);
      send(
        res,
        isPage
          ? html(status, checkoutErrorPage('hr', problem, message), null)
          : json(status, { error_code: problem, message }),
      );
    });
  });
  server.on('close', () => notifier.stop());
  return server;
}

interface Context {
  gateway: MockGateway;
  notifier: Notifier;
  shopName: string;
  lateNotificationMs: number;
}

async function handle(context: Context, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://mock.invalid');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const method = req.method ?? 'GET';
  // Browsers ask every origin for an icon; a 404 would read as a fault in the journeys' console.
  if (path === '/favicon.ico') {
    res.writeHead(204).end();
    return;
  }
  const route = (...allowed: string[]): boolean => {
    if (allowed.includes(method)) return true;
    res.setHeader('Allow', allowed.join(', '));
    send(res, json(405, { error_code: 'invalid-request', message: `${method} is not allowed on ${path}` }));
    return false;
  };

  if (path === gatewayPaths.checkout) {
    if (route('POST')) send(res, checkout(context, await readForm(req)));
    return;
  }
  const sessionPath = /^\/checkout\/([A-Za-z0-9_-]{1,64})(\/pay|\/3ds|\/cancel)?$/.exec(path);
  if (sessionPath) {
    const [, id = '', action = ''] = sessionPath;
    const session = context.gateway.session(id, new Date());
    if (!session) {
      send(res, html(404, notFoundPage(), null));
      return;
    }
    if (action === '') {
      if (route('GET')) send(res, showSession(context, session));
    } else if (action === '/3ds' && method === 'GET') {
      send(res, showChallenge(context, session, false));
    } else if (route(...(action === '/3ds' ? ['GET', 'POST'] : ['POST']))) {
      const form = await readForm(req);
      if (action === '/pay') send(res, await pay(context, session, form));
      else if (action === '/3ds') send(res, await confirmChallenge(context, session, form.code ?? ''));
      else send(res, await cancel(context, session));
    }
    return;
  }
  if (path === gatewayPaths.orderStatus || path === gatewayPaths.refund) {
    if (!route('POST')) return;
    const operation: FaultOperation = path === gatewayPaths.orderStatus ? 'status' : 'refund';
    const fault = context.gateway.takeFault(operation);
    if (fault && !(await sufferFault(fault, res))) return;
    const form = await readForm(req);
    const answer =
      operation === 'status' ? context.gateway.orderStatus(form, new Date()) : context.gateway.refund(form, new Date());
    send(res, apiAnswer(answer));
    return;
  }
  if (path === '/_mock/transactions') {
    if (!route('GET')) return;
    const filter = {
      orderNumber: url.searchParams.get('order_number') || undefined,
      email: url.searchParams.get('email') || undefined,
    };
    send(res, json(200, context.gateway.transactions(filter, new Date())));
    return;
  }
  if (path === '/_mock/faults') {
    if (!route('POST')) return;
    // A page on another site must not be able to break the mock for the tests.
    if (isCrossSite(req)) {
      send(res, json(403, { error_code: 'invalid-request', message: 'Faults cannot be set from another site' }));
      return;
    }
    send(res, setFault(context, await readLimitedBody(req)));
    return;
  }
  if (path === '/_mock/notifications') {
    if (!route('POST')) return;
    if (isCrossSite(req)) {
      send(
        res,
        json(403, { error_code: 'invalid-request', message: 'Notifications cannot be sent from another site' }),
      );
      return;
    }
    send(res, notifyAgain(context, await readLimitedBody(req)));
    return;
  }
  send(res, json(404, { error_code: 'invalid-request', message: `Nothing at ${path}` }));
}

function checkout(context: Context, form: Record<string, string>): Answer {
  const result = context.gateway.checkout(form, new Date());
  if (!result.ok) return html(400, checkoutErrorPage(result.language, result.problem, result.detail), null);
  return seeOther(`/checkout/${result.session.id}`);
}

/** Why a session takes no payment any more, or undefined while it does. */
function closedReason(session: Session): ClosedReason | undefined {
  if (session.superseded) return 'superseded';
  if (!session.transaction) return undefined;
  return session.transaction.responseMessage === sessionExpiredMessage ? 'expired' : 'finished';
}

function closed(context: Context, session: Session, reason: ClosedReason, status: number): Answer {
  const { transaction } = session;
  const returnUrl = transaction ? context.gateway.returnUrl(session, transaction) : null;
  return html(status, closedPage(session, context.shopName, reason, returnUrl), null);
}

const pageTargets = (session: Session) => [session.successUrl, session.cancelUrl];

function showSession(context: Context, session: Session): Answer {
  const reason = closedReason(session);
  if (reason) return closed(context, session, reason, 200);
  return html(200, paymentPage(session, context.shopName), pageTargets(session));
}

function showChallenge(context: Context, session: Session, wrongCode: boolean): Answer {
  const reason = closedReason(session);
  if (reason) return closed(context, session, reason, 200);
  if (!session.challenge) return seeOther(`/checkout/${session.id}`);
  const page = challengePage(session, context.shopName, session.challenge.maskedPan, wrongCode);
  return html(200, page, pageTargets(session));
}

async function pay(context: Context, session: Session, form: Record<string, string>): Promise<Answer> {
  const input = {
    cardNumber: form.card_number ?? '',
    expiry: form.expiry ?? '',
    cvc: form.cvc ?? '',
    cardholder: form.cardholder ?? '',
  };
  const result = context.gateway.pay(session, input, new Date());
  switch (result.kind) {
    case 'unusable':
      return closed(context, session, closedReason(session) ?? 'finished', 409);
    case 'invalid':
      // 200, not 422: a mistyped card is an ordinary step of the journey, not a failed request.
      return html(200, paymentPage(session, context.shopName, { input, errors: result.errors }), pageTargets(session));
    case 'challenge':
      return seeOther(`/checkout/${session.id}/3ds`);
    default:
      return finish(context, session, result.transaction, result.notification);
  }
}

async function confirmChallenge(context: Context, session: Session, code: string): Promise<Answer> {
  const result = context.gateway.confirmChallenge(session, code, new Date());
  switch (result.kind) {
    case 'unusable':
      return result.reason === 'no-challenge'
        ? seeOther(`/checkout/${session.id}`)
        : closed(context, session, closedReason(session) ?? 'finished', 409);
    case 'wrong-code':
      return showChallenge(context, session, true);
    default:
      return finish(context, session, result.transaction, result.notification);
  }
}

async function cancel(context: Context, session: Session): Promise<Answer> {
  const result = context.gateway.cancel(session, new Date());
  if (result.kind === 'unusable') return closed(context, session, closedReason(session) ?? 'finished', 409);
  return finish(context, session, result.transaction, result.notification);
}

/** Tells the shop as the card's timing says, then sends the buyer back with the signed outcome. */
async function finish(
  context: Context,
  session: Session,
  transaction: Transaction,
  timing: NotificationTiming,
): Promise<Answer> {
  const notification = context.gateway.notification(transaction);
  if (timing === 'before-redirect') await context.notifier.deliver(notification);
  else if (timing === 'twice')
    await Promise.all([context.notifier.deliver(notification), context.notifier.deliver(notification)]);
  else if (timing === 'late') context.notifier.deliverLater(notification, context.lateNotificationMs);
  return seeOther(context.gateway.returnUrl(session, transaction));
}

function setFault(context: Context, raw: string): Answer {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return json(400, { error_code: 'invalid-request', message: 'The body must be JSON' });
  }
  const { operation, fault, count } = (typeof body === 'object' && body !== null ? body : {}) as Record<
    string,
    unknown
  >;
  if (
    !(faultOperations as readonly unknown[]).includes(operation) ||
    !(faults as readonly unknown[]).includes(fault) ||
    typeof count !== 'number' ||
    !Number.isInteger(count) ||
    count < 0 ||
    count > 1000
  ) {
    return json(400, {
      error_code: 'invalid-request',
      message: 'Send {"operation": "status"|"refund", "fault": "500"|"503"|"timeout", "count": 0…1000}',
    });
  }
  context.gateway.setFault(operation as FaultOperation, fault as Fault, count);
  return json(200, { operation, fault, count });
}

/** Long enough to land after the shop has settled through the status API, short enough not to outlive a test run. */
const maxNotifyDelayMs = 10 * 60_000;

/**
 * `POST /_mock/notifications {"order_number", "delay_ms"?}`: sends the order's notification (again) now or after the
 * delay, delivered and retried like the first. So a test can deliver what a card's timing dropped, or a duplicate, or
 * a notification after the shop has already fulfilled the order or learnt the outcome from the status API.
 */
function notifyAgain(context: Context, raw: string): Answer {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return json(400, { error_code: 'invalid-request', message: 'The body must be JSON' });
  }
  const { order_number: orderNumber, delay_ms: delayMs = 0 } = (
    typeof body === 'object' && body !== null ? body : {}
  ) as Record<string, unknown>;
  if (
    typeof orderNumber !== 'string' ||
    typeof delayMs !== 'number' ||
    !Number.isInteger(delayMs) ||
    delayMs < 0 ||
    delayMs > maxNotifyDelayMs
  ) {
    return json(400, {
      error_code: 'invalid-request',
      message: `Send {"order_number": "…", "delay_ms": 0…${maxNotifyDelayMs}}`,
    });
  }
  const notification = context.gateway.notificationOf(orderNumber, new Date());
  if (!notification)
    return json(404, { error_code: 'invalid-request', message: `Order ${orderNumber} has no transaction` });
  context.notifier.deliverLater(notification, delayMs);
  return json(202, { order_number: orderNumber, transaction_id: notification.transaction_id, delay_ms: delayMs });
}

/** Acts out a fault; resolves false when it has taken over the response. */
async function sufferFault(fault: Fault, res: ServerResponse): Promise<boolean> {
  if (fault === 'timeout') {
    if (await wait(timeoutFaultMs, res)) res.destroy();
    return false;
  }
  send(res, json(Number(fault), { error_code: 'internal-error', message: `Injected fault ${fault}` }));
  return false;
}

/** The body as text; a RequestError 413 when it is too large (read to the end all the same, so the client gets it). */
async function readLimitedBody(req: IncomingMessage): Promise<string> {
  const raw = await readBody(req, maxBodyBytes);
  if (raw === undefined) throw new RequestError(413, `The request body exceeds ${maxBodyBytes} bytes`);
  return raw;
}

/** A form body as fields; a field sent twice is refused, since which of the two was signed cannot be told. */
async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  const raw = await readLimitedBody(req);
  if (type !== formType) throw new RequestError(415, `The body must be ${formType}`);
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    if (Object.hasOwn(fields, key)) throw new RequestError(400, `The field ${key} is sent more than once`);
    fields[key] = value;
  }
  return fields;
}

function apiAnswer(answer: MockApiAnswer): Answer {
  return json(answer.status, answer.body);
}

const json = (status: number, body: unknown): Answer => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});

/** A page under a CSP that allows no script; `formTargets` as `contentSecurityPolicy` takes them. */
const html = (status: number, body: string, formTargets: readonly string[] | null): Answer => ({
  status,
  contentType: 'text/html; charset=utf-8',
  body,
  headers: {
    'content-security-policy': contentSecurityPolicy(formTargets),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  },
});

const seeOther = (location: string): Answer => ({
  status: 303,
  contentType: 'text/plain; charset=utf-8',
  body: '',
  headers: { location },
});

function send(res: ServerResponse, answer: Answer): void {
  res.writeHead(answer.status, {
    'content-type': answer.contentType,
    'cache-control': 'no-store',
    ...answer.headers,
  });
  res.end(answer.body);
}
