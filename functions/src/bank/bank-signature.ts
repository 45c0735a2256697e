/**
 * The bank's signing scheme (bank-api.ts): hex HMAC-SHA256 keyed with `BANK_API_SECRET`. The mock signs and checks
 * with these functions and so does our client, so both ends hold one definition.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const signaturePattern = /^[0-9a-f]{64}$/i;

type Bytes = Buffer | string;

const asBuffer = (bytes: Bytes): Buffer => (typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes);

function digest(parts: readonly Bytes[], secret: string): Buffer {
  const hmac = createHmac('sha256', secret);
  for (const part of parts) hmac.update(asBuffer(part));
  return hmac.digest();
}

/**
 * Whether `signature` is the digest, compared in constant time so the answer's timing does not tell a forger how
 * many leading bytes were right. Missing or malformed is simply false.
 */
function matches(signature: string | undefined, expected: () => Buffer): boolean {
  if (typeof signature !== 'string' || !signaturePattern.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signature, 'hex'), expected());
}

/** What the bank sends: a notification or an answer, signed over its raw body. */
export const signBankBody = (body: Bytes, secret: string): string => digest([body], secret).toString('hex');

export const hasValidBankBodySignature = (body: Bytes, signature: string | undefined, secret: string): boolean =>
  matches(signature, () => digest([body], secret));

/** `target` is the request's path and query exactly as on the wire, e.g. `/v1/accounts/HR…/credits?from=…`. */
const requestParts = (method: string, target: string, body: Bytes): Bytes[] => [
  `${method.toUpperCase()} ${target}\n`,
  body,
];

/** What we send the bank: signed over the method, the path and query, and the raw body. */
export const signBankRequest = (method: string, target: string, body: Bytes, secret: string): string =>
  digest(requestParts(method, target, body), secret).toString('hex');

export const hasValidBankRequestSignature = (
  method: string,
  target: string,
  body: Bytes,
  signature: string | undefined,
  secret: string,
): boolean => matches(signature, () => digest(requestParts(method, target, body), secret));
