/**
 * A Croatian IBAN, as a driver types it and as it is kept: HR, two check digits, then the bank's seven-digit code and
 * the ten-digit account (21 characters in all), checked by ISO 13616's MOD 97. Only the masked form is stored.
 */
import { fieldErrors } from './field-rules.js';
import { textSchema } from './validation.js';

/** Spaces and hyphens out, upper case: "hr12 1001-0051 8630 0016 0" reads as HR1210010051863000160. */
export const normaliseIban = (typed: string) => typed.replace(/[\s-]+/g, '').toUpperCase();

/** MOD 97 of the IBAN with its first four characters moved to the end and letters read as 10–35. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export function isCroatianIban(typed: string): boolean {
  const iban = normaliseIban(typed);
  return /^HR\d{19}$/.test(iban) && mod97(iban) === 1;
}

/** What is kept and shown after the account was given: the country and its last four digits, grouped by four. */
export function maskIban(typed: string): string {
  const iban = normaliseIban(typed);
  const masked = iban.slice(0, 2) + '*'.repeat(Math.max(0, iban.length - 6)) + iban.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

export const ibanSchema = () =>
  textSchema()
    .max(34, fieldErrors.tooLong)
    .transform((value: unknown) => (typeof value === 'string' ? normaliseIban(value) : value))
    .test('iban', fieldErrors.invalid, (value) => value === undefined || value === null || isCroatianIban(value))
    .required(fieldErrors.required);
