import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isCroatianIban, normaliseIban } from '../../contracts/iban-rules.js';
import { normalizedLicensePlatePattern } from '../../contracts/license-plate.js';
import { isValidOib } from '../../contracts/oib.js';
import { isCroatianPostalCode } from '../../contracts/policyholder.js';
import {
  policyEndDocumentCodes,
  policyEndReasons,
  proofOfReason,
  type PolicyEndDocumentCode,
  type PolicyEndReason,
} from '../../contracts/policy-ending.js';
import { vinPattern } from '../../contracts/vin.js';
import type {
  InsurerDiscountStatusResponse,
  InsurerVehicleInfo,
  InsurerZoneDiscount,
  MockFault,
} from '../insurer-api.js';
import {
  FieldError,
  asArray,
  asObject,
  nullableIsoDate,
  nullableNumber,
  nullableString,
  onlyKeys,
  optionalBoolean,
  optionalString,
  requiredNumber,
  requiredOneOf,
  requiredString,
  type JsonObject,
} from './json-fields.js';
import { parseMockFault } from './mock-fault.js';
import type { BonusMalusStep, DriverAgeBand, FixedAddOn, MakeClass, PolicyTerms, PowerBand, Tariff } from './tariff.js';

/** The mock's data, read once when a server is created: a broken fixture stops the mock at start, not mid-request. */
export interface InsurerFixtures {
  vehicles: MockVehicle[];
  /** Bonus-malus class by OIB. */
  drivers: ReadonlyMap<string, number>;
  vehicleDiscounts: ReadonlyMap<string, VehicleDiscount>;
  tariff: Tariff;
  claims: ClaimFixtures;
  cancellations: CancellationFixtures;
  endorsements: EndorsementFixtures;
}

/** What the mock's claims are settled with (mock-claims.ts); which path a claim takes is read from its statement. */
export interface ClaimFixtures {
  /** Normalised plates (no spaces or hyphens, upper case): a claim naming one takes the disputed path. */
  disputedPlates: ReadonlySet<string>;
  /**
   * Accounts the insurer's bank knows the holder of, by IBAN (normalised): the name it holds, or null where the payee's
   * bank does not answer its check. Any other account is the claimant's (mock-claims.ts `verifyPayee`).
   */
  payeeAccounts: ReadonlyMap<string, string | null>;
  /** Where an assessor sees a car that is not assessed from photos. */
  assessmentPlace: string;
  /** Euros, and the percentage of the repair a car's value loss is reckoned at. */
  reckoning: {
    labourRatePerHour: number;
    towing: number;
    rentalCarPerDay: number;
    rentalDays: number;
    valueLossPercent: number;
  };
}

/** The insurer's terms for ending a policy early that depend on the car (mock-cancellations.ts). */
export interface CancellationFixtures {
  /** Normalised plates whose policy had a claim paid this year: no ending but a withdrawal is accepted. */
  claimPaidPlates: ReadonlySet<string>;
  /** Documents the insurer asks for on top of the reason's proof (`proofOfReason`), by plate and reason. */
  extraDocuments: ReadonlyMap<string, ReadonlyMap<PolicyEndReason, readonly PolicyEndDocumentCode[]>>;
}

/** The insurer's register as an endorsement meets it (mock-endorsements.ts). */
export interface EndorsementFixtures {
  /** Five-digit codes of a Croatian postal region that the insurer's register does not hold. */
  unknownPostalCodes: ReadonlySet<string>;
}

export interface MockVehicle {
  /** Exactly what lookup answers. */
  info: InsurerVehicleInfo;
  /** The plate the vehicle is found by: `info.licensePlate`, or a plate the register record itself lacks. */
  plate: string | null;
  highRisk: boolean;
  historic: boolean;
  /** Applies to lookup and pricing of this vehicle, so error paths can be reached by plate alone. */
  fault: MockFault | undefined;
}

export type VehicleDiscount = NonNullable<InsurerDiscountStatusResponse['vehicleDiscount']>;

