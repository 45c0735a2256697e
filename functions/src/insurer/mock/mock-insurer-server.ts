import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mockFaultHeader, type MockFault } from '../insurer-api.js';
import { loadFixtures } from './fixtures.js';
import { latencyMs, parseMockFault, timeoutFaultMs } from './mock-fault.js';
import { createMockInsurer, errorAnswer, isInsurerPath, type MockAnswer, type MockInsurer } from './mock-insurer.js';

/** Larger bodies are refused; the biggest real request (a policy) is well under 2 KiB. */
const maxBodyBytes = 64 * 1024;

/** The mock insurer as an HTTP server (not yet listening). Fixtures are read now, so a broken one fails here. */
export function createMockInsurerServer(options: { fixturesDir: string }): Server {
  const insurer = createMockInsurer(loadFixtures(options.fixturesDir));
  return createServer((req, res) => {
    handle(insurer, req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, errorAnswer(500, 'internal-error', `Mock insurer failed: ${String(error)}`));
      else res.destroy();
    });
  });
}

async function handle(insurer: MockInsurer, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://mock.invalid').pathname.replace(/\/+$/, '');
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
  const raw = await readBody(req);
  if (raw === undefined) {
    send(res, errorAnswer(413, 'invalid-request', `The request body exceeds ${maxBodyBytes} bytes`));
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

/**
 * Resolves true after `ms`, or false at once when the connection goes away first: a pending 30 s timer would
 * otherwise keep a closed server's process alive.
 */
function wait(ms: number, res: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => {
    const finish = (elapsed: boolean) => {
      clearTimeout(timer);
      res.off('close', gone);
      resolve(elapsed);
    };
    const gone = () => finish(false);
    const timer = setTimeout(() => finish(true), ms);
    res.on('close', gone);
  });
}

/** The body as text, or undefined when it is too large (read to the end all the same, so the caller gets the 413). */
async function readBody(req: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size <= maxBodyBytes) chunks.push(buffer);
  }
  return size > maxBodyBytes ? undefined : Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, answer: MockAnswer): void {
  res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(answer.body));
}
