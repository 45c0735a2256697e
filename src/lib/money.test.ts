import { describe, expect, it } from 'vitest';
import { formatEuros } from './money';

// A fixed spread of prices with up to three decimals, the shapes a price, a discount or a coupon takes.
const amounts = [0.005, 1.005, 2.675, 12.345, 999.995, 1_000_000, 6_450_000, 1234567.891, -0.004, -0.005, -12_345.6];
for (let index = 0; index < 5000; index += 1) amounts.push(((index * 7919) % 2_000_003) / 1000 - 500);

describe('formatEuros', () => {
  it('writes Croatian euros with a decimal comma and the sign after the amount', () => {
    expect(formatEuros(1234.5)).toBe('1.234,50\u00a0€');
    expect(formatEuros(189.75, 'hr')).toBe('189,75\u00a0€');
    expect(formatEuros(0)).toBe('0,00\u00a0€');
    expect(formatEuros(-1.5)).toBe('\u22121,50\u00a0€');
  });

  it('writes English euros with the sign first, a decimal point and thousands commas', () => {
    expect(formatEuros(189.75, 'en')).toBe('€189.75');
    expect(formatEuros(6_450_000, 'en')).toBe('€6,450,000.00');
    expect(formatEuros(0, 'en')).toBe('€0.00');
    expect(formatEuros(-1.5, 'en')).toBe('-€1.50');
  });

  it('writes every amount exactly as the currency formatter of each language does', () => {
    const hr = new Intl.NumberFormat('hr-HR', { style: 'currency', currency: 'EUR' });
    const en = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });
    for (const amount of amounts) {
      expect(formatEuros(amount), String(amount)).toBe(hr.format(amount));
      expect(formatEuros(amount, 'en'), String(amount)).toBe(en.format(amount));
    }
  });
});
