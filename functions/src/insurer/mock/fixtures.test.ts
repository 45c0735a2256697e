import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { normalizeLicensePlate, normalizedLicensePlatePattern } from '../../contracts/license-plate.js';
import { registrationAreaOf, registrationAreas } from '../../contracts/registration-areas.js';
import { isValidOib } from '../../contracts/oib.js';
import { vinPattern } from '../../contracts/vin.js';
import type { InsurerVehicleInfo } from '../insurer-api.js';
import { defaultFixturesDir, fixtureFiles, loadFixtures } from './fixtures.js';
import { createMockInsurerServer } from './mock-insurer-server.js';

type FixtureVehicle = InsurerVehicleInfo & {
  note?: string;
  lookupPlate?: string;
  highRisk?: boolean;
  historic?: boolean;
  fault?: string;
};

const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(defaultFixturesDir, file), 'utf8')) as T;
const vehicles = readJson<FixtureVehicle[]>(fixtureFiles.vehicles);
const drivers = readJson<Record<string, { bonusMalusClass: number }>>(fixtureFiles.drivers);
const discounts = readJson<{ licensePlate: string; valueInEuros: number }[]>(fixtureFiles.vehicleDiscounts);
const tariff = readJson<{ mtpl: { zoneFactors: Record<string, number> } }>(fixtureFiles.tariff);
const cancellations = readJson<{ claimPaidPlates: { plate: string }[]; extraDocuments: { plate: string }[] }>(
  fixtureFiles.cancellations,
);

const plateOf = (vehicle: FixtureVehicle) => vehicle.lookupPlate ?? vehicle.licensePlate;
const isPersonal = (vehicle: FixtureVehicle) => vehicle.categoryDesc === 'M1' || vehicle.categoryDesc === '1';
const regular = vehicles.filter((v) => !v.highRisk && !v.historic && !v.fault && v.licensePlateType === 'REGULAR');
const vehicleFields = [
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
] as const;

describe('fixtures/insurer', () => {
  it('loads', () => {
    expect(() => loadFixtures(defaultFixturesDir)).not.toThrow();
  });

  it('has at least 40 vehicles', () => {
    expect(vehicles.length).toBeGreaterThanOrEqual(40);
  });

  it('has ordinary personal cars of many makes, powers, years and areas', () => {
    const personal = regular.filter(isPersonal);
    const makes = new Set(personal.map((v) => v.manufacturer));
    for (const make of ['Volkswagen', 'Škoda', 'Renault', 'Opel', 'Peugeot', 'Toyota', 'Hyundai', 'Kia', 'Fiat'])
      expect(makes).toContain(make);
    for (const make of ['Ford', 'BMW', 'Mercedes-Benz', 'Dacia', 'Citroën', 'Mazda', 'Suzuki', 'Audi', 'Seat'])
      expect(makes).toContain(make);
    // A car the register lacks the power of (the driver adds it) says nothing of the range.
    const powers = personal.flatMap((v) => (v.enginePowerInKw === null ? [] : [v.enginePowerInKw]));
    expect(Math.min(...powers)).toBeLessThanOrEqual(40);
    expect(Math.max(...powers)).toBeGreaterThanOrEqual(250);
    const years = personal.map((v) => v.yearOfManufacture);
    expect(years).toContain(2004);
    expect(years).toContain(2026);
    const areas = new Set(personal.map((v) => registrationAreaOf(plateOf(v) ?? '')));
    for (const area of ['VŽ', 'ČK', 'ŽU', 'PŽ', 'ŠI', 'KŽ', 'ZG', 'ST']) expect(areas).toContain(area);
  });

  it('has a personal car with categoryDesc "1"', () => {
    expect(regular.some((v) => v.categoryDesc === '1')).toBe(true);
  });

  it('has a non-M1 van (N1) and motorcycle (L3)', () => {
    expect(regular.some((v) => v.categoryDesc === 'N1')).toBe(true);
    expect(regular.some((v) => v.categoryDesc === 'L3')).toBe(true);
  });

  it('has at least two PROBA trial plates', () => {
    expect(vehicles.filter((v) => v.licensePlateType === 'PROBA' && v.licensePlate).length).toBeGreaterThanOrEqual(2);
  });

  it('has at least two vehicles found only by VIN', () => {
    const vinOnly = vehicles.filter((v) => plateOf(v) === null && v.vin !== null && v.enginePowerInKw !== null);
    expect(vinOnly.length).toBeGreaterThanOrEqual(2);
  });

  it('has a vehicle with nothing but registrationExpiryDate, found by a plate', () => {
    const bare = vehicles.filter((v) =>
      vehicleFields.every((field) => (field === 'registrationExpiryDate') === (v[field] !== null)),
    );
    expect(bare).toHaveLength(1);
    expect(bare[0]?.lookupPlate).toMatch(normalizedLicensePlatePattern);
    expect(bare[0]?.ownerName).toBeNull();
  });

  it('has at least two high-risk vehicles and a historic one', () => {
    expect(vehicles.filter((v) => v.highRisk).length).toBeGreaterThanOrEqual(2);
    expect(vehicles.some((v) => v.historic && v.enginePowerInKw !== null)).toBe(true);
  });

  it('has a vehicle for each fault', () => {
    const faults = vehicles.map((v) => v.fault);
    for (const fault of ['500', '503', 'timeout', 'malformed']) expect(faults).toContain(fault);
  });

  it('stores plates normalised and unique', () => {
    const plates = vehicles.map(plateOf).filter((plate) => plate !== null);
    for (const plate of plates) {
      expect(normalizeLicensePlate(plate)).toBe(plate);
      expect(plate).toMatch(normalizedLicensePlatePattern);
      expect(registrationAreaOf(plate)).toBeDefined();
    }
    expect(new Set(plates).size).toBe(plates.length);
  });

  it('has valid, unique VINs', () => {
    const vins = vehicles.map((v) => v.vin).filter((vin) => vin !== null);
    for (const vin of vins) expect(vin).toMatch(vinPattern);
    expect(new Set(vins).size).toBe(vins.length);
  });

  it('fills the owner of registered vehicles with valid OIBs', () => {
    for (const vehicle of vehicles.filter((v) => v.licensePlate !== null)) {
      expect(vehicle.ownerName).toEqual(expect.any(String));
      expect(vehicle.ownerAddress).toEqual(expect.any(String));
      expect(isValidOib(vehicle.ownerPersonalIdentificationNumber ?? '')).toBe(true);
    }
  });

  it('has a zone factor for each of the 36 registration areas', () => {
    expect(Object.keys(tariff.mtpl.zoneFactors).sort()).toEqual([...registrationAreas].sort());
  });

  it('has at least 8 drivers with valid OIBs: maximum bonus, malus and a new driver', () => {
    const oibs = Object.keys(drivers);
    expect(oibs.length).toBeGreaterThanOrEqual(8);
    expect(isValidOib('69435151530')).toBe(true);
    expect(isValidOib('69435151531')).toBe(false);
    for (const oib of oibs) expect(isValidOib(oib), oib).toBe(true);
    const classes = Object.values(drivers).map((driver) => driver.bonusMalusClass);
    expect(classes).toContain(9);
    expect(classes).toContain(0);
    expect(classes.some((bonusMalusClass) => bonusMalusClass < 0)).toBe(true);
  });

  it('names only vehicles it knows, each owned by a demo driver who can buy and end its policy', () => {
    const owners = new Map(vehicles.map((v) => [plateOf(v), v.ownerPersonalIdentificationNumber]));
    const plates = [...cancellations.claimPaidPlates, ...cancellations.extraDocuments].map((entry) => entry.plate);
    expect(plates.length).toBeGreaterThanOrEqual(2);
    for (const plate of plates) expect(Object.keys(drivers), plate).toContain(owners.get(plate));
  });

  it('grants vehicle discounts only to vehicles it knows', () => {
    const plates = new Set(vehicles.map(plateOf));
    expect(discounts.length).toBeGreaterThan(0);
    for (const discount of discounts) expect(plates).toContain(discount.licensePlate);
  });
});

