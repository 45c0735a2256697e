/**
 * The mock insurer's tariff: how a quote's prices follow from the vehicle, the registration area and the driver.
 * The numbers live in fixtures/insurer/tariff.json and are documented in fixtures/README.md; this module only
 * applies them. Money is computed in whole cents with exact integer arithmetic so every result is reproducible
 * to the cent; see `roundHalfUp`.
 */
import type { CoverCode } from '../../contracts/covers.js';
import type { InsurerPremiumCover, InsurerZoneDiscount } from '../insurer-api.js';

export interface PowerBand {
  /** Upper bound of the band in kW, inclusive; null for the open top band. */
  maxKw: number | null;
  netPremium: number;
}

export interface DriverAgeBand {
  minAge: number;
  /** Inclusive; null for the open top band. */
  maxAge: number | null;
  factor: number;
}

export interface BonusMalusStep {
  class: number;
  /** Negative for a bonus, positive for a malus. */
  percent: number;
}

export type MakeClass = 'budget' | 'mainstream' | 'premium';

/** What every policy states about its insurer and product; the tariff's, so the policy document never invents it. */
export interface PolicyTerms {
  productName: string;
  /** Policy numbers read `<prefix>-<year>-<seven digits>`. */
  policyNumberPrefix: string;
  minimumSumsInsured: { personalInjury: number; propertyDamage: number };
  territorialScope: 'green-card-system';
  /** The insurer's code in the green card system (HUO's register), three digits. */
  greenCardInsurerCode: string;
}

export interface Tariff {
  policy: PolicyTerms;
  mtpl: {
    powerBands: PowerBand[];
    categoryFactors: Record<string, number>;
    defaultCategoryFactor: number;
    historicNetPremium: number;
    zoneFactors: Record<string, number>;
    defaultZoneFactor: number;
    zoneDiscounts: Record<string, InsurerZoneDiscount>;
    minimumDriverAge: number;
    driverAgeBands: DriverAgeBand[];
    defaultBonusMalusClass: number;
    bonusMalusClasses: BonusMalusStep[];
    taxPercent: number;
  };
  addOns: {
    MTPL_ACC: FixedAddOn;
    MTPL_ACC_EXT: FixedAddOn;
    MTPL_ASS: FixedAddOn;
    MTPL_ASS_EUR: FixedAddOn;
    MTPL_BP: { percentOfMtplNet: number; taxPercent: number };
  };
  payment: {
    /** Off every cover's price (before tax) when the premium is paid at once; instalments pay the tariff's price. */
    singlePaymentDiscountPercent: number;
  };
  casco: {
    ratePercent: number;
    minimumNetPremium: number;
    taxPercent: number;
    budgetMakes: string[];
    premiumMakes: string[];
    newValue: Record<MakeClass, { base: number; perKw: number }>;
    categoryValueFactors: Record<string, number>;
    yearlyValueRetention: number;
    unknownYearAge: number;
    minimumValue: number;
    historicValue: number;
  };
}

export interface FixedAddOn {
  netPremium: number;
  taxPercent: number;
}

export interface QuoteInput {
  manufacturer: string | null;
  yearOfManufacture: number | null;
  enginePowerInKw: number;
  categoryDesc: string | null;
  /** Registered as a historic vehicle (oldtimer): the flat historic MTPL premium and an agreed casco value. */
  historic: boolean;
  /** The area code the plate starts with; null for a vehicle without a plate or with a plate of no known area. */
  registrationArea: string | null;
  driverAge: number;
  bonusMalusClass: number;
  policyStartYear: number;
}

export interface Quote {
  premiumCovers: InsurerPremiumCover[];
  discountZone: InsurerZoneDiscount | null;
  bonusMalusClass: number;
  bonusMalusPercent: number;
  estimatedVehicleValueInEuros: number;
}

