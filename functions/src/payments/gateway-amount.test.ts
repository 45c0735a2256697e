import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountToCents, centsToAmount } from './gateway-amount.js';

describe('amountToCents', () => {
  it.each([
    ['123.54', 12_354],
    ['0.00', 0],
    ['0.05', 5],
    ['0.50', 50],
    ['1.00', 100],
    ['0.29', 29],
    ['1234.56', 123_456],
    ['9999999999999.99', 999_999_999_999_999],
  ])('reads %s as %i cents', (amount, cents) => {
    expect(amountToCents(amount)).toBe(cents);
  });

  it.each([
    '123,54',
    '1.5',
    '1.234',
    '1',
    '.50',
    '01.00',
    '-1.00',
    '+1.00',
    ' 1.00',
    '1.00 ',
    '1e3.00',
    '1.234,56',
    '1,234.56',
    '１.００',
    '',
    '10000000000000.00',
  ])('refuses %j', (amount) => {
    expect(amountToCents(amount)).toBeNull();
  });
});

describe('centsToAmount', () => {
  it.each([
    [12_354, '123.54'],
    [0, '0.00'],
    [5, '0.05'],
    [29, '0.29'],
    [100, '1.00'],
    [123_456, '1234.56'],
    [999_999_999_999_999, '9999999999999.99'],
  ])('writes %i cents as %s', (cents, amount) => {
    expect(centsToAmount(cents)).toBe(amount);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 1_000_000_000_000_000])('throws for %d', (cents) => {
    expect(() => centsToAmount(cents)).toThrow(RangeError);
  });

  it('round-trips every amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999_999 }), (cents) => {
        expect(amountToCents(centsToAmount(cents))).toBe(cents);
      }),
    );
  });
});