/**
 * The repository's `fixtures/insurer/`, found relative to this module: it sits four levels below the repository
 * root both as `functions/src/insurer/mock/` (tsx, tests) and as compiled `functions/lib/insurer/mock/`.
 */
export const defaultFixturesDir = fileURLToPath(new URL('../../../../fixtures/insurer/', import.meta.url));

export const fixtureFiles = {
  vehicles: 'vehicles.json',
  tariff: 'tariff.json',
  drivers: 'drivers.json',
  vehicleDiscounts: 'vehicle-discounts.json',
  claims: 'claims.json',
  cancellations: 'cancellations.json',
  endorsements: 'endorsements.json',
} as const;

export function loadFixtures(fixturesDir: string): InsurerFixtures {
  const read = (file: string): unknown => {
    const path = join(fixturesDir, file);
    try {
      return JSON.parse(readFileSync(path, 'utf8')) as unknown;
    } catch (error) {
      throw new Error(`Cannot read ${path}: ${(error as Error).message}`, { cause: error });
    }
  };
  const parse = <T>(file: string, parser: (json: unknown) => T): T => {
    try {
      return parser(read(file));
    } catch (error) {
      if (error instanceof FieldError) throw new Error(`${join(fixturesDir, file)}: ${error.message}`);
      throw error;
    }
  };
  const tariff = parse(fixtureFiles.tariff, parseTariff);
  return {
    tariff,
    vehicles: parse(fixtureFiles.vehicles, parseVehicles),
    drivers: parse(fixtureFiles.drivers, (json) => parseDrivers(json, tariff)),
    vehicleDiscounts: parse(fixtureFiles.vehicleDiscounts, parseVehicleDiscounts),
    claims: parse(fixtureFiles.claims, parseClaimFixtures),
    cancellations: parse(fixtureFiles.cancellations, parseCancellationFixtures),
    endorsements: parse(fixtureFiles.endorsements, parseEndorsementFixtures),
  };
}

const vehicleInfoKeys = [
  'licensePlate',
  'vin',
  'brandCode',
  'manufacturer',
  'model',
  'typeDescription',
  'yearOfManufacture',
  'enginePowerInKw',
  'registrationExpiryDate',
  'licensePlateType',
  'categoryDesc',
  'ownerName',
  'ownerPersonalIdentificationNumber',
  'ownerAddress',
] as const satisfies readonly (keyof InsurerVehicleInfo)[];

const vehicleMockKeys = ['note', 'lookupPlate', 'highRisk', 'historic', 'fault'] as const;

function parseVehicles(json: unknown): MockVehicle[] {
  const seen = new Set<string>();
  const unique = (key: string, where: string) => {
    if (seen.has(key)) throw new FieldError(`${where}: ${key} appears twice`);
    seen.add(key);
  };
  return asArray(json, 'vehicles').map((entry, index) => {
    const where = `[${index}]`;
    const vehicle = parseVehicle(asObject(entry, where), where);
    if (vehicle.plate !== null) unique(vehicle.plate, where);
    if (vehicle.info.vin !== null) unique(vehicle.info.vin, where);
    return vehicle;
  });
}

