import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so an order number read out over the phone is not misheard. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new gateway order number, one per payment attempt: `AO-` and ten random characters (50 bits), so order numbers
 * cannot be guessed from one another, and short enough to read to support.
 */
export const newOrderNumber = () =>
  `AO-${Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;

/** The order's secret for the browser that started it: 32 random bytes, base64url. */
export const newOrderToken = () => randomBytes(32).toString('base64url');

export const hashOrderToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Constant time, so the answer's timing tells nothing about how much of a guessed token was right. */
export function orderTokenMatches(token: string, tokenHash: string): boolean {
  const given = Buffer.from(hashOrderToken(token), 'hex');
  const stored = Buffer.from(tokenHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** A stable key of a person for reservations and limits that holds no OIB in clear. */
export const holderKeyOf = (personalIdentificationNumber: string) =>
  createHash('sha256').update(`holder|${personalIdentificationNumber}`).digest('hex');
