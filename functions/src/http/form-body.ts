import type { Request } from 'firebase-functions/v2/https';

/**
 * A form-encoded body (what gateways post) as flat strings, read from the raw bytes rather than a parser's nested
 * interpretation, so the fields checked against the signature are exactly the fields sent. A repeated field makes
 * the body unreadable: no gateway sends one, and which copy was signed would be a guess.
 */
export function formFields(req: Request): Record<string, string> | null {
  if (!req.is('application/x-www-form-urlencoded') || !Buffer.isBuffer(req.rawBody)) return null;
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(req.rawBody.toString('utf8'))) {
    if (Object.hasOwn(fields, key)) return null;
    fields[key] = value;
  }
  return fields;
}

/** A query string as flat strings; repeated or nested parameters make it unreadable, as for forms. */
export function queryFields(req: Request): Record<string, string> | null {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.query)) {
    if (typeof value !== 'string') return null;
    fields[key] = value;
  }
  return fields;
}
