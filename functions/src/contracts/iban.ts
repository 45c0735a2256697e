/**
 * A Croatian IBAN, as a driver types it and as it is kept: HR, two check digits, then the bank's seven-digit code and
 * the ten-digit account (21 characters in all), checked by ISO 13616's MOD 97. Only the masked form is stored.
 */
import { fieldErrors } from './field-rules.js';
import { isCroatianIban, normaliseIban } from './iban-rules.js';
import { textSchema } from './validation.js';

/**
 * An IBAN's own reasons, here rather than among the field rules every form loads: only the claim's bank account asks
 * for one.
 */
export const ibanErrors = {
  /** Not HR and 19 digits: a foreign IBAN, a digit short, a letter among the digits. */
  shape: 'invalid-iban',
  /** HR and 19 digits whose check digits do not match the rest: a digit mistyped or two swapped (MOD 97). */
  checkDigits: 'iban-check-digits',
} as const;

/**
 * HR and 19 digits as typed, whatever its check digits say. It normalises for itself: the server's schemas are strict,
 * so the schema's transform does not run there.
 */
const hasCroatianShape = (typed: string) => /^HR\d{19}$/.test(normaliseIban(typed));

export const ibanSchema = () =>
  textSchema()
    .max(34, fieldErrors.tooLong)
    .transform((value: unknown) => (typeof value === 'string' ? normaliseIban(value) : value))
    // Two reasons, so the driver is told what to fix: the shape (not HR and 19 digits), or, for the right shape, a
    // digit mistyped, which only the check digits reveal.
    .test('iban', ibanErrors.shape, (value) => !value || hasCroatianShape(value))
    .test(
      'check-digits',
      ibanErrors.checkDigits,
      (value) => !value || !hasCroatianShape(value) || isCroatianIban(value),
    )
    .required(fieldErrors.required);
