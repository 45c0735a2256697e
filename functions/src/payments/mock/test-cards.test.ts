import { describe, expect, it } from 'vitest';
import { TEST_CARDS, cardBrandOf, maskPan, otherCard, passesLuhn, testCardFor } from './test-cards.js';

describe('test cards', () => {
  it.each(TEST_CARDS.map((card) => [card.number, card] as const))(
    '%s passes the Luhn check and is found',
    (_, card) => {
      const digits = card.number.replaceAll(' ', '');
      expect(passesLuhn(digits)).toBe(true);
      expect(testCardFor(digits)).toBe(card);
    },
  );

  it('has an approved card of every brand, each saying what it allows', () => {
    const approved = TEST_CARDS.filter((card) => card.outcome === 'approved' && !card.challenge);
    const byBrand = (brand: string) => approved.find((card) => cardBrandOf(card.number.replaceAll(' ', '')) === brand);
    expect(byBrand('visa')?.behaviour).toMatch(/^Visa \(up to 6 instalments\); approved/);
    expect(byBrand('master')?.behaviour).toMatch(/^Mastercard \(up to 6 instalments\); approved/);
    expect(byBrand('diners')?.behaviour).toMatch(/^Diners Club \(up to 12 instalments\); approved/);
    expect(byBrand('amex')?.behaviour).toMatch(/^American Express \(up to 12 instalments\); approved/);
    expect(byBrand('maestro')?.behaviour).toMatch(/^Maestro \(no instalments\); approved/);
  });

  it('gives every other card a decline: do not honour', () => {
    expect(testCardFor('5105105105105100')).toBe(otherCard);
    expect(otherCard).toMatchObject({ outcome: 'declined', responseCode: '05' });
  });

  it('tells a mistyped number by the Luhn check', () => {
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
  });

  it('masks all but the first six and the last four digits', () => {
    expect(maskPan('4111111111111111')).toBe('411111******1111');
    expect(maskPan('4000056655665556123')).toBe('400005*********6123');
  });
});

describe('card brand by the first digits', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['4000000000009995', 'visa'],
    ['5100000000000000', 'master'],
    ['5555555555554444', 'master'],
    ['2221000000000000', 'master'],
    ['2720990000000000', 'master'],
    ['5018000000000000', 'maestro'],
    ['5600000000000000', 'maestro'],
    ['6759649826438453', 'maestro'],
    ['6999000000000000', 'maestro'],
    ['36000000000008', 'diners'],
    ['38000000000000', 'diners'],
    ['30000000000000', 'diners'],
    ['30599999999999', 'diners'],
    ['340000000000000', 'amex'],
    ['378282246310005', 'amex'],
  ])('%s is %s', (digits, brand) => {
    expect(cardBrandOf(digits)).toBe(brand);
  });

  it.each([
    ['2220990000000000', 'just below Mastercard'],
    ['2721000000000000', 'just above Mastercard'],
    ['3530111333300000', 'JCB'],
    ['30600000000000', 'between Diners ranges'],
    ['7000000000000000', 'no brand'],
  ])('%s (%s) is no brand the gateway names', (digits) => {
    expect(cardBrandOf(digits)).toBeNull();
  });
});