function parseVehicle(object: JsonObject, where: string): MockVehicle {
  onlyKeys(object, [...vehicleInfoKeys, ...vehicleMockKeys], where);
  optionalString(object, 'note', where);
  const vin = nullableString(object, 'vin', where);
  if (vin !== null && !vinPattern.test(vin)) throw new FieldError(`${where}.vin must be 17 characters without I, O, Q`);
  const yearOfManufacture = nullableNumber(object, 'yearOfManufacture', where);
  if (yearOfManufacture !== null && !Number.isInteger(yearOfManufacture))
    throw new FieldError(`${where}.yearOfManufacture must be a whole year`);
  const licensePlateType = nullableString(object, 'licensePlateType', where);
  if (licensePlateType !== null && licensePlateType !== 'PROBA' && licensePlateType !== 'REGULAR')
    throw new FieldError(`${where}.licensePlateType must be PROBA, REGULAR or null`);
  const ownerPin = nullableString(object, 'ownerPersonalIdentificationNumber', where);
  if (ownerPin !== null && !isValidOib(ownerPin))
    throw new FieldError(`${where}.ownerPersonalIdentificationNumber is not a valid OIB`);

  const info: InsurerVehicleInfo = {
    licensePlate: nullableString(object, 'licensePlate', where),
    vin,
    brandCode: nullableString(object, 'brandCode', where),
    manufacturer: nullableString(object, 'manufacturer', where),
    model: nullableString(object, 'model', where),
    typeDescription: nullableString(object, 'typeDescription', where),
    yearOfManufacture,
    enginePowerInKw: nullableNumber(object, 'enginePowerInKw', where),
    registrationExpiryDate: nullableIsoDate(object, 'registrationExpiryDate', where),
    licensePlateType,
    categoryDesc: nullableString(object, 'categoryDesc', where),
    ownerName: nullableString(object, 'ownerName', where),
    ownerPersonalIdentificationNumber: ownerPin,
    ownerAddress: nullableString(object, 'ownerAddress', where),
  };
  const lookupPlate = optionalString(object, 'lookupPlate', where);
  if (lookupPlate !== undefined && info.licensePlate !== null)
    throw new FieldError(`${where}.lookupPlate is only for a record without licensePlate`);
  const plate = lookupPlate ?? info.licensePlate;
  if (plate === null && info.vin === null) throw new FieldError(`${where} can be found neither by plate nor by VIN`);
  const faultName = optionalString(object, 'fault', where);
  const fault = faultName === undefined ? undefined : parseMockFault(faultName);
  if (faultName !== undefined && fault === undefined)
    throw new FieldError(`${where}.fault "${faultName}" is no MockFault`);
  return {
    info,
    plate,
    highRisk: optionalBoolean(object, 'highRisk', where) ?? false,
    historic: optionalBoolean(object, 'historic', where) ?? false,
    fault,
  };
}

function parseDrivers(json: unknown, tariff: Tariff): Map<string, number> {
  const drivers = new Map<string, number>();
  for (const [oib, entry] of Object.entries(asObject(json, 'drivers'))) {
    if (!isValidOib(oib)) throw new FieldError(`driver ${oib} is not a valid OIB`);
    const driver = asObject(entry, oib);
    onlyKeys(driver, ['bonusMalusClass', 'note'], oib);
    optionalString(driver, 'note', oib);
    const bonusMalusClass = requiredNumber(driver, 'bonusMalusClass', oib);
    if (!tariff.mtpl.bonusMalusClasses.some((step) => step.class === bonusMalusClass))
      throw new FieldError(`${oib}.bonusMalusClass ${bonusMalusClass} is not in the tariff`);
    drivers.set(oib, bonusMalusClass);
  }
  return drivers;
}

function parseClaimFixtures(json: unknown): ClaimFixtures {
  const where = 'claims';
  const claims = asObject(json, where);
  onlyKeys(claims, ['disputedPlates', 'payeeAccounts', 'assessmentPlace', 'reckoning'], where);
  const disputedPlates = new Set<string>();
  asArray(claims.disputedPlates, `${where}.disputedPlates`).forEach((entry, index) => {
    const at = `disputedPlates[${index}]`;
    const disputed = asObject(entry, at);
    onlyKeys(disputed, ['plate', 'note'], at);
    optionalString(disputed, 'note', at);
    const plate = requiredString(disputed, 'plate', at);
    if (!/^[A-ZČĆĐŠŽ0-9]+$/.test(plate)) throw new FieldError(`${at}.plate must be written without spaces or hyphens`);
    disputedPlates.add(plate);
  });
  const payeeAccounts = new Map<string, string | null>();
  asArray(claims.payeeAccounts, `${where}.payeeAccounts`).forEach((entry, index) => {
    const at = `payeeAccounts[${index}]`;
    const account = asObject(entry, at);
    onlyKeys(account, ['iban', 'heldName', 'note'], at);
    optionalString(account, 'note', at);
    const iban = requiredString(account, 'iban', at);
    if (!isCroatianIban(iban)) throw new FieldError(`${at}.iban is not a valid Croatian IBAN`);
    payeeAccounts.set(normaliseIban(iban), nullableString(account, 'heldName', at));
  });
  const reckoning = asObject(claims.reckoning, `${where}.reckoning`);
  const amounts = ['labourRatePerHour', 'towing', 'rentalCarPerDay', 'rentalDays', 'valueLossPercent'] as const;
  onlyKeys(reckoning, amounts, 'reckoning');
  const [labourRatePerHour, towing, rentalCarPerDay, rentalDays, valueLossPercent] = amounts.map((key) =>
    positive(reckoning, key, 'reckoning'),
  ) as [number, number, number, number, number];
  return {
    disputedPlates,
    payeeAccounts,
    assessmentPlace: requiredString(claims, 'assessmentPlace', where),
    reckoning: { labourRatePerHour, towing, rentalCarPerDay, rentalDays, valueLossPercent },
  };
}

