import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readBody, sendJson, wait } from '../../mocks/mock-http.js';
import {
  insurerPaths,
  mockClaimAdvancePath,
  mockClaimNotificationsPath,
  mockFaultHeader,
  mockFaultsPath,
  mockRequestsPath,
  type MockFault,
} from '../insurer-api.js';
import { loadFixtures } from './fixtures.js';
import { errorAnswer, type MockAnswer } from './mock-answer.js';
import { createClaimNotifier, isClaimNotificationMode, type ClaimNotifier } from './mock-claim-notifier.js';
import { latencyMs, parseMockFault, timeoutFaultMs } from './mock-fault.js';
import { isJsonObject } from './json-fields.js';
import { createMockInsurer, isInsurerPath, type InsurerPath, type MockInsurer } from './mock-insurer.js';

/** Larger bodies are refused; the biggest real request (a policy) is well under 2 KiB. */
const maxBodyBytes = 64 * 1024;
/** A claim carries up to 16 photos of at most 600 kB and the PDF that shows them again, both base64. */
const maxClaimBodyBytes = 32 * 1024 * 1024;

/** A claim's document, or a policy cancellation's proof, is a photo or a PDF of a few MB, base64. */
const maxDocumentBodyBytes = 24 * 1024 * 1024;
const documentPaths: readonly InsurerPath[] = [
  insurerPaths.claimDocuments,
  insurerPaths.policyCancellations,
  insurerPaths.policyCancellationDocuments,
];

export interface MockInsurerServerOptions {
  fixturesDir: string;
  /** How long a claim stays in a state before its clock moves it on (mock-claims.ts `defaultClaimStepMs`). */
  claimStepMs?: number;
  /** Where each change of a claim is sent, signed with `notifySecret`; without it, claims change silently. */
  notify?: { url: string; secret: string; retryDelaysMs?: readonly number[]; timeoutMs?: number };
  /** Where the mock reports notification deliveries (the CLI prints them). */
  log?: (line: string) => void;
}

/** The mock insurer as an HTTP server (not yet listening). Fixtures are read now, so a broken one fails here. */
export function createMockInsurerServer(options: MockInsurerServerOptions): Server {
  const notifier = options.notify
    ? createClaimNotifier({ ...options.notify, log: options.log ?? (() => undefined) })
    : undefined;
  const insurer = createMockInsurer(loadFixtures(options.fixturesDir), {
    claimStepMs: options.claimStepMs,
    onClaimChange: (claim) => notifier?.notify(claim),
  });
  const queuedFaults = new Map<InsurerPath, { fault: MockFault; remaining: number }>();
  const received = new Map<InsurerPath, number>(Object.values(insurerPaths).map((path) => [path, 0]));
  const server = createServer((req, res) => {
    handle(insurer, { queuedFaults, received, notifier }, req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, errorAnswer(500, 'internal-error', `Mock insurer failed: ${String(error)}`));
      else res.destroy();
    });
  });
  // Closing the server stops the claims' clocks and the pending notifications, so a stopped mock leaves no timer.
  server.on('close', () => {
    insurer.stop();
    notifier?.stop();
  });
  return server;
}

type QueuedFaults = Map<InsurerPath, { fault: MockFault; remaining: number }>;

/** What the mock keeps between requests for its control paths. */
interface MockControl {
  queuedFaults: QueuedFaults;
  /** Requests each operation has received, faulty ones included. */
  received: Map<InsurerPath, number>;
  notifier: ClaimNotifier | undefined;
}

