import { describe, expect, it } from 'vitest';
import { fromPrices } from './from-prices';

describe('"from" prices on the home page', () => {
  it('are the lowest prices of the tariff for a passenger car, tax included (fixtures/README.md)', () => {
    expect(fromPrices()).toEqual({
      // 155 (≤ 40 kW) × 0.85 (e.g. BM) × 1.00 (age 30–64) = 131.75; −50 % bonus = 65.88; + 15 % tax 9.88
      MTPL: 75.76,
      MTPL_ACC: 14,
      MTPL_ACC_EXT: 27,
      MTPL_ASS: 12,
      MTPL_ASS_EUR: 24,
      // 10 % of 131.75 = 13.18; + 15 % tax 1.98
      MTPL_BP: 15.16,
      // the casco minimum net premium 150 + 10 % tax
      MOD_FULL: 165,
    });
  });
});
