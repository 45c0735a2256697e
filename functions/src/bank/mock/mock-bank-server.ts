/**
 * The mock bank over HTTP. It plays two banks at once: the driver's mobile bank (the test pages, and
 * `POST /v1/test/pay` for scripts) and the insurer's bank, which holds the collection account, notifies each credit
 * as a signed camt.054 (mock-bank-notifier.ts) and serves the bank's API (bank-api.ts). The rules live in
 * mock-bank.ts, the HTML in mock-bank-pages.ts, the faults in mock-bank-faults.ts; this file routes and reads bodies.
 *
 *   GET  /                                   the test mobile bank: a slip's screenshot or barcode text, and the payer
 *   POST /procitaj                           reads the slip (multipart with `slip`, a PNG, or `payload`, its text)
 *   POST /plati                              pays it (urlencoded: payload, amount "193,56", payerName, payerIban)
 *   GET  /uplate/:entryReference             the receipt
 *   POST /v1/transfers                       signed: an instant transfer out of the account (bank-api.ts)
 *   GET  /v1/accounts/:iban/credits?from=    signed: the credits from that instant, oldest first
 *   GET  /v1/transfers                       the outgoing transfers, for tests and inspection
 *   POST /v1/test/pay                        { payload | barcodePngBase64, amountCents?, debtorName?, debtorIban? }
 *                                            → 201 and the booked credit, once its notification's first attempt ended
 *   POST /v1/test/notifications              { entryReference, delayMs? }: notify a credit again, faults aside
 *   GET|POST|DELETE /v1/test/faults          mock-bank-faults.ts
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Hub3Slip } from '../../contracts/payment-slip.js';
import { isCrossSite, wait } from '../../mocks/mock-http.js';
import { hub3Payload } from '../../payments/hub3-payload.js';
import { scanHub3Barcode, scanHub3Text } from '../../payments/mock/hub3-scan.js';
import { bankNotificationRetryDelaysMs, bankPaths, bankSignatureHeader, type BankCreditsAnswer } from '../bank-api.js';
import { hasValidBankRequestSignature, signBankBody } from '../bank-signature.js';
import { isSepaIban, normaliseIban } from '../../contracts/iban-rules.js';
import { createMockBank, type MockBank, type PaymentProblem } from './mock-bank.js';
import {
  createFaultState,
  faultsUsage,
  readFaultsChange,
  type FaultedOperation,
  type FaultState,
} from './mock-bank-faults.js';
import { createBankNotifier, type BankNotifier } from './mock-bank-notifier.js';
import {
  amountFieldValue,
  contentSecurityPolicy,
  errorPage,
  homePage,
  notFoundPage,
  receiptPage,
  slipPage,
  type PayField,
  type Payer,
} from './mock-bank-pages.js';

export interface MockBankOptions {
  /** The insurer's collection account, the only account this bank holds. */
  accountIban: string;
  /** Signs both directions (bank-api.ts). */
  secret: string;
  /** Our server's notification endpoint. */
  notifyUrl: string;
  notificationRetryDelaysMs?: readonly number[];
  /** How long one notification attempt may take; the paying driver waits for the first one. */
  notificationTimeoutMs?: number;
  /** For the faults given as a chance. */
  random?: () => number;
  /** Where the mock reports notification deliveries (the CLI prints them). */
  log?: (line: string) => void;
}

/** The payer the test mobile bank starts with: a valid demo IBAN at another Croatian bank. */
export const demoPayer: Payer = { name: 'Ivana Horvat', iban: 'HR8024840081107654325' };

const defaultNotificationTimeoutMs = 10_000;
/** How long a `timeout` fault holds the connection without answering before closing it. */
const timeoutFaultMs = 30_000;
/** API requests and forms are a few hundred bytes. */
const maxSmallBodyBytes = 64 * 1024;
/** A phone's full-screen PNG screenshot; as base64 in JSON, a third more. */
const maxUploadBytes = 6 * 1024 * 1024;
const maxJsonUploadBytes = Math.ceil((maxUploadBytes * 4) / 3) + maxSmallBodyBytes;

type Answer = { status: number; contentType: string; body: string; headers?: Record<string, string> };

