import { describe, expect, it, vi } from 'vitest';
import { callNames } from '../src/contracts/call-names.js';
import { errorKeys } from '../src/contracts/error-keys.js';
import type { VehicleInfoResponse } from '../src/contracts/get-groupama-vehicle-info.js';
import { hasVehicleDetails } from '../src/contracts/vehicle-rules.js';
import { collections } from '../src/store/collection-names.js';
import { expectExpiresInDays, findDocs } from './admin.js';
import { call, callError, callOk, randomIp, startInsideOneWindow, web } from './callable.js';

// For the lookups this file makes in its own process: the record of a lookup cannot be written (Firestore failing).
// The calls through the emulator run the real store.
vi.mock('../src/store/vehicle-lookups.js', () => ({
  recordVehicleLookup: () => Promise.reject(new Error('14 UNAVAILABLE: the lookup record could not be written')),
}));

const lookup = (data: Record<string, unknown>, ip?: string) =>
  callOk<VehicleInfoResponse>(callNames.getGroupamaVehicleInfo, { ...web, ...data }, { ip });

describe('getGroupamaVehicleInfo', () => {
  it('finds a personal car by plate, however the plate is typed, and returns nothing about the owner', async () => {
    const typed = await lookup({ licensePlate: 'zg 1234-ab' });
    const exact = await lookup({ licensePlate: 'ZG1234AB' });
    expect(typed).toEqual(exact);
    expect(typed.responseStatus).toBe('success');
    const [vehicle] = typed.vehicleInfos;
    expect(vehicle).toMatchObject({
      licensePlate: 'ZG1234AB',
      vin: 'WVWZZZCDZMW123456',
      manufacturer: 'Volkswagen',
      enginePowerInKw: 96,
      categoryDesc: 'M1',
      licensePlateType: 'REGULAR',
      isPersonalVehicle: true,
    });
    expect(vehicle?.registrationExpiryDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(JSON.stringify(typed)).not.toMatch(/owner/i);
  });

  it('restores the Croatian letter of an area typed without it', async () => {
    const { vehicleInfos } = await lookup({ licensePlate: 'vz 123-ab' });
    expect(vehicleInfos[0]?.licensePlate).toBe('VŽ123AB');
  });

  it('finds a vehicle that has no plate yet by its VIN', async () => {
    const { vehicleInfos } = await lookup({ vin: 'wvwzzze1ztp567890' });
    expect(vehicleInfos[0]).toMatchObject({ licensePlate: null, vin: 'WVWZZZE1ZTP567890', isPersonalVehicle: true });
  });

  it('counts category 1 as personal and vans and motorcycles as not', async () => {
    expect((await lookup({ licensePlate: 'KC123BA' })).vehicleInfos[0]?.isPersonalVehicle).toBe(true);
    expect((await lookup({ licensePlate: 'ZG1112TV' })).vehicleInfos[0]).toMatchObject({
      categoryDesc: 'N1',
      isPersonalVehicle: false,
    });
    expect((await lookup({ licensePlate: 'ST4321MT' })).vehicleInfos[0]).toMatchObject({
      categoryDesc: 'L3',
      isPersonalVehicle: false,
    });
  });

  it('tells a trial (PROBA) plate apart', async () => {
    expect((await lookup({ licensePlate: 'ZG0123P' })).vehicleInfos[0]?.licensePlateType).toBe('PROBA');
  });

  it('returns a record with only the registration expiry date, which counts as no vehicle', async () => {
    const [vehicle] = (await lookup({ licensePlate: 'ZG7777AA' })).vehicleInfos;
    expect(vehicle?.registrationExpiryDate).toBe('15/03/2027');
    expect(vehicle && hasVehicleDetails(vehicle)).toBe(false);
  });

  it('answers a plate the register does not know with Messages.noVehicle', async () => {
    const error = await callError(callNames.getGroupamaVehicleInfo, { ...web, licensePlate: 'ZG0000XX' });
    expect(error).toMatchObject({ status: 'NOT_FOUND', message: errorKeys.noVehicle });
  });

  it('answers a high-risk vehicle with high-risk-vehicle and the plate the driver entered', async () => {
    const error = await callError(callNames.getGroupamaVehicleInfo, { ...web, licensePlate: 'zg 9999 mm' });
    expect(error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: errorKeys.highRiskVehicle,
      details: { errorKey: errorKeys.highRiskVehicle, licensePlate: 'ZG9999MM', vin: null },
    });
  });

  it.each([
    ['a 500', 'ZG5000AA'],
    ['a 503', 'ZG5030AA'],
    ['a timeout', 'ZG3000AT'],
    ['a malformed reply', 'ZG2000MF'],
  ])('turns %s from the insurer into insurer-unavailable', async (_, licensePlate) => {
    const error = await callError(callNames.getGroupamaVehicleInfo, { ...web, licensePlate });
    expect(error).toMatchObject({
      status: 'UNAVAILABLE',
      message: errorKeys.insurerUnavailable,
      details: { errorKey: errorKeys.insurerUnavailable },
    });
  });

  it('waits out a slow insurer instead of failing', async () => {
    expect((await lookup({ licensePlate: 'ZG1500LT' })).vehicleInfos).toHaveLength(1);
  });

  it('refuses both or neither of plate and VIN, and a malformed plate, without calling the insurer', async () => {
    for (const data of [
      {},
      { licensePlate: 'ZG1234AB', vin: 'WVWZZZCDZMW123456' },
      { licensePlate: '<script>' },
      { vin: 'SHORT' },
    ]) {
      const error = await callError(callNames.getGroupamaVehicleInfo, { ...web, ...data });
      expect(error).toMatchObject({ status: 'INVALID_ARGUMENT', message: errorKeys.validation });
    }
  });

  it('takes an empty VIN beside a plate, or an empty plate beside a VIN, as not given; refuses both empty', async () => {
    expect((await lookup({ licensePlate: 'ZG1234AB', vin: '' })).vehicleInfos[0]?.licensePlate).toBe('ZG1234AB');
    expect((await lookup({ licensePlate: '', vin: 'WVWZZZE1ZTP567890' })).vehicleInfos[0]?.vin).toBe(
      'WVWZZZE1ZTP567890',
    );
    const error = await callError(callNames.getGroupamaVehicleInfo, { ...web, licensePlate: '', vin: '' });
    expect(error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      details: { errorKey: errorKeys.validation, fields: { '(request)': 'required' } },
    });
  });

  it('refuses a utm tag no record can hold (a reserved field name, a line break) instead of failing', async () => {
    for (const utmTags of [{ __utm__: 'x' }, { utm_source: 'a\r\nb' }]) {
      const error = await callError(callNames.getGroupamaVehicleInfo, { ...web, licensePlate: 'ZG1234AB', utmTags });
      expect(error).toEqual({
        status: 'INVALID_ARGUMENT',
        message: errorKeys.validation,
        details: { errorKey: errorKeys.validation, fields: { utmTags: 'invalid' } },
      });
    }
  });

  it('answers what the insurer answered when the record of the lookup cannot be written', async () => {
    const { lookUpVehicle } = await import('../src/services/vehicle-lookup.js');
    const found = await lookUpVehicle({ ...web, licensePlate: 'ZG1234AB' });
    expect(found.vehicleInfos[0]).toMatchObject({ licensePlate: 'ZG1234AB', manufacturer: 'Volkswagen' });
    await expect(lookUpVehicle({ ...web, licensePlate: 'ZG0000XX' })).rejects.toMatchObject({
      code: 'not-found',
      details: { errorKey: errorKeys.noVehicle },
    });
  });

  it('keeps utm tags, device and referral ids with each lookup', async () => {
    const campaign = `test-${Date.now()}`;
    await lookup({
      licensePlate: 'ST2345EF',
      utmTags: { utm_source: 'newsletter', utm_campaign: campaign },
      deviceType: 'mobile',
      referrerId: 'demo-driver',
      referralIndividualId: 'poziv-ana',
    });
    const [record] = await findDocs<Record<string, unknown>>(
      collections.vehicleLookups,
      'utmTags.utm_campaign',
      campaign,
    );
    expectExpiresInDays(record, 90);
    expect(record).toMatchObject({
      licensePlate: 'ST2345EF',
      outcome: 'found',
      platform: 'web',
      platformVersion: 'v1.56.2',
      deviceType: 'mobile',
      referrerId: 'demo-driver',
      referralIndividualId: 'poziv-ana',
    });
  });

  it('limits lookups per IP address to 20 a minute', { timeout: 40_000 }, async () => {
    await startInsideOneWindow();
    const ip = randomIp();
    const outcomes = [];
    for (let i = 0; i < 21; i += 1)
      outcomes.push(await call(callNames.getGroupamaVehicleInfo, { ...web, licensePlate: 'OS4567JK' }, { ip }));
    expect(outcomes.slice(0, 20).every((outcome) => outcome.ok)).toBe(true);
    expect(outcomes[20]).toMatchObject({
      ok: false,
      error: { status: 'RESOURCE_EXHAUSTED', message: errorKeys.tooManyRequests },
    });
    expect(
      (await call(callNames.getGroupamaVehicleInfo, { ...web, licensePlate: 'OS4567JK' }, { ip: randomIp() })).ok,
    ).toBe(true);
  });
});