/** Full years of age on `onDate`; both dates `YYYY-MM-DD`. */
export function ageOn(dateOfBirth: string, onDate: string): number {
  const [birthYear, birthMonthDay] = [Number(dateOfBirth.slice(0, 4)), dateOfBirth.slice(5)];
  const [year, monthDay] = [Number(onDate.slice(0, 4)), onDate.slice(5)];
  return year - birthYear - (monthDay < birthMonthDay ? 1 : 0);
}

export function priceQuote(tariff: Tariff, input: QuoteInput): Quote {
  const { mtpl, addOns } = tariff;
  const area = input.registrationArea;
  const zoneFactor = (area !== null ? mtpl.zoneFactors[area] : undefined) ?? mtpl.defaultZoneFactor;
  const zoneDiscount = (area !== null ? mtpl.zoneDiscounts[area] : undefined) ?? null;
  const bonusMalusPercent = bonusMalusPercentOf(tariff, input.bonusMalusClass);

  const mtplNet = input.historic
    ? toCents(mtpl.historicNetPremium)
    : scale(toCents(powerBandPremium(tariff, input.enginePowerInKw)), [
        categoryFactor(mtpl.categoryFactors, mtpl.defaultCategoryFactor, input.categoryDesc),
        zoneFactor,
        driverAgeFactor(tariff, input.driverAge),
      ]);
  const afterBonusMalus = scale(mtplNet, [1 + bonusMalusPercent / 100]);
  const mtplTaxBasis = zoneDiscount ? applyZoneDiscount(afterBonusMalus, zoneDiscount) : afterBonusMalus;

  const estimatedValue = estimateVehicleValue(tariff, input);
  const cascoNet = maxCents(
    scale(toCents(estimatedValue), [tariff.casco.ratePercent / 100]),
    toCents(tariff.casco.minimumNetPremium),
  );

  const { cover, plainCover, fixedCover } = coverPricer(tariff.payment.singlePaymentDiscountPercent);
  const premiumCovers: InsurerPremiumCover[] = [
    cover('MTPL', mtplNet, mtplTaxBasis, mtpl.taxPercent),
    fixedCover('MTPL_ACC', addOns.MTPL_ACC),
    fixedCover('MTPL_ACC_EXT', addOns.MTPL_ACC_EXT),
    fixedCover('MTPL_ASS', addOns.MTPL_ASS),
    fixedCover('MTPL_ASS_EUR', addOns.MTPL_ASS_EUR),
    plainCover('MTPL_BP', scale(mtplNet, [addOns.MTPL_BP.percentOfMtplNet / 100]), addOns.MTPL_BP.taxPercent),
    plainCover('MOD_FULL', cascoNet, tariff.casco.taxPercent),
  ];
  return {
    premiumCovers,
    discountZone: zoneDiscount,
    bonusMalusClass: input.bonusMalusClass,
    bonusMalusPercent,
    estimatedVehicleValueInEuros: estimatedValue,
  };
}

/** Whole euros; historic vehicles have an agreed value instead of a depreciated one. */
function estimateVehicleValue(tariff: Tariff, input: QuoteInput): number {
  const { casco } = tariff;
  if (input.historic) return casco.historicValue;
  const newValue = casco.newValue[makeClassOf(tariff, input.manufacturer)];
  const age =
    input.yearOfManufacture === null
      ? casco.unknownYearAge
      : Math.max(0, input.policyStartYear - input.yearOfManufacture);
  const value =
    (newValue.base + newValue.perKw * input.enginePowerInKw) *
    categoryFactor(casco.categoryValueFactors, 1, input.categoryDesc) *
    casco.yearlyValueRetention ** age;
  return Math.max(casco.minimumValue, Math.round(value));
}

function makeClassOf(tariff: Tariff, manufacturer: string | null): MakeClass {
  if (manufacturer === null) return 'mainstream';
  const make = foldMake(manufacturer);
  if (tariff.casco.budgetMakes.some((name) => foldMake(name) === make)) return 'budget';
  if (tariff.casco.premiumMakes.some((name) => foldMake(name) === make)) return 'premium';
  return 'mainstream';
}

