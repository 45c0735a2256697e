import { describe, expect, it } from 'vitest';
import { isValidOib } from './oib.js';

describe('isValidOib (ISO 7064 MOD 11,10)', () => {
  it('accepts numbers whose last digit is the check digit', () => {
    for (const oib of ['69435151530', '12345678903', '00000000001', '94577403194'])
      expect(isValidOib(oib), oib).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    expect(isValidOib('69435151531')).toBe(false);
    expect(isValidOib('12345678900')).toBe(false);
  });

  it('refuses anything that is not exactly 11 digits', () => {
    for (const value of ['', '1234567890', '123456789012', '6943515153a', ' 69435151530'])
      expect(isValidOib(value)).toBe(false);
  });
});