describe('a broken fixture', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  function brokenCopy(file: string, change: (json: unknown) => unknown): string {
    dir = mkdtempSync(join(tmpdir(), 'mock-insurer-'));
    cpSync(defaultFixturesDir, dir, { recursive: true });
    writeFileSync(join(dir, file), JSON.stringify(change(readJson(file))));
    return dir;
  }

  it('stops the server from being created, naming the file and the field', () => {
    const fixturesDir = brokenCopy(fixtureFiles.vehicles, (json) => [
      ...(json as object[]),
      { ...vehicles[0], licensePlate: 'ZG1AA', vin: 'WVWZZZCDZMW000001', fault: '504' },
    ]);
    expect(() => createMockInsurerServer({ fixturesDir })).toThrow(/vehicles\.json.*fault "504"/);
  });

  it('rejects a duplicate plate', () => {
    const fixturesDir = brokenCopy(fixtureFiles.vehicles, (json) => [...(json as object[]), vehicles[0]]);
    expect(() => loadFixtures(fixturesDir)).toThrow(/ZG1234AB appears twice/);
  });

  it("rejects a cancellation's extra document that is the reason's own proof", () => {
    const fixturesDir = brokenCopy(fixtureFiles.cancellations, (json) => ({
      ...(json as object),
      extraDocuments: [{ plate: 'ZG1234AB', reason: 'sold', documents: ['sale-contract'] }],
    }));
    expect(() => loadFixtures(fixturesDir)).toThrow(/cancellations\.json.*sale-contract is the reason's own proof/);
  });

  it('rejects a driver OIB with a wrong check digit', () => {
    const fixturesDir = brokenCopy(fixtureFiles.drivers, (json) => ({
      ...(json as object),
      '69435151531': { bonusMalusClass: 0 },
    }));
    expect(() => loadFixtures(fixturesDir)).toThrow(/69435151531 is not a valid OIB/);
  });

  it('rejects a one-payment discount that is missing or not a percent below 100', () => {
    for (const payment of [
      undefined,
      {},
      { singlePaymentDiscountPercent: 100 },
      { singlePaymentDiscountPercent: -5 },
    ]) {
      const fixturesDir = brokenCopy(fixtureFiles.tariff, (json) => ({ ...(json as object), payment }));
      expect(() => loadFixtures(fixturesDir), JSON.stringify(payment)).toThrow(/payment/);
      rmSync(fixturesDir, { recursive: true, force: true });
    }
  });
});
