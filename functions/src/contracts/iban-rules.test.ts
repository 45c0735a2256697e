import { describe, expect, it } from 'vitest';
import { ibanInGroups, isSepaIban, normaliseIban } from './iban-rules.js';

describe('isSepaIban', () => {
  it.each([
    'HR1723600001101234565',
    'HR8024840081107654325',
    'HR1210010051863000160',
    'DE89370400440532013000',
    'SI56263300012039086',
  ])('accepts %s', (iban) => {
    expect(isSepaIban(iban)).toBe(true);
  });

  it.each([
    ['a wrong check digit', 'HR1723600001101234566'],
    ['two digits swapped', 'HR1723600001101234556'],
    ['a Croatian IBAN a digit short', 'HR172360000110123456'],
    ['a country outside SEPA', 'US12345678901234567890'],
    ['lower case (not normalised)', 'hr1723600001101234565'],
    ['spaces (not normalised)', 'HR17 2360 0001 1012 3456 5'],
    ['nothing', ''],
  ])('refuses %s', (_, iban) => {
    expect(isSepaIban(iban)).toBe(false);
  });
});

describe('normaliseIban and ibanInGroups', () => {
  it('go from what a person types to what the bank stores, and back in groups of four', () => {
    const typed = ' hr17 2360\u00a00001 1012 3456 5 ';
    expect(normaliseIban(typed)).toBe('HR1723600001101234565');
    expect(isSepaIban(normaliseIban(typed))).toBe(true);
    expect(ibanInGroups('HR1723600001101234565')).toBe('HR17 2360 0001 1012 3456 5');
  });
});