class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface Context {
  bank: MockBank;
  notifier: BankNotifier;
  faults: FaultState;
  secret: string;
}

/**
 * The mock bank as an HTTP server (not yet listening). Closing the server also cancels every pending notification,
 * so a stopped mock leaves no timer behind.
 */
export function createMockBankServer(options: MockBankOptions): Server {
  const accountIban = normaliseIban(options.accountIban);
  if (!isSepaIban(accountIban)) throw new RangeError(`Not a valid IBAN: ${options.accountIban}`);
  const faults = createFaultState(options.random);
  const notifier = createBankNotifier({
    url: options.notifyUrl,
    secret: options.secret,
    accountIban,
    retryDelaysMs: options.notificationRetryDelaysMs ?? bankNotificationRetryDelaysMs,
    timeoutMs: options.notificationTimeoutMs ?? defaultNotificationTimeoutMs,
    faults,
    log: options.log ?? (() => undefined),
  });
  const context: Context = { bank: createMockBank({ accountIban }), notifier, faults, secret: options.secret };
  const server = createServer((req, res) => {
    handle(context, req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const status = error instanceof RequestError ? error.status : 500;
      const message = error instanceof RequestError ? error.message : `Mock bank failed: ${String(error)}`;
      const isApi = (req.url ?? '').startsWith('/v1/');
      send(
        res,
        isApi
          ? json(status, { error: status === 500 ? 'internal-error' : 'invalid-request', message })
          : html(status, errorPage(message)),
      );
    });
  });
  server.on('close', () => notifier.stop());
  return server;
}

async function handle(context: Context, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://mock.invalid');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const method = req.method ?? 'GET';
  if (path === '/favicon.ico') {
    res.writeHead(204).end();
    return;
  }
  const route = (...allowed: string[]): boolean => {
    if (allowed.includes(method)) return true;
    res.setHeader('Allow', allowed.join(', '));
    send(res, json(405, { error: 'invalid-request', message: `${method} is not allowed on ${path}` }));
    return false;
  };
  /** A page on any other site must not be able to pay, or to break the mock for the tests. */
  const sameSite = (): boolean => {
    if (!isCrossSite(req)) return true;
    send(res, json(403, { error: 'invalid-request', message: 'Not from another site' }));
    return false;
  };

  if (path === '/') {
    if (route('GET')) send(res, html(200, home(context, { payer: demoPayer, payload: '' })));
    return;
  }
  if (path === '/procitaj') {
    if (route('POST')) send(res, await readSlip(context, req));
    return;
  }
  if (path === '/plati') {
    if (route('POST') && sameSite()) send(res, await payForm(context, await readForm(req)));
    return;
  }
  const receipt = /^\/uplate\/([A-Za-z0-9]{1,35})$/.exec(path);
  if (receipt) {
    if (!route('GET')) return;
    const credit = context.bank.credit(receipt[1] ?? '');
    send(res, credit ? html(200, receiptPage(credit)) : html(404, notFoundPage()));
    return;
  }
  if (path === bankPaths.transfers) {
    if (!route('GET', 'POST')) return;
    if (method === 'GET') send(res, json(200, context.bank.transfers()));
    else await signedApi(context, req, res, 'transfers', (body) => transfer(context, body));
    return;
  }
  const credits = /^\/v1\/accounts\/([^/]+)\/credits$/.exec(path);
  if (credits) {
    if (route('GET'))
      await signedApi(context, req, res, 'credits', () => listCredits(context, credits[1] ?? '', url.searchParams));
    return;
  }
  if (path === '/v1/test/pay') {
    if (route('POST') && sameSite()) send(res, await testPay(context, await readJson(req, maxJsonUploadBytes)));
    return;
  }
  if (path === '/v1/test/notifications') {
    if (route('POST') && sameSite()) send(res, notifyAgain(context, await readJson(req, maxSmallBodyBytes)));
    return;
  }
  if (path === '/v1/test/faults') {
    if (!route('GET', 'POST', 'DELETE') || (method !== 'GET' && !sameSite())) return;
    if (method === 'POST') {
      const change = readFaultsChange(await readJson(req, maxSmallBodyBytes));
      if (!change) {
        send(res, json(400, { error: 'invalid-request', message: faultsUsage }));
        return;
      }
      context.faults.change(change);
      if (change.reorder === false) context.notifier.release();
    } else if (method === 'DELETE') {
      context.faults.clear();
      context.notifier.release();
    }
    send(res, json(200, context.faults.current()));
    return;
  }
  send(
    res,
    path.startsWith('/v1/')
      ? json(404, { error: 'not-found', message: `Nothing at ${path}` })
      : html(404, notFoundPage()),
  );
}

