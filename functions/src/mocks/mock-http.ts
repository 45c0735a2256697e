/** The HTTP plumbing the mock servers (insurer, card gateway, SendGrid) have in common. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The body as text, or undefined when it is larger than `maxBytes` (read to the end all the same, so the client
 * still gets the caller's 413).
 */
export async function readBody(req: IncomingMessage, maxBytes: number): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size <= maxBytes) chunks.push(buffer);
  }
  return size > maxBytes ? undefined : Buffer.concat(chunks).toString('utf8');
}

/**
 * Resolves true after `ms`, or false at once when the connection goes away first: a pending 30 s timer would
 * otherwise keep a closed server's process alive.
 */
export function wait(ms: number, res: ServerResponse): Promise<boolean> {
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

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

/**
 * A page on any other site could post a form to a mock on localhost; only the mock's own pages and clients that are
 * not browsers (tests, curl: no Sec-Fetch-Site) may change its state.
 */
export function isCrossSite(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}