function parseCancellationFixtures(json: unknown): CancellationFixtures {
  const where = 'cancellations';
  const cancellations = asObject(json, where);
  onlyKeys(cancellations, ['claimPaidPlates', 'extraDocuments'], where);
  const plateOf = (entry: JsonObject, at: string) => {
    const plate = requiredString(entry, 'plate', at);
    if (!normalizedLicensePlatePattern.test(plate))
      throw new FieldError(`${at}.plate must be normalised (no spaces or hyphens, upper case)`);
    return plate;
  };
  const claimPaidPlates = new Set<string>();
  asArray(cancellations.claimPaidPlates, `${where}.claimPaidPlates`).forEach((entry, index) => {
    const at = `claimPaidPlates[${index}]`;
    const claimPaid = asObject(entry, at);
    onlyKeys(claimPaid, ['plate', 'note'], at);
    optionalString(claimPaid, 'note', at);
    claimPaidPlates.add(plateOf(claimPaid, at));
  });
  const extraDocuments = new Map<string, Map<PolicyEndReason, PolicyEndDocumentCode[]>>();
  asArray(cancellations.extraDocuments, `${where}.extraDocuments`).forEach((entry, index) => {
    const at = `extraDocuments[${index}]`;
    const extra = asObject(entry, at);
    onlyKeys(extra, ['plate', 'reason', 'documents', 'note'], at);
    optionalString(extra, 'note', at);
    const plate = plateOf(extra, at);
    const reason = requiredOneOf(extra, 'reason', policyEndReasons, at);
    const proof = proofOfReason[reason];
    if (proof === null) throw new FieldError(`${at}.reason ${reason} takes no documents`);
    const documents = asArray(extra.documents, `${at}.documents`).map((code) => {
      if (!isPolicyEndDocumentCode(code))
        throw new FieldError(`${at}.documents: ${String(code)} is not one of ${policyEndDocumentCodes.join(', ')}`);
      if (code === proof) throw new FieldError(`${at}.documents: ${proof} is the reason's own proof`);
      return code;
    });
    if (documents.length === 0 || new Set(documents).size !== documents.length)
      throw new FieldError(`${at}.documents must name one or more documents, each once`);
    const byReason = extraDocuments.get(plate) ?? new Map<PolicyEndReason, PolicyEndDocumentCode[]>();
    if (byReason.has(reason)) throw new FieldError(`${at}: ${plate} and ${reason} appear twice`);
    extraDocuments.set(plate, byReason.set(reason, documents));
  });
  return { claimPaidPlates, extraDocuments };
}

