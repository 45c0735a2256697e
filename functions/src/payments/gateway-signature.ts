/**
 * The gateway's one signing scheme (see gateway-api.ts): hex HMAC-SHA256 keyed with the store secret over
 * `key + value` of every field except `signature`, concatenated in alphabetical order of key, as UTF-8.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const signaturePattern = /^[0-9a-f]{64}$/i;

function digest(fields: Record<string, string>, secret: string): Buffer {
  const hmac = createHmac('sha256', secret);
  // Plain code-unit order: the keys are ASCII, and locale-aware sorting could differ between the two ends.
  for (const key of Object.keys(fields).sort()) {
    if (key !== 'signature') hmac.update(`${key}${fields[key]}`, 'utf8');
  }
  return hmac.digest();
}

/** The signature of `fields`; a `signature` among them is left out, so a signed record can be signed again. */
export function signFields(fields: Record<string, string>, secret: string): string {
  return digest(fields, secret).toString('hex');
}

/**
 * Whether `fields.signature` signs the other fields. Compared in constant time so that the answer time does not
 * tell an attacker how many leading bytes of a forged signature were right. Missing or malformed is simply false.
 */
export function hasValidSignature(fields: Record<string, string>, secret: string): boolean {
  const given = fields.signature;
  if (typeof given !== 'string' || !signaturePattern.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), digest(fields, secret));
}
