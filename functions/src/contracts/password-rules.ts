/**
 * The password rules of an account, stated on every page that sets a password (register, reset, change) and checked
 * there before Firebase Auth sees the password. Firebase's own password policy must be set to the same rules in the
 * console of a real project (docs/decisions/0006-accounts.md); the emulator only asks for six characters.
 */
import * as yup from 'yup';
import { fieldErrors } from './field-rules.js';

export const passwordMinLength = 10;
/** Long enough for any passphrase; Firebase itself refuses more than 4096 characters. */
export const passwordMaxLength = 128;

export const passwordErrors = {
  tooShort: 'password-too-short',
  noLetter: 'password-no-letter',
  noDigit: 'password-no-digit',
  mismatch: 'password-mismatch',
} as const;

export const passwordSchema = () =>
  yup
    .string()
    .required(fieldErrors.required)
    .min(passwordMinLength, passwordErrors.tooShort)
    .max(passwordMaxLength, fieldErrors.tooLong)
    .matches(/\p{L}/u, passwordErrors.noLetter)
    .matches(/\d/, passwordErrors.noDigit);

/** The second entry of a new password, which must be the first one again. */
export const passwordRepeatSchema = (field: string) =>
  yup
    .string()
    .required(fieldErrors.required)
    .oneOf([yup.ref(field)], passwordErrors.mismatch);
