import { describe, expect, it } from 'vitest';
import { formatEuros } from '../../../lib/money';
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

  it('writes a zone discount as Croatian drivers read it', () => {
    expect(formatZoneDiscount({ code: 'ZG', discountAmount: 10, discountAmountType: 'percent' })).toBe('10 %');
    expect(formatZoneDiscount({ code: 'ZG', discountAmount: 7.5, discountAmountType: 'percent' })).toBe('7,5 %');
    expect(formatZoneDiscount({ code: 'ZG', discountAmount: 15, discountAmountType: 'amount' })).toBe(formatEuros(15));
  });
});
