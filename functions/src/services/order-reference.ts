import { createHash, randomInt } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so an order number read out over the phone is not misheard. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new gateway order number, one per payment attempt: `AO-` and ten random characters (50 bits), so order numbers
 * cannot be guessed from one another, and short enough to read to support.
 */
export const newOrderNumber = () =>
  `AO-${Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;

/** A stable key of a person for reservations and limits that holds no OIB in clear. */
export const holderKeyOf = (personalIdentificationNumber: string) =>
  createHash('sha256').update(`holder|${personalIdentificationNumber}`).digest('hex');