function parseEndorsementFixtures(json: unknown): EndorsementFixtures {
  const where = 'endorsements';
  const endorsements = asObject(json, where);
  onlyKeys(endorsements, ['unknownPostalCodes'], where);
  const unknownPostalCodes = new Set<string>();
  asArray(endorsements.unknownPostalCodes, `${where}.unknownPostalCodes`).forEach((entry, index) => {
    const at = `unknownPostalCodes[${index}]`;
    const unknown = asObject(entry, at);
    onlyKeys(unknown, ['postalCode', 'note'], at);
    optionalString(unknown, 'note', at);
    const postalCode = requiredString(unknown, 'postalCode', at);
    if (!isCroatianPostalCode(postalCode))
      throw new FieldError(`${at}.postalCode must be a code the product accepts: five digits of a Croatian region`);
    unknownPostalCodes.add(postalCode);
  });
  return { unknownPostalCodes };
}

const isPolicyEndDocumentCode = (value: unknown): value is PolicyEndDocumentCode =>
  (policyEndDocumentCodes as readonly unknown[]).includes(value);

function parseVehicleDiscounts(json: unknown): Map<string, VehicleDiscount> {
  const discounts = new Map<string, VehicleDiscount>();
  asArray(json, 'vehicle discounts').forEach((entry, index) => {
    const where = `[${index}]`;
    const discount = asObject(entry, where);
    onlyKeys(discount, ['valueInEuros', 'licensePlate', 'type'], where);
    if (discount.type !== 'vehicle') throw new FieldError(`${where}.type must be "vehicle"`);
    const licensePlate = requiredString(discount, 'licensePlate', where);
    if (discounts.has(licensePlate)) throw new FieldError(`${where}: ${licensePlate} appears twice`);
    discounts.set(licensePlate, {
      valueInEuros: positive(discount, 'valueInEuros', where),
      licensePlate,
      type: 'vehicle',
    });
  });
  return discounts;
}

function parseTariff(json: unknown): Tariff {
  const root = asObject(json, 'tariff');
  onlyKeys(root, ['$comment', 'policy', 'mtpl', 'addOns', 'payment', 'casco'], 'tariff');
  const mtpl = asObject(root.mtpl, 'mtpl');
  const addOns = asObject(root.addOns, 'addOns');
  const casco = asObject(root.casco, 'casco');
  const payment = asObject(root.payment, 'payment');
  onlyKeys(payment, ['singlePaymentDiscountPercent'], 'payment');
  const singlePaymentDiscountPercent = requiredNumber(payment, 'singlePaymentDiscountPercent', 'payment');
  if (singlePaymentDiscountPercent < 0 || singlePaymentDiscountPercent >= 100)
    throw new FieldError('payment.singlePaymentDiscountPercent must be from 0 to below 100');
  const zoneFactors = factorRecord(mtpl, 'zoneFactors', 'mtpl');
  const zoneDiscounts = parseZoneDiscounts(asObject(mtpl.zoneDiscounts, 'mtpl.zoneDiscounts'));
  for (const area of Object.keys(zoneDiscounts))
    if (!(area in zoneFactors)) throw new FieldError(`mtpl.zoneDiscounts.${area} is not a zone of zoneFactors`);
  const minimumDriverAge = requiredNumber(mtpl, 'minimumDriverAge', 'mtpl');
  const bonusMalusClasses = asArray(mtpl.bonusMalusClasses, 'mtpl.bonusMalusClasses').map(
    (entry, index): BonusMalusStep => {
      const where = `mtpl.bonusMalusClasses[${index}]`;
      const step = asObject(entry, where);
      return { class: requiredNumber(step, 'class', where), percent: requiredNumber(step, 'percent', where) };
    },
  );
  const defaultBonusMalusClass = requiredNumber(mtpl, 'defaultBonusMalusClass', 'mtpl');
  if (!bonusMalusClasses.some((step) => step.class === defaultBonusMalusClass))
    throw new FieldError('mtpl.defaultBonusMalusClass is not one of mtpl.bonusMalusClasses');
  return {
    policy: parsePolicyTerms(asObject(root.policy, 'policy')),
    mtpl: {
      powerBands: parsePowerBands(asArray(mtpl.powerBands, 'mtpl.powerBands')),
      categoryFactors: factorRecord(mtpl, 'categoryFactors', 'mtpl'),
      defaultCategoryFactor: positive(mtpl, 'defaultCategoryFactor', 'mtpl'),
      historicNetPremium: positive(mtpl, 'historicNetPremium', 'mtpl'),
      zoneFactors,
      defaultZoneFactor: positive(mtpl, 'defaultZoneFactor', 'mtpl'),
      zoneDiscounts,
      minimumDriverAge,
      driverAgeBands: parseDriverAgeBands(asArray(mtpl.driverAgeBands, 'mtpl.driverAgeBands'), minimumDriverAge),
      defaultBonusMalusClass,
      bonusMalusClasses,
      taxPercent: requiredNumber(mtpl, 'taxPercent', 'mtpl'),
    },
    addOns: {
      MTPL_ACC: fixedAddOn(addOns, 'MTPL_ACC'),
      MTPL_ACC_EXT: fixedAddOn(addOns, 'MTPL_ACC_EXT'),
      MTPL_ASS: fixedAddOn(addOns, 'MTPL_ASS'),
      MTPL_ASS_EUR: fixedAddOn(addOns, 'MTPL_ASS_EUR'),
      MTPL_BP: parseBonusProtection(asObject(addOns.MTPL_BP, 'addOns.MTPL_BP')),
    },
    payment: { singlePaymentDiscountPercent },
    casco: {
      ratePercent: positive(casco, 'ratePercent', 'casco'),
      minimumNetPremium: positive(casco, 'minimumNetPremium', 'casco'),
      taxPercent: requiredNumber(casco, 'taxPercent', 'casco'),
      budgetMakes: stringList(casco, 'budgetMakes', 'casco'),
      premiumMakes: stringList(casco, 'premiumMakes', 'casco'),
      newValue: parseNewValues(asObject(casco.newValue, 'casco.newValue')),
      categoryValueFactors: factorRecord(casco, 'categoryValueFactors', 'casco'),
      yearlyValueRetention: positive(casco, 'yearlyValueRetention', 'casco'),
      unknownYearAge: requiredNumber(casco, 'unknownYearAge', 'casco'),
      minimumValue: positive(casco, 'minimumValue', 'casco'),
      historicValue: positive(casco, 'historicValue', 'casco'),
    },
  };
}