// The test mobile bank ─────────────────────────────────────────────────────────────────────────────────

const home = (context: Context, view: { payer: Payer; payload: string; error?: string }) =>
  homePage({ ...view, accountIban: context.bank.accountIban, latest: context.bank.latestCredits(10) });

type SlipReading = { ok: true; slip: Hub3Slip } | { ok: false; error: string };

/** The slip a barcode's text or screenshot holds; the reader's own message says what it could not read. */
function readSlipFrom(source: { payload: string } | { png: Buffer }): SlipReading {
  try {
    return { ok: true, slip: 'png' in source ? scanHub3Barcode(source.png) : scanHub3Text(source.payload.trim()) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

const payerOf = (fields: Record<string, string>): Payer => ({
  name: fields.payerName ?? demoPayer.name,
  iban: normaliseIban(fields.payerIban ?? demoPayer.iban),
});

async function readSlip(context: Context, req: IncomingMessage): Promise<Answer> {
  const { fields, png } = await readUpload(req);
  const payer = payerOf(fields);
  const payload = fields.payload ?? '';
  if (!png && payload.trim() === '')
    return html(
      200,
      home(context, {
        payer,
        payload,
        error: 'Odaberite snimku zaslona uplatnice ili zalijepite sadržaj njezina barkoda.',
      }),
    );
  const reading = readSlipFrom(png ? { png } : { payload });
  if (!reading.ok) {
    const what = png ? 'Na snimci nije pronađen barkod uplatnice' : 'Sadržaj barkoda nije ispravna uplatnica';
    return html(200, home(context, { payer, payload, error: `${what} (${reading.error}).` }));
  }
  const { slip } = reading;
  return html(
    200,
    slipPage({
      accountIban: context.bank.accountIban,
      slip,
      payload: hub3Payload(slip),
      amount: amountFieldValue(slip.amountCents),
      payer,
    }),
  );
}

/** "193,56", "1.234,56", "193.56", "193" in cents; undefined for anything else. */
export function amountFieldCents(text: string): number | undefined {
  const value = text.replace(/[\s\u00a0€]/g, '');
  const croatian = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(value);
  const plain = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  const [, euros, cents = ''] = croatian ?? plain ?? [];
  if (euros === undefined || euros.replaceAll('.', '').length > 9) return undefined;
  return Number(euros.replaceAll('.', '')) * 100 + Number(cents.padEnd(2, '0'));
}

const problemTexts: Record<Exclude<PaymentProblem, 'wrong-account'>, { field: PayField; text: string }> = {
  'invalid-amount': { field: 'amount', text: 'Upišite iznos veći od nule, npr. 193,56.' },
  'invalid-debtor-name': { field: 'payerName', text: 'Upišite ime i prezime platitelja (do 70 znakova).' },
  'invalid-debtor-iban': { field: 'payerIban', text: 'IBAN nije ispravan: provjerite ga znak po znak.' },
};

async function payForm(context: Context, fields: Record<string, string>): Promise<Answer> {
  const reading = readSlipFrom({ payload: fields.payload ?? '' });
  if (!reading.ok) return html(400, errorPage(`The slip sent with the payment is not valid: ${reading.error}`));
  const { slip } = reading;
  const payer = payerOf(fields);
  const amount = fields.amount ?? '';
  const result = context.bank.pay({ slip, amountCents: amountFieldCents(amount) ?? 0, debtor: payer }, new Date());
  if (!result.ok) {
    const errors: Partial<Record<PayField, string>> = {};
    if (result.problem !== 'wrong-account') {
      const { field, text } = problemTexts[result.problem];
      errors[field] = text;
    }
    const view = { accountIban: context.bank.accountIban, slip, payload: hub3Payload(slip), amount, payer, errors };
    // 200, not 422: a mistyped field is an ordinary step, as on the gateway's page.
    return html(200, slipPage(view));
  }
  await context.notifier.notify(result.credit);
  return seeOther(`/uplate/${result.credit.entryReference}`);
}

// The bank's API ───────────────────────────────────────────────────────────────────────────────────────

/** Checks the request's signature, acts out a pending fault, and sends `serve`'s answer signed. */
async function signedApi(
  context: Context,
  req: IncomingMessage,
  res: ServerResponse,
  operation: FaultedOperation,
  serve: (body: string) => Answer,
): Promise<void> {
  const raw = await readBytes(req, maxSmallBodyBytes);
  const signature = req.headers[bankSignatureHeader];
  const given = typeof signature === 'string' ? signature : undefined;
  if (!hasValidBankRequestSignature(req.method ?? '', req.url ?? '', raw, given, context.secret)) {
    send(res, json(401, { error: 'invalid-signature', message: 'The signature does not match' }));
    return;
  }
  const fault = context.faults.takeApiFault(operation);
  if (fault === 'timeout') {
    if (await wait(timeoutFaultMs, res)) res.destroy();
    return;
  }
  if (fault === '500' || fault === '503') {
    send(res, json(Number(fault), { error: 'internal-error', message: `Injected fault ${fault}` }));
    return;
  }
  const answer = serve(raw.toString('utf8'));
  if (fault === 'lost-answer') {
    res.destroy();
    return;
  }
  const signed: Record<string, string> =
    answer.status < 300 ? { [bankSignatureHeader]: signBankBody(answer.body, context.secret) } : {};
  send(res, { ...answer, headers: { ...answer.headers, ...signed } });
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new RequestError(400, 'The body must be JSON');
  }
}

function transfer(context: Context, raw: string): Answer {
  const answer = context.bank.transfer(parseJson(raw), new Date());
  return json(answer.status, answer.body);
}

function listCredits(context: Context, ibanInPath: string, query: URLSearchParams): Answer {
  const iban = normaliseIban(decodeURIComponent(ibanInPath));
  if (iban !== context.bank.accountIban)
    return json(404, { error: 'unknown-account', message: `No account ${iban} here` });
  const from = query.get('from') ?? '';
  if (!/^\d{4}-\d{2}-\d{2}T[\d:.]+(?:Z|[+-]\d{2}:\d{2})$/.test(from) || Number.isNaN(Date.parse(from)))
    return json(400, { error: 'invalid-request', message: 'from must be an ISO 8601 instant with its offset' });
  const body: BankCreditsAnswer = { accountIban: iban, credits: context.bank.creditsFrom(new Date(from)) };
  return json(200, body);
}

// The test API ─────────────────────────────────────────────────────────────────────────────────────────

const paymentProblemMessages: Record<PaymentProblem, string> = {
  'wrong-account': "The slip pays another account than the bank's collection account",
  'invalid-amount': 'amountCents must be a whole number of cents above 0',
  'invalid-debtor-name': 'debtorName must have 1–70 characters',
  'invalid-debtor-iban': 'debtorIban is not a valid IBAN',
};

async function testPay(context: Context, body: unknown): Promise<Answer> {
  const { payload, barcodePngBase64, amountCents, debtorName, debtorIban, ...rest } = (
    typeof body === 'object' && body !== null ? body : {}
  ) as Record<string, unknown>;
  const usage =
    'Send {"payload": barcode text} or {"barcodePngBase64": a PNG}, and "amountCents"?, "debtorName"?, "debtorIban"?';
  const optionalString = (value: unknown) => value === undefined || typeof value === 'string';
  if (
    Object.keys(rest).length > 0 ||
    (typeof payload === 'string') === (typeof barcodePngBase64 === 'string') ||
    !optionalString(payload) ||
    !optionalString(barcodePngBase64) ||
    !optionalString(debtorName) ||
    !optionalString(debtorIban) ||
    (amountCents !== undefined && typeof amountCents !== 'number')
  )
    return json(400, { error: 'invalid-request', message: usage });
  if (typeof barcodePngBase64 === 'string' && !/^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(barcodePngBase64))
    return json(400, { error: 'invalid-request', message: 'barcodePngBase64 is not base64' });
  const reading = readSlipFrom(
    typeof payload === 'string' ? { payload } : { png: Buffer.from(barcodePngBase64 as string, 'base64') },
  );
  if (!reading.ok) return json(400, { error: 'invalid-slip', message: reading.error });
  const result = context.bank.pay(
    {
      slip: reading.slip,
      amountCents: (amountCents as number | undefined) ?? reading.slip.amountCents,
      debtor: {
        name: (debtorName as string | undefined) ?? demoPayer.name,
        iban: (debtorIban as string | undefined) ?? demoPayer.iban,
      },
    },
    new Date(),
  );
  if (!result.ok) return json(422, { error: result.problem, message: paymentProblemMessages[result.problem] });
  await context.notifier.notify(result.credit);
  return json(201, result.credit);
}

function notifyAgain(context: Context, body: unknown): Answer {
  const { entryReference, delayMs = 0 } = (typeof body === 'object' && body !== null ? body : {}) as Record<
    string,
    unknown
  >;
  if (typeof entryReference !== 'string' || !Number.isInteger(delayMs) || (delayMs as number) < 0)
    return json(400, { error: 'invalid-request', message: 'Send {"entryReference", "delayMs"?: 0…600000}' });
  const credit = context.bank.credit(entryReference);
  if (!credit) return json(404, { error: 'not-found', message: `No credit ${entryReference}` });
  context.notifier.notifyAgain(credit, Math.min(delayMs as number, 600_000));
  return json(202, { entryReference, delayMs });
}

// Bodies ───────────────────────────────────────────────────────────────────────────────────────────────

/** The body's bytes; a RequestError 413 when larger than `maxBytes` (read to the end, so the client gets it). */
async function readBytes(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size <= maxBytes) chunks.push(buffer);
  }
  if (size > maxBytes) throw new RequestError(413, `The request body exceeds ${maxBytes} bytes`);
  return Buffer.concat(chunks);
}

