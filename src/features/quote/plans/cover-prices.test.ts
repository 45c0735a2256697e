import { describe, expect, it } from 'vitest';
import { testPricing } from '../../../test/quote-kit';
import { checkboxAddOns, coverPrice, formatZoneDiscount } from './cover-prices';

describe('cover prices', () => {
  it('reads what a cover costs the driver from the quote', () => {
    expect(coverPrice(testPricing, 'MTPL')).toBe(270);
    expect(coverPrice({ ...testPricing, premiumCovers: [] }, 'MTPL_BP')).toBeUndefined();
  });

  it('offers every add-on but full casco as a checkbox', () => {
    expect(checkboxAddOns).not.toContain('full-casco');
    expect(checkboxAddOns).toHaveLength(5);
  });

  it('writes a zone discount as readers of each language write it', () => {
    const percent = (discountAmount: number) => ({
      code: 'ZG',
      discountAmount,
      discountAmountType: 'percent' as const,
    });
    const amount = { code: 'ZG', discountAmount: 15, discountAmountType: 'amount' as const };
    expect(formatZoneDiscount(percent(10), 'hr')).toBe('10 %');
    expect(formatZoneDiscount(percent(7.5), 'hr')).toBe('7,5 %');
    expect(formatZoneDiscount(amount, 'hr')).toBe('15,00\u00a0€');
    expect(formatZoneDiscount(percent(7.5), 'en')).toBe('7.5%');
    expect(formatZoneDiscount(amount, 'en')).toBe('€15.00');
  });
});
