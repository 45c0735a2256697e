import { describe, expect, it } from 'vitest';
import { TEST_CARDS, maskPan, otherCard, passesLuhn, testCardFor } from './test-cards.js';

describe('test cards', () => {
  it.each(TEST_CARDS.map((card) => [card.number, card] as const))(
    '%s passes the Luhn check and is found',
    (_, card) => {
      const digits = card.number.replaceAll(' ', '');
      expect(passesLuhn(digits)).toBe(true);
      expect(testCardFor(digits)).toBe(card);
    },
  );

  it('gives every other card a decline: do not honour', () => {
    expect(testCardFor('5555555555554444')).toBe(otherCard);
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
