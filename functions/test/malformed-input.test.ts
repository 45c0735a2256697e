import { describe, expect, it } from 'vitest';
import { apiPaths, callNames } from '../src/contracts/call-names.js';
import { errorKeys } from '../src/contracts/error-keys.js';
import { isoToDisplayDate } from '../src/contracts/field-rules.js';
import type { PricingResponse } from '../src/contracts/get-groupama-pricing-for-options.js';
import { latestPolicyStart } from '../src/contracts/policy-dates.js';
import type { SaveWorkInProgressResponse } from '../src/contracts/work-in-progress.js';
import { collections } from '../src/store/collection-names.js';
import { createQuote } from '../src/store/quotes.js';
import { readDoc } from './admin.js';
import { callError, callOk, driver, peerHeader, randomIp, web } from './callable.js';
import { hostingOrigin } from './emulator-env.js';
import { policyholder } from './payment-kit.js';

const offer = {
  driverBirthDate: '14/05/1980',
  driverPin: '27182818283',
  driverPhone: '+385 91 234 5678',
  driverEmail: 'ivana@primjer.hr',
  isLicensePlateTypePROBA: false,
  policyAccepted: true,
};

const golf = {
  licensePlate: 'ZG1234AB',
  vin: 'WVWZZZCDZMW123456',
  manufacturer: 'Volkswagen',
  model: 'Golf',
  variant: '1.5 TSI',
  yearOfManufacture: 2021,
  enginePowerInKw: 96,
  categoryDesc: 'M1',
  registrationExpiryDate: null,
};

/** The refusal of bad input: `invalid-argument`, and each field with its reason key. */
const refusedWith = (fields: Record<string, string>) => ({
  status: 'INVALID_ARGUMENT',
  message: errorKeys.validation,
  details: { errorKey: errorKeys.validation, fields },
});

