import type { CoverCode } from '@contracts/covers';
import { addOns, casco, mtpl } from '../../../fixtures/insurer/tariff.json';

// The tariff's own rounding: whole cents, half a cent up, each step rounded on its own (fixtures/README.md).
const cents = (euros: number) => Math.round(euros * 100);
const withTax = (netCents: number, taxPercent: number) => netCents + Math.round((netCents * taxPercent) / 100);

const cheapestBand = Math.min(...mtpl.powerBands.map((band) => band.netPremium));
const cheapestAge = Math.min(...mtpl.driverAgeBands.map((age) => age.factor));
const bestBonusPercent = Math.min(...mtpl.bonusMalusClasses.map((entry) => entry.percent));
const zoneDiscounts: Record<string, { discountAmount: number; discountAmountType: string } | undefined> =
  mtpl.zoneDiscounts;

/** MTPL net premium of a passenger car with the smallest engine and a driver aged 30–64, in an area. */
const mtplNetCents = (zoneFactor: number) => cents(cheapestBand * mtpl.categoryFactors.M1 * zoneFactor * cheapestAge);

function lowestMtplPriceCents(): number {
  // A zone discount can make a dearer area cheaper in the end, so every area is priced.
  const prices = Object.entries(mtpl.zoneFactors).map(([area, factor]) => {
    const net = mtplNetCents(factor);
    let basis = net + Math.round((net * bestBonusPercent) / 100);
    const discount = zoneDiscounts[area];
    if (discount?.discountAmountType === 'percent') basis -= Math.round((basis * discount.discountAmount) / 100);
    else if (discount) basis = Math.max(basis - cents(discount.discountAmount), 0);
    return withTax(basis, mtpl.taxPercent);
  });
  return Math.min(...prices);
}

/**
 * The "from" price of each cover, in euros: the lowest a passenger car can pay in the insurer's tariff. Worked out
 * from the tariff at build time, so the home page never states a price the quote would not give.
 */
export function fromPrices(): Record<CoverCode, number> {
  // Bonus protection is a share of the MTPL net premium before bonus-malus.
  const lowestNet = Math.min(...Object.values(mtpl.zoneFactors).map(mtplNetCents));
  const bonusProtectionNet = Math.round((lowestNet * addOns.MTPL_BP.percentOfMtplNet) / 100);
  const flat = (code: 'MTPL_ACC' | 'MTPL_ACC_EXT' | 'MTPL_ASS' | 'MTPL_ASS_EUR') =>
    withTax(cents(addOns[code].netPremium), addOns[code].taxPercent) / 100;
  return {
    MTPL: lowestMtplPriceCents() / 100,
    MTPL_ACC: flat('MTPL_ACC'),
    MTPL_ACC_EXT: flat('MTPL_ACC_EXT'),
    MTPL_ASS: flat('MTPL_ASS'),
    MTPL_ASS_EUR: flat('MTPL_ASS_EUR'),
    MTPL_BP: withTax(bonusProtectionNet, addOns.MTPL_BP.taxPercent) / 100,
    MOD_FULL: withTax(cents(casco.minimumNetPremium), casco.taxPercent) / 100,
  };
}
