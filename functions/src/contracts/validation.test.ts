import { describe, expect, it } from 'vitest';
import { displayDateToIso, emailPattern, isoToDisplayDate, utmTagsSchema } from './validation.js';

describe('email pattern (spec §5)', () => {
  it.each(['ivana.horvat@primjer.hr', 'IVANA_H-1@Mail.Example.com', 'marko+osiguranje@gmail.com', 'a@b.museum'])(
    'accepts %s',
    (email) => expect(emailPattern.test(email)).toBe(true),
  );

  it.each([
    'ivana@primjer',
    'ivana@primjer.h',
    'ivana@primjer.abcdefghij',
    'iva na@primjer.hr',
    'ivana@@primjer.hr',
    'ivana@primjer.hr.',
    'ivana!@primjer.hr',
  ])('refuses %s', (email) => expect(emailPattern.test(email)).toBe(false));
});

describe('dd/MM/yyyy dates (spec §5)', () => {
  it('turn into ISO dates when they exist on the calendar', () => {
    expect(displayDateToIso('07/03/1985')).toBe('1985-03-07');
    expect(displayDateToIso('29/02/2024')).toBe('2024-02-29');
    expect(isoToDisplayDate('1985-03-07')).toBe('07/03/1985');
  });

  it('refuse impossible days, other years than 19xx/20xx and other formats', () => {
    for (const text of [
      '31/02/2000',
      '29/02/2023',
      '01/13/2000',
      '01/01/1899',
      '01/01/2100',
      '1/1/2000',
      '2000-01-01',
    ]) {
      expect(displayDateToIso(text), text).toBeUndefined();
    }
  });
});

describe('utm tags', () => {
  const valid = (value: unknown) => utmTagsSchema().nullable().isValidSync(value, { strict: true });

  it('accept a flat map of short strings', () => {
    expect(valid({ utm_source: 'google', utm_campaign: 'jesen-2026', rid: 'demo-driver' })).toBe(true);
    expect(valid(null)).toBe(true);
  });

  it('refuse nested values, arrays, prototype keys and floods', () => {
    expect(valid({ utm_source: { nested: 'x' } })).toBe(false);
    expect(valid(['utm_source'])).toBe(false);
    expect(valid(JSON.parse('{"__proto__": "x"}'))).toBe(false);
    expect(valid({ constructor: 'x' })).toBe(false);
    expect(valid(Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v'])))).toBe(false);
    expect(valid({ utm_source: 'x'.repeat(257) })).toBe(false);
  });
});
