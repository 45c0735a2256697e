/**
 * The reference (poziv na broj primatelja) of a HUB-3 slip, model HR01: the order number written as a number, so that
 * a bank's credit names the order it pays with no table to look it up in, and closed by the control digit the payer's
 * bank checks before it lets the money go, so that a mistyped reference is refused there rather than lost here.
 */
import { orderNumberPattern } from '../contracts/get-order-status.js';

/** The order number's alphabet (services/order-reference.ts), Crockford's base32: a character is five bits. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const orderPrefix = 'AO-';
const orderCharacters = 10;
/** 32^10 = 2^50: every order number is below it, and so is exactly a double and at most 16 decimal digits. */
const orderNumbers = 32 ** orderCharacters;
const digitCount = 16;

/**
 * The HR01 control digit, "MOD 11 INI": the digits weighted 2, 3, 4… from the rightmost one, without a cycle; 11 less
 * the sum's remainder by 11, where 10 and 11 become 0. It misses a change of the digit it weighs 11 and a change
 * that moves the remainder between 0 and 1, so a credit is matched by its amount as well as by its reference.
 */
export function hr01ControlDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new RangeError(`An HR01 control digit is of digits only, not "${digits}"`);
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    sum += Number(digits[digits.length - 1 - index]) * (index + 2);
  }
  const control = 11 - (sum % 11);
  return control >= 10 ? 0 : control;
}

/** "AO-ZZZZZZZZZZ" is "1125-899906842623-7": the order number's 16 digits as 4 and 12, then the control digit. */
export function slipReferenceOf(orderNumber: string): string {
  if (!orderNumberPattern.test(orderNumber)) throw new RangeError(`Not an order number: ${orderNumber}`);
  let value = 0;
  for (const character of orderNumber.slice(orderPrefix.length)) value = value * 32 + alphabet.indexOf(character);
  const digits = String(value).padStart(digitCount, '0');
  return `${digits.slice(0, 4)}-${digits.slice(4)}-${hr01ControlDigit(digits)}`;
}

/** As banks report it too: "HR01 1234-…", "HR011234-…" or the reference alone, with spaces around. */
const referencePattern = /^\s*(?:HR01\s*)?(\d{4})-(\d{12})-(\d)\s*$/i;

/** The order a reference pays, or null for a reference that is not one of ours or whose control digit is wrong. */
export function orderNumberOfSlipReference(reference: string): string | null {
  const [, head, tail, control] = referencePattern.exec(reference) ?? [];
  if (head === undefined || tail === undefined || control === undefined) return null;
  const digits = head + tail;
  if (hr01ControlDigit(digits) !== Number(control)) return null;
  let value = Number(digits);
  if (value >= orderNumbers) return null;
  let characters = '';
  for (let index = 0; index < orderCharacters; index += 1) {
    characters = alphabet.charAt(value % 32) + characters;
    value = Math.floor(value / 32);
  }
  return orderPrefix + characters;
}