async function handle(
  insurer: MockInsurer,
  { queuedFaults, received, notifier }: MockControl,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://mock.invalid').pathname.replace(/\/+$/, '');
  if (path === mockFaultsPath && req.method === 'POST') {
    await queueFault(queuedFaults, req, res);
    return;
  }
  if (path === mockRequestsPath && req.method === 'GET') {
    sendJson(res, 200, Object.fromEntries(received));
    return;
  }
  if (path === mockClaimAdvancePath && req.method === 'POST') {
    const body = await readJsonBody(req);
    send(res, body === undefined ? notJson() : insurer.advanceClaim(body));
    return;
  }
  if (path === mockClaimNotificationsPath && req.method === 'POST') {
    setNotificationMode(notifier, await readJsonBody(req), res);
    return;
  }
  if (!isInsurerPath(path)) {
    send(res, errorAnswer(404, 'invalid-request', `No insurer operation at ${path || '/'}`));
    return;
  }
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    send(
      res,
      errorAnswer(405, 'invalid-request', `${req.method ?? 'This method'} is not allowed on ${path}; use POST`),
    );
    return;
  }
  received.set(path, (received.get(path) ?? 0) + 1);
  const limit =
    path === insurerPaths.claims
      ? maxClaimBodyBytes
      : documentPaths.includes(path)
        ? maxDocumentBodyBytes
        : maxBodyBytes;
  const raw = await readBody(req, limit);
  if (raw === undefined) {
    send(res, errorAnswer(413, 'invalid-request', `The request body exceeds ${limit} bytes`));
    return;
  }

  const headerValue = req.headers[mockFaultHeader];
  let headerFault: MockFault | undefined;
  if (typeof headerValue === 'string') {
    headerFault = parseMockFault(headerValue);
    if (!headerFault) {
      send(res, errorAnswer(400, 'invalid-request', `Unknown ${mockFaultHeader}: ${headerValue}`));
      return;
    }
  }
  if (headerFault && !(await sufferFault(headerFault, res))) return;
  const queued = queuedFaults.get(path);
  if (queued && queued.remaining > 0) {
    queued.remaining -= 1;
    if (!(await sufferFault(queued.fault, res))) return;
  }

  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    send(res, errorAnswer(400, 'invalid-request', 'The request body is not JSON'));
    return;
  }
  const vehicleFault = insurer.vehicleFault(path, body);
  if (vehicleFault && !(await sufferFault(vehicleFault, res))) return;

  send(res, insurer.answer(path, body));
}

async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  try {
    return JSON.parse((await readBody(req, maxBodyBytes)) ?? '') as unknown;
  } catch {
    return undefined;
  }
}

const notJson = () => errorAnswer(400, 'invalid-request', 'The request body is not JSON');

/** `POST /_mock/claims/notifications { mode }`: how the next notifications travel (insurer-api.ts). */
function setNotificationMode(notifier: ClaimNotifier | undefined, body: unknown, res: ServerResponse): void {
  const mode = isJsonObject(body) ? body.mode : undefined;
  if (!isClaimNotificationMode(mode)) {
    send(res, errorAnswer(400, 'invalid-request', 'Send { mode: "normal" | "drop" | "duplicate" | "reverse" }'));
    return;
  }
  if (!notifier) {
    send(res, errorAnswer(409, 'invalid-request', 'This mock sends no notifications: it was started without one'));
    return;
  }
  notifier.setMode(mode);
  res.writeHead(204).end();
}

/** `POST /_mock/faults { path, fault, count }`: the next `count` calls of that operation suffer the fault. */
async function queueFault(queuedFaults: QueuedFaults, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let request: unknown;
  try {
    request = JSON.parse((await readBody(req, maxBodyBytes)) ?? '');
  } catch {
    request = undefined;
  }
  const { path, fault, count } = (isJsonObject(request) ? request : {}) as Record<string, unknown>;
  const parsedFault = typeof fault === 'string' ? parseMockFault(fault) : undefined;
  if (
    typeof path !== 'string' ||
    !isInsurerPath(path) ||
    !parsedFault ||
    !Number.isInteger(count) ||
    Number(count) < 0
  ) {
    send(res, errorAnswer(400, 'invalid-request', 'Send { path: <insurer path>, fault: <MockFault>, count: n ≥ 0 }'));
    return;
  }
  queuedFaults.set(path, { fault: parsedFault, remaining: Number(count) });
  res.writeHead(204).end();
}

/**
 * Acts out a fault. Resolves true when the normal answer should still follow (a latency that the caller waited
 * out), false when the fault has taken over the response.
 */
async function sufferFault(fault: MockFault, res: ServerResponse): Promise<boolean> {
  const delay = latencyMs(fault);
  if (delay !== undefined) return wait(delay, res);
  switch (fault) {
    case '500':
    case '503':
      send(res, errorAnswer(Number(fault), 'internal-error', `Injected fault ${fault}`));
      return false;
    case 'malformed':
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end('{"responseStatus": "succ');
      return false;
    default:
      if (await wait(timeoutFaultMs, res)) res.destroy();
      return false;
  }
}

function send(res: ServerResponse, answer: MockAnswer): void {
  sendJson(res, answer.status, answer.body);
}
