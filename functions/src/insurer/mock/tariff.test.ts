import { describe, expect, it } from 'vitest';
import type { CoverCode } from '../../contracts/covers.js';
import { registrationAreas } from '../../contracts/registration-areas.js';
import type { InsurerPremiumCover } from '../insurer-api.js';
import { defaultFixturesDir, loadFixtures } from './fixtures.js';
import { priceQuote, type Quote, type QuoteInput } from './tariff.js';

const { tariff } = loadFixtures(defaultFixturesDir);

/** A 40-year-old driver in the entry class, a neutral zone (factor 1.00), a 5-year-old mainstream M1 car. */
const ordinary: QuoteInput = {
  manufacturer: 'Volkswagen',
  yearOfManufacture: 2021,
  enginePowerInKw: 96,
  categoryDesc: 'M1',
  historic: false,
  registrationArea: 'KA',
  driverAge: 40,
  bonusMalusClass: 0,
  policyStartYear: 2026,
};

const quote = (change: Partial<QuoteInput> = {}): Quote => priceQuote(tariff, { ...ordinary, ...change });

function coverOf(result: Quote, code: CoverCode): InsurerPremiumCover {
  const found = result.premiumCovers.find((cover) => cover.coverCode === code);
  if (!found) throw new Error(`no ${code} in the quote`);
  return found;
}

const mtpl = (change: Partial<QuoteInput> = {}) => coverOf(quote(change), 'MTPL');

const cents = (euros: number) => Math.round(euros * 100);