describe('malformed input', () => {
  it('answers a value of the wrong type with the reason key, never with the value', async () => {
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      [
        callNames.getGroupamaVehicleInfo,
        { ...web, platformVersion: 123, licensePlate: 'ZG1234AB' },
        { platformVersion: 'invalid' },
      ],
      [
        callNames.getGroupamaPricingForOptions,
        { ...web, ...driver, licensePlate: 'ZG5678CD', vehicleDetails: { yearOfManufacture: '2020' } },
        { 'vehicleDetails.yearOfManufacture': 'invalid' },
      ],
      [callNames.saveWorkInProgress, { ...web, lastStep: '01: Vehicle found', fields: [] }, { fields: 'invalid' }],
    ];
    for (const [name, data, fields] of cases) expect(await callError(name, data)).toEqual(refusedWith(fields));
  });

  it('refuses a line break or a control character in a one-line field of any callable, by its path', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [
        callNames.saveWorkInProgress,
        { ...web, platformVersion: 'v1.56.2\n', lastStep: '01: Vehicle found' },
        'platformVersion',
      ],
      [
        callNames.getGroupamaPricingForOptions,
        { ...web, ...driver, licensePlate: 'ZG5678CD', vehicleDetails: { manufacturer: 'Škoda\r\nX-Header: 1' } },
        'vehicleDetails.manufacturer',
      ],
      [
        callNames.saveUserProfile,
        { ...web, ...policyholder(), contactEmail: undefined, vehicles: [{ ...golf, model: 'Golf\u0000' }] },
        'vehicles[0].model',
      ],
      [callNames.checkDiscountStatus, { ...web, code: 'DOBRODOSLI10', licensePlate: 'ZG5678CD\t' }, 'licensePlate'],
    ];
    for (const [name, data, path] of cases) {
      const error = await callError(name, JSON.parse(JSON.stringify(data)));
      expect(error, `${name} ${path}`).toEqual(refusedWith({ [path]: 'invalid' }));
    }
  });

  it('refuses utm tags no record can hold instead of failing the write', async () => {
    const utmTags = { __utm__: 'x' };
    const cases: [string, Record<string, unknown>][] = [
      [callNames.saveWorkInProgress, { ...web, lastStep: '01: Vehicle found', utmTags }],
      [callNames.sendCreateOfferRequest, { ...web, ...offer, licensePlate: 'ZG1112TV', utmTags }],
      [callNames.getGroupamaPricingForOptions, { ...web, ...driver, licensePlate: 'ZG5678CD', utmTags }],
    ];
    for (const [name, data] of cases)
      expect(await callError(name, data), name).toEqual(refusedWith({ utmTags: 'invalid' }));
  });

  it('takes an empty VIN or plate beside the other as not given, and refuses both empty', async () => {
    const byPlate = await callOk<PricingResponse>(callNames.getGroupamaPricingForOptions, {
      ...web,
      ...driver,
      licensePlate: 'ZG5678CD',
      vin: '',
    });
    const byVin = await callOk<PricingResponse>(callNames.getGroupamaPricingForOptions, {
      ...web,
      ...driver,
      licensePlate: '',
      vin: 'WVWZZZE1ZTP567890',
    });
    expect(await readDoc(`${collections.quotes}/${byPlate.quoteId}`)).toMatchObject({
      licensePlate: 'ZG5678CD',
      vin: null,
    });
    expect(await readDoc(`${collections.quotes}/${byVin.quoteId}`)).toMatchObject({
      licensePlate: null,
      vin: 'WVWZZZE1ZTP567890',
    });
    await callOk(callNames.sendCreateOfferRequest, { ...web, ...offer, licensePlate: 'ZG1112TV', vin: '' });
    const saved = await callOk<SaveWorkInProgressResponse>(callNames.saveWorkInProgress, {
      ...web,
      lastStep: '01: Vehicle found',
      fields: { licensePlate: 'zg 1234-ab', vin: '' },
    });
    expect(await readDoc(`${collections.workInProgress}/${saved.wipId}`)).toMatchObject({
      fields: { licensePlate: 'ZG1234AB', vin: null },
    });

    for (const [name, data] of [
      [callNames.getGroupamaPricingForOptions, { ...web, ...driver }],
      [callNames.sendCreateOfferRequest, { ...web, ...offer }],
    ] as const) {
      const error = await callError(name, { ...data, licensePlate: '', vin: '' });
      expect(error, name).toEqual(refusedWith({ '(request)': 'required' }));
    }
  });

  it('prices a start up to 60 days ahead and refuses a later one on its field', async () => {
    const latest = isoToDisplayDate(latestPolicyStart(new Date()));
    const priced = await callOk<PricingResponse>(callNames.getGroupamaPricingForOptions, {
      ...web,
      ...driver,
      licensePlate: 'ZG5678CD',
      policyStartDate: latest,
    });
    expect(priced.policyStartDate).toBe(latest);
    const error = await callError(callNames.getGroupamaPricingForOptions, {
      ...web,
      ...driver,
      licensePlate: 'ZG5678CD',
      policyStartDate: '31/12/2099',
    });
    expect(error).toEqual(refusedWith({ policyStartDate: 'policy-start-too-late' }));
  });

  it('refuses a cover the quote has no price for as the driver’s choice, not as a fault', async () => {
    const quoteId = await createQuote(
      {
        licensePlate: 'ZG5678CD',
        vin: null,
        vehicleDetails: null,
        driver: { dateOfBirth: '1980-05-14', personalIdentificationNumber: '27182818283' },
        // The insurer priced no bonus protection for this one.
        premiumCovers: [
          { coverCode: 'MTPL', grossPremiumAmt: 300, discountedPrice: 150, taxBasisAmt: 130, singlePaymentPrice: 150 },
        ],
        discountZone: null,
        codeDiscount: null,
        calculationId: 'CALC-malformed-input',
        policyStartDate: '2026-12-01',
        policyEndDate: '2027-12-01',
        wipId: null,
      },
      new Date(),
      new Date(Date.now() + 86_400_000),
    );
    const error = await callError(callNames.getOrderSummary, { ...web, quoteId, coverCodes: ['MTPL', 'MTPL_BP'] });
    expect(error).toEqual(refusedWith({ coverCodes: 'invalid' }));
  });

  it('names a body that is not a JSON object on /api with a reason key', async () => {
    const response = await fetch(`${hostingOrigin}${apiPaths.checkTelematicsOnlyVehicle}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [peerHeader]: randomIp() },
      body: '["ana@primjer.hr", "ZG5678CD"]',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errorCode: string; message: string };
    expect(body.errorCode).toBe('validation-error');
    expect(JSON.parse(body.message)).toEqual({ '(body)': 'invalid' });
  });
});
