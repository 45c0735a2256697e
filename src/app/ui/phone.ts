import { nationalPhoneNumber } from '@contracts/field-rules';

/** A number pasted with the dial code already chosen in the list loses it at once; anything else stays as typed. */
export function withoutDialCode(typed: string, dialCode: string): string {
  const national = nationalPhoneNumber(typed, dialCode);
  return /^\s*(\+|00)/.test(typed) && !/^(\+|00)/.test(national) ? national : typed;
}