describe('MTPL base premium by engine power', () => {
  it.each([
    [40, 155],
    [41, 165],
    [55, 165],
    [56, 185],
    [70, 185],
    [71, 210],
    [85, 210],
    [86, 240],
    [100, 240],
    [101, 275],
    [130, 275],
    [131, 320],
    [170, 320],
    [171, 380],
    [441, 380],
  ])('%i kW is in the band of %d € net', (enginePowerInKw, net) => {
    expect(mtpl({ enginePowerInKw }).taxBasisAmt).toBe(net);
  });

  it('never gets cheaper with more power', () => {
    const prices = [30, 40, 41, 60, 80, 95, 120, 150, 200].map((kW) => mtpl({ enginePowerInKw: kW }).grossPremiumAmt);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('prices vans higher and motorcycles lower than a car of the same power', () => {
    const car = mtpl({ enginePowerInKw: 96 }).taxBasisAmt;
    expect(mtpl({ enginePowerInKw: 96, categoryDesc: 'N1' }).taxBasisAmt).toBe(336);
    expect(mtpl({ enginePowerInKw: 96, categoryDesc: 'L3' }).taxBasisAmt).toBe(132);
    expect(mtpl({ enginePowerInKw: 96, categoryDesc: '1' }).taxBasisAmt).toBe(car);
  });
});

describe('zone by registration area', () => {
  it('has a factor for each of the 36 areas', () => {
    expect(Object.keys(tariff.mtpl.zoneFactors).sort()).toEqual([...registrationAreas].sort());
  });

  it('is highest in Zagreb, then Split', () => {
    const others = registrationAreas.filter((area) => area !== 'ZG' && area !== 'ST');
    const zg = mtpl({ registrationArea: 'ZG' }).grossPremiumAmt;
    const st = mtpl({ registrationArea: 'ST' }).grossPremiumAmt;
    expect(zg).toBeGreaterThan(st);
    for (const area of others) expect(mtpl({ registrationArea: area }).grossPremiumAmt).toBeLessThan(st);
  });

  it('is lower in rural areas than the default zone of a vehicle without a plate', () => {
    const noPlate = mtpl({ registrationArea: null }).grossPremiumAmt;
    for (const area of ['GS', 'OG', 'ŽU', 'VT'] as const)
      expect(mtpl({ registrationArea: area }).grossPremiumAmt).toBeLessThan(noPlate);
    expect(mtpl({ registrationArea: null }).taxBasisAmt).toBe(240);
  });

  it('applies a percent zone discount inside the MTPL price only', () => {
    const result = quote({ registrationArea: 'VŽ' });
    expect(result.discountZone).toEqual({ code: 'ZONA-VZ-10', discountAmount: 10, discountAmountType: 'percent' });
    expect(coverOf(result, 'MTPL')).toEqual({
      coverCode: 'MTPL',
      grossPremiumAmt: 276,
      discountedPrice: 248.4,
      taxBasisAmt: 216,
      // 216 × 0.95 = 205.20 + 15 % tax 30.78
      singlePaymentPrice: 235.98,
    });
    expect(coverOf(result, 'MTPL_BP').taxBasisAmt).toBe(24);
  });

  it('applies an amount zone discount to the net premium', () => {
    const result = quote({ registrationArea: 'DU' });
    expect(result.discountZone).toEqual({ code: 'ZONA-DU-10EUR', discountAmount: 10, discountAmountType: 'amount' });
    expect(coverOf(result, 'MTPL')).toEqual({
      coverCode: 'MTPL',
      grossPremiumAmt: 289.8,
      discountedPrice: 278.3,
      taxBasisAmt: 242,
      // 242 × 0.95 = 229.90 + 15 % tax 34.485 → 34.49
      singlePaymentPrice: 264.39,
    });
  });

  it('has no zone discount elsewhere', () => {
    expect(quote({ registrationArea: 'ZG' }).discountZone).toBeNull();
    expect(quote({ registrationArea: null }).discountZone).toBeNull();
  });
});

describe('driver age', () => {
  it.each([
    [18, 1.6],
    [21, 1.6],
    [22, 1.35],
    [24, 1.35],
    [25, 1.15],
    [29, 1.15],
    [30, 1],
    [64, 1],
    [65, 1.1],
    [90, 1.1],
  ])('at %i multiplies the net premium by %d', (driverAge, factor) => {
    expect(cents(mtpl({ driverAge }).taxBasisAmt)).toBe(Math.round(24_000 * factor));
  });
});

describe('bonus-malus', () => {
  it.each([
    [-3, 50],
    [-2, 30],
    [-1, 15],
    [0, 0],
    [1, -10],
    [2, -15],
    [3, -20],
    [4, -25],
    [5, -30],
    [6, -35],
    [7, -40],
    [8, -45],
    [9, -50],
  ])('class %i changes the MTPL price by %i %%', (bonusMalusClass, percent) => {
    const result = quote({ bonusMalusClass });
    const cover = coverOf(result, 'MTPL');
    expect(result.bonusMalusPercent).toBe(percent);
    expect(cover.grossPremiumAmt).toBe(276);
    expect(cents(cover.taxBasisAmt)).toBe(Math.round(240 * (100 + percent)));
  });

  it('leaves the add-ons alone', () => {
    const newDriver = quote({ bonusMalusClass: 0 });
    const maxBonus = quote({ bonusMalusClass: 9 });
    for (const code of ['MTPL_ACC', 'MTPL_ACC_EXT', 'MTPL_ASS', 'MTPL_ASS_EUR', 'MTPL_BP', 'MOD_FULL'] as const)
      expect(coverOf(maxBonus, code)).toEqual(coverOf(newDriver, code));
  });
});

describe('premium tax and rounding', () => {
  it.each([
    ['MTPL', 15],
    ['MTPL_BP', 15],
    ['MOD_FULL', 10],
    ['MTPL_ACC', 0],
    ['MTPL_ACC_EXT', 0],
    ['MTPL_ASS', 0],
    ['MTPL_ASS_EUR', 0],
  ] as const)('%s carries %i %% premium tax', (code, taxPercent) => {
    for (const input of [{}, { bonusMalusClass: 9 }, { registrationArea: 'VŽ' }, { enginePowerInKw: 73 }]) {
      const cover = coverOf(quote(input), code);
      expect(cents(cover.discountedPrice)).toBe(
        cents(cover.taxBasisAmt) + Math.round(cents(cover.taxBasisAmt) * (taxPercent / 100)),
      );
    }
  });

  it('rounds half a cent up', () => {
    // 210 € × 0.95 (Bjelovar) = 199.50 € net; 15 % of it is 29.925 €.
    expect(mtpl({ enginePowerInKw: 80, registrationArea: 'BJ' })).toMatchObject({
      grossPremiumAmt: 229.43,
      taxBasisAmt: 199.5,
    });
  });

  it('rounds the net premium once, after every factor', () => {
    // 210 × 0.95 × 1.35 = 269.325 → 269.33
    expect(mtpl({ enginePowerInKw: 80, registrationArea: 'BJ', driverAge: 23 }).taxBasisAmt).toBe(269.33);
  });

  it('gives every amount in whole cents', () => {
    for (const area of registrationAreas)
      for (const driverAge of [19, 23, 27, 45, 70])
        for (const cover of quote({ registrationArea: area, driverAge, bonusMalusClass: 3 }).premiumCovers)
          for (const amount of [
            cover.grossPremiumAmt,
            cover.discountedPrice,
            cover.taxBasisAmt,
            cover.singlePaymentPrice,
          ])
            expect(Math.round(amount * 100) / 100).toBe(amount);
  });
});

describe('the one-payment price', () => {
  it('takes the tariff’s 5 % off every cover, to within the cent its own rounding of basis and tax costs', () => {
    expect(tariff.payment.singlePaymentDiscountPercent).toBe(5);
    for (const input of [{}, { bonusMalusClass: 9 }, { registrationArea: 'VŽ' }, { registrationArea: 'DU' }])
      for (const cover of quote(input).premiumCovers) {
        expect(cover.singlePaymentPrice).toBeLessThan(cover.discountedPrice);
        expect(Math.abs(cents(cover.singlePaymentPrice) - cents(cover.discountedPrice) * 0.95)).toBeLessThanOrEqual(1);
      }
  });

  it('follows the percent of the tariff file: none makes it the price in instalments', () => {
    const withoutDiscount = { ...tariff, payment: { singlePaymentDiscountPercent: 0 } };
    for (const cover of priceQuote(withoutDiscount, ordinary).premiumCovers)
      expect(cover.singlePaymentPrice).toBe(cover.discountedPrice);
    const tenPercent = { ...tariff, payment: { singlePaymentDiscountPercent: 10 } };
    // 240 € basis × 0.90 = 216.00 + 15 % tax 32.40
    expect(coverOf(priceQuote(tenPercent, ordinary), 'MTPL').singlePaymentPrice).toBe(248.4);
  });
});

describe('whole quotes', () => {
  it('prices every cover, MTPL first', () => {
    expect(quote().premiumCovers.map((cover) => cover.coverCode)).toEqual([
      'MTPL',
      'MTPL_ACC',
      'MTPL_ACC_EXT',
      'MTPL_ASS',
      'MTPL_ASS_EUR',
      'MTPL_BP',
      'MOD_FULL',
    ]);
  });

  it('matches the worked example of fixtures/README.md (Golf, Zagreb, 40 years, maximum bonus)', () => {
    const result = quote({ registrationArea: 'ZG', bonusMalusClass: 9 });
    expect(result.premiumCovers).toEqual([
      {
        coverCode: 'MTPL',
        grossPremiumAmt: 331.2,
        discountedPrice: 165.6,
        taxBasisAmt: 144,
        singlePaymentPrice: 157.32,
      },
      { coverCode: 'MTPL_ACC', grossPremiumAmt: 14, discountedPrice: 14, taxBasisAmt: 14, singlePaymentPrice: 13.3 },
      {
        coverCode: 'MTPL_ACC_EXT',
        grossPremiumAmt: 27,
        discountedPrice: 27,
        taxBasisAmt: 27,
        singlePaymentPrice: 25.65,
      },
      { coverCode: 'MTPL_ASS', grossPremiumAmt: 12, discountedPrice: 12, taxBasisAmt: 12, singlePaymentPrice: 11.4 },
      {
        coverCode: 'MTPL_ASS_EUR',
        grossPremiumAmt: 24,
        discountedPrice: 24,
        taxBasisAmt: 24,
        singlePaymentPrice: 22.8,
      },
      {
        coverCode: 'MTPL_BP',
        grossPremiumAmt: 33.12,
        discountedPrice: 33.12,
        taxBasisAmt: 28.8,
        singlePaymentPrice: 31.46,
      },
      {
        coverCode: 'MOD_FULL',
        grossPremiumAmt: 536.38,
        discountedPrice: 536.38,
        taxBasisAmt: 487.62,
        singlePaymentPrice: 509.56,
      },
    ]);
    expect(result.estimatedVehicleValueInEuros).toBe(13_932);
    expect(result.bonusMalusPercent).toBe(-50);
  });

  it('puts an ordinary car (41–170 kW, driver 30–64) between 150 € and 450 € before bonus in every zone', () => {
    for (const area of registrationAreas)
      for (const enginePowerInKw of [41, 55, 70, 85, 100, 130, 170])
        for (const driverAge of [30, 64]) {
          const { grossPremiumAmt } = mtpl({ registrationArea: area, enginePowerInKw, driverAge });
          expect(grossPremiumAmt).toBeGreaterThanOrEqual(150);
          expect(grossPremiumAmt).toBeLessThanOrEqual(450);
        }
  });

  it('keeps a historic vehicle under the product minimum of 50 € whatever the zone and driver', () => {
    for (const input of [
      {},
      { registrationArea: 'ZG', driverAge: 18 },
      { bonusMalusClass: -3, enginePowerInKw: 300 },
    ]) {
      const cover = mtpl({ ...input, historic: true, yearOfManufacture: 1989 });
      expect(cover.grossPremiumAmt).toBe(41.4);
      expect(cover.grossPremiumAmt).toBeLessThan(50);
    }
  });
});

describe('full casco (MOD_FULL)', () => {
  const value = (change: Partial<QuoteInput>) => quote(change).estimatedVehicleValueInEuros;

  it('values premium makes above mainstream above budget ones', () => {
    expect(value({ manufacturer: 'Dacia' })).toBeLessThan(value({ manufacturer: 'Volkswagen' }));
    expect(value({ manufacturer: 'Volkswagen' })).toBeLessThan(value({ manufacturer: 'BMW' }));
  });

  it('does not care how the make is spelt', () => {
    expect(value({ manufacturer: 'Skoda' })).toBe(value({ manufacturer: 'Škoda' }));
    expect(value({ manufacturer: 'mercedes benz' })).toBe(value({ manufacturer: 'Mercedes-Benz' }));
  });

  it('loses 12 % of the value a year', () => {
    expect(value({ yearOfManufacture: 2026 })).toBe(26_400);
    expect(value({ yearOfManufacture: 2025 })).toBe(23_232);
    expect(value({ yearOfManufacture: null })).toBe(Math.round(26_400 * 0.88 ** 10));
    expect(value({ yearOfManufacture: 1990 })).toBe(1000);
  });

  it('costs 3.5 % of the value plus 10 % tax, at least 150 € net', () => {
    expect(coverOf(quote({ yearOfManufacture: 2026 }), 'MOD_FULL')).toEqual({
      coverCode: 'MOD_FULL',
      grossPremiumAmt: 1016.4,
      discountedPrice: 1016.4,
      taxBasisAmt: 924,
      singlePaymentPrice: 965.58,
    });
    expect(coverOf(quote({ yearOfManufacture: 2000 }), 'MOD_FULL').taxBasisAmt).toBe(150);
  });

  it('uses the agreed value of a historic vehicle', () => {
    expect(value({ historic: true, yearOfManufacture: 1989 })).toBe(6000);
  });
});
