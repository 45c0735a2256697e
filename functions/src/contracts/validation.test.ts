import { describe, expect, it } from 'vitest';
import { illFormedTextPath, utmTagsSchema } from './validation.js';
import { displayDateToIso, emailPattern, isoToDisplayDate } from './field-rules.js';

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

describe('optional fields', () => {
  it('accept null where the contract allows it, as the SPA sends for fields left empty', async () => {
    const { pricingRequestSchema } = await import('./get-groupama-pricing-for-options.js');
    const { saveWorkInProgressRequestSchema } = await import('./work-in-progress.js');
    const pricing = {
      platform: 'web',
      platformVersion: 'v1.56.2',
      licensePlate: 'ZG5678CD',
      vin: null,
      vehicleDetails: null,
      dateOfBirth: '14/05/1980',
      personalIdentificationNumber: '27182818283',
      contactEmail: 'ivana@primjer.hr',
      phoneNumberPrefix: '+385',
      phoneNumber: '912345678',
      policyStartDate: null,
      policyAccepted: true,
      discountCode: null,
      wipId: null,
      utmTags: null,
      deviceType: null,
      referrerId: null,
      referralIndividualId: null,
    };
    expect(pricingRequestSchema.isValidSync(pricing, { strict: true })).toBe(true);
    const wip = {
      platform: 'web',
      platformVersion: 'v1.56.2',
      wipId: null,
      lastStep: 'calculate-price',
      onboardingProgress: null,
      fields: {
        licensePlate: null,
        vin: null,
        dateOfBirth: null,
        PIN: null,
        email: null,
        phone: null,
        prefix: null,
        policyAccepted: null,
      },
    };
    expect(saveWorkInProgressRequestSchema.isValidSync(wip, { strict: true })).toBe(true);
  });
});

describe('text that cannot be stored', () => {
  it('is found by its path, however deep, in values and in keys', () => {
    expect(illFormedTextPath({ a: 'ok', b: { c: ['fine', 'x\ud800y'] } })).toBe('b.c[1]');
    expect(illFormedTextPath({ ['\udc00']: 1 })).toBe('\udc00');
    expect(illFormedTextPath('\udfff')).toBe('(request)');
  });

  it('lets every real character through, emoji and Croatian letters included', () => {
    expect(illFormedTextPath({ name: 'Đurđa Šimić 😀', list: ['č', 'ć', 'ž'] })).toBeUndefined();
  });
});
