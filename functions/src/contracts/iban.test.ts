import { describe, expect, it } from 'vitest';
import { ibanSchema } from './iban.js';
import { isCroatianIban, maskIban, normaliseIban } from './iban-rules.js';

describe('Croatian IBAN', () => {
  it('accepts a valid IBAN however it is typed', () => {
    for (const typed of ['HR1210010051863000160', 'hr12 1001 0051 8630 0016 0', 'HR12-1001-0051-8630-0016-0'])
      expect(isCroatianIban(typed)).toBe(true);
    expect(normaliseIban(' hr12 1001-0051 8630 0016 0 ')).toBe('HR1210010051863000160');
  });

  it('refuses a wrong check digit, a foreign IBAN, letters and a wrong length', () => {
    expect(isCroatianIban('HR1310010051863000160')).toBe(false);
    expect(isCroatianIban('HR1210010051863000161')).toBe(false);
    expect(isCroatianIban('DE89370400440532013000')).toBe(false);
    expect(isCroatianIban('HR121001005186300016')).toBe(false);
    expect(isCroatianIban('HR12100100518630001600')).toBe(false);
    expect(isCroatianIban('HR12A0010051863000160')).toBe(false);
  });

  it('masks all but the country and the last four digits', () => {
    expect(maskIban('hr12 1001 0051 8630 0016 0')).toBe('HR** **** **** **** *016 0');
  });

  it('the schema answers the normalised IBAN', async () => {
    await expect(ibanSchema().validate('hr12 1001 0051 8630 0016 0')).resolves.toBe('HR1210010051863000160');
  });

  // Issue 42: a mistyped digit was told the IBAN must be "HR and 19 digits", which it was.
  it.each([['HR12 1001 0051 8630 0016 1'], ['HR13 1001 0051 8630 0016 0'], ['HR12 1001 0051 8360 0016 0']])(
    'says %j has the right shape but check digits that do not match',
    async (typed) => {
      await expect(ibanSchema().validate(typed)).rejects.toThrow(/^iban-check-digits$/);
    },
  );

  it.each([
    ['DE89370400440532013000'],
    ['HR12 1001 0051 8630 0016'],
    ['HR12 1001 0051 8630 0016 00'],
    ['HR12A0010051863000160'],
  ])('says %j is not HR and 19 digits', async (typed) => {
    await expect(ibanSchema().validate(typed)).rejects.toThrow(/^invalid-iban$/);
  });
});
