/**
 * Money is integer cents in our code and "123.54" on the gateway's wire. The conversion works on the digits, never
 * through a float, so no amount drifts by a cent.
 */
import { amountPattern } from './gateway-api.js';

/** 13 digits of euros keep every amount a safe integer of cents. */
const maxEuroDigits = 13;

/** The cents of a wire amount ("0.00" included), or null when it is not in the wire format or too large. */
export function amountToCents(amount: string): number | null {
  if (!amountPattern.test(amount)) return null;
  const [euros = '', cents = ''] = amount.split('.');
  if (euros.length > maxEuroDigits) return null;
  return Number(euros) * 100 + Number(cents);
}

/** The wire amount of a whole, non-negative number of cents; anything else is a bug and throws a RangeError. */
export function centsToAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0 || String(cents).length > maxEuroDigits + 2) {
    throw new RangeError(`An amount must be a whole, non-negative number of cents, not ${cents}`);
  }
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
