import type { IncomingMessage } from 'node:http';

/**
 * The caller's address, for rate limits. Google's front end (behind Firebase Hosting or in front of the function)
 * appends the address it received the request from as the last `X-Forwarded-For` entry; earlier entries are
 * whatever the caller sent and are not trusted.
 */
export function clientIp(req: IncomingMessage & { ip?: string }): string {
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded.at(-1) ?? req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