function parsePolicyTerms(object: JsonObject): PolicyTerms {
  onlyKeys(
    object,
    ['productName', 'policyNumberPrefix', 'minimumSumsInsured', 'territorialScope', 'greenCardInsurerCode'],
    'policy',
  );
  const greenCardInsurerCode = requiredString(object, 'greenCardInsurerCode', 'policy');
  if (!/^\d{3}$/.test(greenCardInsurerCode)) throw new FieldError('policy.greenCardInsurerCode must be three digits');
  const sums = asObject(object.minimumSumsInsured, 'policy.minimumSumsInsured');
  onlyKeys(sums, ['personalInjury', 'propertyDamage'], 'policy.minimumSumsInsured');
  const prefix = requiredString(object, 'policyNumberPrefix', 'policy');
  if (!/^\d{2}$/.test(prefix)) throw new FieldError('policy.policyNumberPrefix must be two digits');
  if (object.territorialScope !== 'green-card-system')
    throw new FieldError('policy.territorialScope must be "green-card-system"');
  return {
    productName: requiredString(object, 'productName', 'policy'),
    policyNumberPrefix: prefix,
    greenCardInsurerCode,
    minimumSumsInsured: {
      personalInjury: positive(sums, 'personalInjury', 'policy.minimumSumsInsured'),
      propertyDamage: positive(sums, 'propertyDamage', 'policy.minimumSumsInsured'),
    },
    territorialScope: 'green-card-system',
  };
}

function parseBonusProtection(object: JsonObject): Tariff['addOns']['MTPL_BP'] {
  return {
    percentOfMtplNet: positive(object, 'percentOfMtplNet', 'addOns.MTPL_BP'),
    taxPercent: requiredNumber(object, 'taxPercent', 'addOns.MTPL_BP'),
  };
}