const readJson = async (req: IncomingMessage, maxBytes: number): Promise<unknown> =>
  parseJson((await readBytes(req, maxBytes)).toString('utf8'));

const mediaType = (req: IncomingMessage) => (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();

/** A form's fields; a field sent twice is refused, since which of the two was meant cannot be told. */
function formFields(entries: Iterable<[string, string]>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (Object.hasOwn(fields, key)) throw new RequestError(400, `The field ${key} is sent more than once`);
    fields[key] = value;
  }
  return fields;
}

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const raw = await readBytes(req, maxSmallBodyBytes);
  if (mediaType(req) !== 'application/x-www-form-urlencoded')
    throw new RequestError(415, 'The body must be application/x-www-form-urlencoded');
  return formFields(new URLSearchParams(raw.toString('utf8')));
}

/**
 * The slip form: multipart (the browser's, with the screenshot in `slip`) or urlencoded (text only). The size is
 * capped before the multipart parser of Node's fetch sees it; an empty file input sends an empty file.
 */
async function readUpload(req: IncomingMessage): Promise<{ fields: Record<string, string>; png?: Buffer }> {
  if (mediaType(req) === 'application/x-www-form-urlencoded') return { fields: await readForm(req) };
  if (mediaType(req) !== 'multipart/form-data')
    throw new RequestError(415, 'The body must be multipart/form-data or application/x-www-form-urlencoded');
  const raw = await readBytes(req, maxUploadBytes);
  let form: FormData;
  try {
    form = await new Response(raw, { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData();
  } catch {
    throw new RequestError(400, 'The multipart body cannot be read');
  }
  const texts: [string, string][] = [];
  let png: Buffer | undefined;
  for (const [name, value] of form) {
    if (typeof value === 'string') texts.push([name, value]);
    else if (name === 'slip' && value.size > 0) png = Buffer.from(await value.arrayBuffer());
  }
  return { fields: formFields(texts), png };
}

// Answers ──────────────────────────────────────────────────────────────────────────────────────────────

const json = (status: number, body: unknown): Answer => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});

const html = (status: number, body: string): Answer => ({
  status,
  contentType: 'text/html; charset=utf-8',
  body,
  headers: {
    'content-security-policy': contentSecurityPolicy,
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
