import { describe, expect, it } from 'vitest';
import { ibanSchema, isCroatianIban, maskIban, normaliseIban } from './iban.js';

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

  it('the schema answers the normalised IBAN and refuses a bad one with invalid', async () => {
    await expect(ibanSchema().validate('hr12 1001 0051 8630 0016 0')).resolves.toBe('HR1210010051863000160');
    await expect(ibanSchema().validate('HR1310010051863000160')).rejects.toThrow('invalid');
  });
});