function parseNewValues(object: JsonObject): Tariff['casco']['newValue'] {
  const makeClass = (name: MakeClass) => {
    const where = `casco.newValue.${name}`;
    const entry = asObject(object[name], where);
    return { base: positive(entry, 'base', where), perKw: positive(entry, 'perKw', where) };
  };
  return { budget: makeClass('budget'), mainstream: makeClass('mainstream'), premium: makeClass('premium') };
}

function parsePowerBands(entries: unknown[]): PowerBand[] {
  const bands = entries.map((entry, index): PowerBand => {
    const where = `mtpl.powerBands[${index}]`;
    const band = asObject(entry, where);
    return { maxKw: nullableNumber(band, 'maxKw', where), netPremium: positive(band, 'netPremium', where) };
  });
  bands.forEach((band, index) => {
    const previous = bands[index - 1];
    const isLast = index === bands.length - 1;
    if ((band.maxKw === null) !== isLast)
      throw new FieldError('mtpl.powerBands: only the last band is open (maxKw null)');
    if (previous && band.maxKw !== null && previous.maxKw !== null && band.maxKw <= previous.maxKw)
      throw new FieldError('mtpl.powerBands must ascend');
  });
  return bands;
}

function parseDriverAgeBands(entries: unknown[], minimumDriverAge: number): DriverAgeBand[] {
  const bands = entries.map((entry, index): DriverAgeBand => {
    const where = `mtpl.driverAgeBands[${index}]`;
    const band = asObject(entry, where);
    return {
      minAge: requiredNumber(band, 'minAge', where),
      maxAge: nullableNumber(band, 'maxAge', where),
      factor: positive(band, 'factor', where),
    };
  });
  let nextAge: number | null = minimumDriverAge;
  for (const band of bands) {
    if (band.minAge !== nextAge)
      throw new FieldError('mtpl.driverAgeBands must follow each other from minimumDriverAge');
    nextAge = band.maxAge === null ? null : band.maxAge + 1;
  }
  if (nextAge !== null) throw new FieldError('mtpl.driverAgeBands: the last band must be open (maxAge null)');
  return bands;
}

function parseZoneDiscounts(object: JsonObject): Record<string, InsurerZoneDiscount> {
  const discounts: Record<string, InsurerZoneDiscount> = {};
  for (const [area, entry] of Object.entries(object)) {
    const where = `mtpl.zoneDiscounts.${area}`;
    const discount = asObject(entry, where);
    const discountAmountType = discount.discountAmountType;
    if (discountAmountType !== 'percent' && discountAmountType !== 'amount')
      throw new FieldError(`${where}.discountAmountType must be "percent" or "amount"`);
    discounts[area] = {
      code: requiredString(discount, 'code', where),
      discountAmount: positive(discount, 'discountAmount', where),
      discountAmountType,
    };
  }
  return discounts;
}

function fixedAddOn(addOns: JsonObject, code: string): FixedAddOn {
  const where = `addOns.${code}`;
  const addOn = asObject(addOns[code], where);
  return { netPremium: positive(addOn, 'netPremium', where), taxPercent: requiredNumber(addOn, 'taxPercent', where) };
}

function factorRecord(object: JsonObject, key: string, where: string): Record<string, number> {
  const record = asObject(object[key], `${where}.${key}`);
  const factors: Record<string, number> = {};
  for (const name of Object.keys(record)) factors[name] = positive(record, name, `${where}.${key}`);
  return factors;
}

function stringList(object: JsonObject, key: string, where: string): string[] {
  return asArray(object[key], `${where}.${key}`).map((value, index) => {
    if (typeof value !== 'string') throw new FieldError(`${where}.${key}[${index}] must be a string`);
    return value;
  });
}

function positive(object: JsonObject, key: string, where: string): number {
  const value = requiredNumber(object, key, where);
  if (value <= 0) throw new FieldError(`${where}.${key} must be positive`);
  return value;
}
