import { describe, expect, it } from 'vitest';
import { formatEuros } from './money';

describe('formatEuros', () => {
  it('writes hr-HR euros with a decimal comma and the sign after the amount', () => {
    expect(formatEuros(1234.5).replace(/\s/g, ' ')).toBe('1.234,50 €');
    expect(formatEuros(0).replace(/\s/g, ' ')).toBe('0,00 €');
  });
});
