import { describe, expect, it } from 'vitest';
import { formatEuros } from './money';

const intl = new Intl.NumberFormat('hr-HR', { style: 'currency', currency: 'EUR' });

describe('formatEuros', () => {
  it('writes hr-HR euros with a decimal comma and the sign after the amount', () => {
    expect(formatEuros(1234.5)).toBe('1.234,50\u00a0€');
    expect(formatEuros(0)).toBe('0,00\u00a0€');
    expect(formatEuros(-1.5)).toBe('\u22121,50\u00a0€');
  });

  it('writes every amount exactly as the hr-HR currency formatter does', () => {
    const amounts = [0.005, 1.005, 2.675, 12.345, 999.995, 1_000_000, 1234567.891, -0.004, -0.005, -12_345.6];
    // A fixed spread of prices with up to three decimals, the shapes a price, a discount or a coupon takes.
    for (let index = 0; index < 5000; index += 1) amounts.push(((index * 7919) % 2_000_003) / 1000 - 500);
    for (const amount of amounts) expect(formatEuros(amount), String(amount)).toBe(intl.format(amount));
  });
});