function bonusMalusPercentOf(tariff: Tariff, bonusMalusClass: number): number {
  const step = tariff.mtpl.bonusMalusClasses.find((entry) => entry.class === bonusMalusClass);
  if (!step) throw new RangeError(`The tariff has no bonus-malus class ${bonusMalusClass}`);
  return step.percent;
}

function powerBandPremium(tariff: Tariff, enginePowerInKw: number): number {
  const band = tariff.mtpl.powerBands.find((entry) => entry.maxKw === null || enginePowerInKw <= entry.maxKw);
  if (!band) throw new RangeError(`The tariff has no power band for ${enginePowerInKw} kW`);
  return band.netPremium;
}

function driverAgeFactor(tariff: Tariff, age: number): number {
  const band = tariff.mtpl.driverAgeBands.find(
    (entry) => age >= entry.minAge && (entry.maxAge === null || age <= entry.maxAge),
  );
  if (!band) throw new RangeError(`The tariff has no driver-age band for age ${age}`);
  return band.factor;
}

function categoryFactor(factors: Record<string, number>, fallback: number, categoryDesc: string | null): number {
  return (categoryDesc !== null ? factors[categoryDesc] : undefined) ?? fallback;
}

// Customers type "Skoda" as often as "Škoda"; the make class must not depend on it.
function foldMake(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

function applyZoneDiscount(netCents: bigint, discount: InsurerZoneDiscount): bigint {
  if (discount.discountAmountType === 'percent') return scale(netCents, [1 - discount.discountAmount / 100]);
  return maxCents(netCents - toCents(discount.discountAmount), 0n);
}

/**
 * Prices covers with the tariff's one-payment discount: `discountedPrice` is the price in instalments, and
 * `singlePaymentPrice` takes the discount off the tax basis before the tax is added, so it too is basis + tax exactly.
 */
function coverPricer(singlePaymentDiscountPercent: number) {
  /** A cover whose bonus-malus and discounts may make the price lower than the gross premium. */
  const cover = (
    coverCode: CoverCode,
    tariffNet: bigint,
    taxBasis: bigint,
    taxPercent: number,
  ): InsurerPremiumCover => ({
    coverCode,
    grossPremiumAmt: toEuros(withTax(tariffNet, taxPercent)),
    discountedPrice: toEuros(withTax(taxBasis, taxPercent)),
    taxBasisAmt: toEuros(taxBasis),
    singlePaymentPrice: toEuros(withTax(scale(taxBasis, [1 - singlePaymentDiscountPercent / 100]), taxPercent)),
  });
  const plainCover = (coverCode: CoverCode, net: bigint, taxPercent: number) => cover(coverCode, net, net, taxPercent);
  const fixedCover = (coverCode: CoverCode, addOn: FixedAddOn) =>
    plainCover(coverCode, toCents(addOn.netPremium), addOn.taxPercent);
  return { cover, plainCover, fixedCover };
}

/** Tax is rounded to cents on its own and added, so price = taxBasis + tax holds exactly. */
function withTax(netCents: bigint, taxPercent: number): bigint {
  return netCents + scale(netCents, [taxPercent / 100]);
}

const factorScale = 10_000n;

/** Multiplies by every factor (each with up to four decimals) and rounds to cents once, at the end. */
function scale(cents: bigint, factors: number[]): bigint {
  let numerator = cents;
  let denominator = 1n;
  for (const factor of factors) {
    numerator *= BigInt(Math.round(factor * Number(factorScale)));
    denominator *= factorScale;
  }
  return roundHalfUp(numerator, denominator);
}

/** Half a cent rounds up (away from zero: every amount here is non-negative). */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

function maxCents(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}

function toCents(euros: number): bigint {
  return BigInt(Math.round(euros * 100));
}

function toEuros(cents: bigint): number {
  return Number(cents) / 100;
}
