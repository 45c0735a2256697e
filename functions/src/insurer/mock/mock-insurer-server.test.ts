import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, stop } from '../../mocks/mock-server-test-kit.js';
import {
  insurerPaths,
  mockFaultHeader,
  mockFaultsPath,
  mockRequestsPath,
  type InsurerDiscountStatusResponse,
  type InsurerError,
  type InsurerOfferRequest,
  type InsurerOfferResponse,
  type InsurerPolicyRequest,
  type InsurerPolicyResponse,
  type InsurerPricingRequest,
  type InsurerPricingResponse,
  type InsurerVehicleLookupResponse,
} from '../insurer-api.js';
import { defaultFixturesDir } from './fixtures.js';
import { createMockInsurerServer } from './mock-insurer-server.js';

async function start(): Promise<{ server: Server; baseUrl: string }> {
  const server = createMockInsurerServer({ fixturesDir: defaultFixturesDir });
  return { server, baseUrl: await listen(server) };
}

let server: Server;
let baseUrl: string;
beforeAll(async () => ({ server, baseUrl } = await start()));
afterAll(() => stop(server));

interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

const expectError = (answer: Answer<unknown>, status: number, errorCode: InsurerError['errorCode']) => {
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual({ responseStatus: 'error', errorCode, message: expect.any(String) });
};

const driver40MaxBonus = { dateOfBirth: '1986-05-14', personalIdentificationNumber: '27182818283' };
const unknownDriver = { dateOfBirth: '1986-05-14', personalIdentificationNumber: '69435151530' };

const pricingRequest = (change: Partial<InsurerPricingRequest> = {}): InsurerPricingRequest => ({
  licensePlate: 'ZG1234AB',
  driver: driver40MaxBonus,
  policyStartDate: '2026-12-01',
  ...change,
});

const price = (change: Partial<InsurerPricingRequest> = {}, headers: Record<string, string> = {}) =>
  post<InsurerPricingResponse>(insurerPaths.pricing, pricingRequest(change), headers);

const mtplOf = (response: InsurerPricingResponse) => response.premiumCovers.find((cover) => cover.coverCode === 'MTPL');

const lookup = <T = InsurerVehicleLookupResponse>(body: unknown, headers: Record<string, string> = {}) =>
  post<T>(insurerPaths.vehicleLookup, body, headers);

describe('routing', () => {
  it('answers an unknown path with 404 invalid-request', async () => {
    expectError(await post('/v1/nothing-here', {}), 404, 'invalid-request');
  });

  it('answers another method than POST with 405 and Allow: POST', async () => {
    const res = await fetch(`${baseUrl}${insurerPaths.pricing}`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await res.json()).toMatchObject({ responseStatus: 'error', errorCode: 'invalid-request' });
  });

  it('answers a body that is not JSON with 400 invalid-request', async () => {
    expectError(await lookup('{"licensePlate": '), 400, 'invalid-request');
  });

  it('answers a JSON body that is not an object with 400 invalid-request', async () => {
    expectError(await lookup(['ZG1234AB']), 400, 'invalid-request');
  });
});

describe('vehicle lookup', () => {
  it('finds a vehicle by plate, owner included', async () => {
    const { status, body } = await lookup({ licensePlate: 'ZG1234AB' });
    expect(status).toBe(200);
    expect(body.responseStatus).toBe('success');
    expect(body.vehicleInfos).toEqual([
      expect.objectContaining({
        licensePlate: 'ZG1234AB',
        vin: 'WVWZZZCDZMW123456',
        manufacturer: 'Volkswagen',
        model: 'Golf',
        enginePowerInKw: 96,
        categoryDesc: 'M1',
        licensePlateType: 'REGULAR',
        ownerName: expect.any(String),
        ownerPersonalIdentificationNumber: expect.stringMatching(/^\d{11}$/),
      }),
    ]);
    expect(Object.keys(body.vehicleInfos[0] ?? {})).not.toContain('note');
  });

  it('finds a plate with a Croatian letter', async () => {
    const { status, body } = await lookup({ licensePlate: 'VŽ123AB' });
    expect(status).toBe(200);
    expect(body.vehicleInfos[0]?.manufacturer).toBe('Toyota');
  });

  it('expects the plate normalised, as the contract says', async () => {
    expectError(await lookup({ licensePlate: 'VZ 123-AB' }), 404, 'vehicle-not-found');
  });

  it('finds the same vehicle by VIN', async () => {
    const byVin = await lookup({ vin: 'WVWZZZCDZMW123456' });
    const byPlate = await lookup({ licensePlate: 'ZG1234AB' });
    expect(byVin.body).toEqual(byPlate.body);
  });

  it('finds a vehicle that has no plate yet by VIN only', async () => {
    const { status, body } = await lookup({ vin: 'WVWZZZE1ZTP567890' });
    expect(status).toBe(200);
    expect(body.vehicleInfos[0]).toMatchObject({ licensePlate: null, model: 'ID.3', licensePlateType: null });
  });

  it('tells a PROBA trial plate, a non-M1 vehicle and a categoryDesc "1" car', async () => {
    expect((await lookup({ licensePlate: 'ZG0123P' })).body.vehicleInfos[0]?.licensePlateType).toBe('PROBA');
    expect((await lookup({ licensePlate: 'ZG1112TV' })).body.vehicleInfos[0]?.categoryDesc).toBe('N1');
    expect((await lookup({ licensePlate: 'ST4321MT' })).body.vehicleInfos[0]?.categoryDesc).toBe('L3');
    expect((await lookup({ licensePlate: 'KC123BA' })).body.vehicleInfos[0]?.categoryDesc).toBe('1');
  });

  it('returns a record with nothing but registrationExpiryDate for ZG7777AA', async () => {
    const { status, body } = await lookup({ licensePlate: 'ZG7777AA' });
    expect(status).toBe(200);
    const [info] = body.vehicleInfos;
    expect(info?.registrationExpiryDate).toBe('2027-03-15');
    expect(Object.entries(info ?? {}).filter(([, value]) => value !== null)).toEqual([
      ['registrationExpiryDate', '2027-03-15'],
    ]);
  });

  it('answers an unknown vehicle with 404 vehicle-not-found', async () => {
    expectError(await lookup({ licensePlate: 'ZG0000XX' }), 404, 'vehicle-not-found');
    expectError(await lookup({ vin: 'WVWZZZCDZMW999999' }), 404, 'vehicle-not-found');
  });

  it('answers a high-risk vehicle with 422 high-risk-vehicle', async () => {
    expectError(await lookup({ licensePlate: 'ZG9999MM' }), 422, 'high-risk-vehicle');
    expectError(await lookup({ vin: 'WUAZZZF20MN890123' }), 422, 'high-risk-vehicle');
  });

  it.each([
    ['both plate and VIN', { licensePlate: 'ZG1234AB', vin: 'WVWZZZCDZMW123456' }],
    ['neither', {}],
    ['a plate that is not a string', { licensePlate: 1234 }],
    ['an empty plate', { licensePlate: '' }],
  ])('answers %s with 400 invalid-request', async (_, body) => {
    expectError(await lookup(body), 400, 'invalid-request');
  });
});

describe('pricing', () => {
  it('prices every cover of an ordinary car (the worked example of fixtures/README.md)', async () => {
    const { status, body } = await price();
    expect(status).toBe(200);
    expect(body).toEqual({
      responseStatus: 'success',
      premiumCovers: [
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
      ],
      discountZone: null,
      discountOptions: ['code', 'vehicle'],
      bonusMalusClass: 9,
      bonusMalusPercent: -50,
      estimatedVehicleValueInEuros: 13_932,
      calculationId: expect.stringMatching(/^CALC-[0-9A-F]{20}$/),
      validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      vehicle: { categoryDesc: 'M1', licensePlateType: 'REGULAR' },
    });
    // The insurer holds a price for a week from today, Zagreb's day.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb' }).format(new Date());
    const days = (Date.parse(body.validUntil) - Date.parse(today)) / 86_400_000;
    expect(days).toBe(7);
  });

  it('gives the same calculationId for the same request and another one for another request', async () => {
    const first = await price();
    const again = await price();
    const otherDriver = await price({ driver: unknownDriver });
    const otherDay = await price({ policyStartDate: '2026-12-02' });
    expect(again.body.calculationId).toBe(first.body.calculationId);
    expect(otherDriver.body.calculationId).not.toBe(first.body.calculationId);
    expect(otherDay.body.calculationId).not.toBe(first.body.calculationId);
  });

  it('puts an unknown driver in the entry class', async () => {
    const { body } = await price({ driver: unknownDriver });
    expect(body).toMatchObject({ bonusMalusClass: 0, bonusMalusPercent: 0 });
    expect(mtplOf(body)).toMatchObject({ grossPremiumAmt: 331.2, discountedPrice: 331.2 });
  });

  it('surcharges a malus driver', async () => {
    const { body } = await price({ driver: { ...unknownDriver, personalIdentificationNumber: '30102999569' } });
    expect(body).toMatchObject({ bonusMalusClass: -3, bonusMalusPercent: 50 });
    expect(mtplOf(body)?.discountedPrice).toBe(496.8);
  });

  it('offers the vehicle discount only where the vehicle has one', async () => {
    expect((await price({ licensePlate: 'ZG5678CD' })).body.discountOptions).toEqual(['code']);
  });

  it('applies the zone discount of the registration area', async () => {
    const { body } = await price({ licensePlate: 'VŽ123AB', driver: unknownDriver });
    expect(body.discountZone).toEqual({ code: 'ZONA-VZ-10', discountAmount: 10, discountAmountType: 'percent' });
    expect(mtplOf(body)).toEqual({
      coverCode: 'MTPL',
      grossPremiumAmt: 212.75,
      discountedPrice: 191.48,
      taxBasisAmt: 166.5,
      // 166.50 × 0.95 = 158.18 (158.175 rounded up) + 15 % tax 23.73
      singlePaymentPrice: 181.91,
    });
  });

  it('charges a young driver more and refuses one under 18 on the start date', async () => {
    const adult = mtplOf((await price({ driver: unknownDriver })).body)?.grossPremiumAmt ?? 0;
    const eighteenToday = await price({ driver: { ...unknownDriver, dateOfBirth: '2008-12-01' } });
    expect(eighteenToday.status).toBe(200);
    expect(mtplOf(eighteenToday.body)?.grossPremiumAmt).toBeGreaterThan(adult);
    expectError(await price({ driver: { ...unknownDriver, dateOfBirth: '2008-12-02' } }), 400, 'invalid-request');
  });

  it('prices the historic vehicle under the minimum of 50 €', async () => {
    const { status, body } = await price({ licensePlate: 'ZG1989MB' });
    expect(status).toBe(200);
    expect(mtplOf(body)?.grossPremiumAmt).toBe(41.4);
  });

  it('prices a vehicle without a plate in the default zone', async () => {
    const { status, body } = await price({ licensePlate: undefined, vin: 'NMTKZ3BX50R678901', driver: unknownDriver });
    expect(status).toBe(200);
    // 101–130 kW: 275 € net × default zone 1.00, plus 15 % tax.
    expect(mtplOf(body)?.grossPremiumAmt).toBe(316.25);
    expect(body.discountOptions).toEqual(['code']);
  });

  it('prices non-M1 vehicles and trial plates too, and names what it priced', async () => {
    for (const [licensePlate, categoryDesc, licensePlateType] of [
      ['ZG1112TV', 'N1', 'REGULAR'],
      ['ST4321MT', 'L3', 'REGULAR'],
      ['ZG0123P', 'M1', 'PROBA'],
    ]) {
      const { status, body } = await price({ licensePlate });
      expect(status).toBe(200);
      expect(mtplOf(body)?.grossPremiumAmt).toBeGreaterThan(0);
      expect(body.vehicle).toEqual({ categoryDesc, licensePlateType });
    }
  });

  it('needs vehicleDetails.enginePowerInKw for a vehicle the register knows nothing about', async () => {
    expectError(await price({ licensePlate: 'ZG7777AA' }), 400, 'invalid-request');
    const { status, body } = await price({
      licensePlate: 'ZG7777AA',
      driver: unknownDriver,
      vehicleDetails: { manufacturer: 'Škoda', model: 'Fabia', yearOfManufacture: 2016, enginePowerInKw: 70 },
    });
    expect(status).toBe(200);
    // 56–70 kW: 185 € net × Zagreb 1.20 = 222 €, plus 15 % tax.
    expect(mtplOf(body)?.grossPremiumAmt).toBe(255.3);
  });

  it('lets vehicleDetails fill only what the register lacks', async () => {
    const plain = await price();
    const overridden = await price({
      vehicleDetails: { manufacturer: 'BMW', yearOfManufacture: 2026, enginePowerInKw: 300 },
    });
    expect(overridden.body.premiumCovers).toEqual(plain.body.premiumCovers);
    expect(overridden.body.estimatedVehicleValueInEuros).toBe(plain.body.estimatedVehicleValueInEuros);
  });

  it('answers 404 and 422 as lookup does', async () => {
    expectError(await price({ licensePlate: 'ZG0000XX' }), 404, 'vehicle-not-found');
    expectError(await price({ licensePlate: 'ST9999RS' }), 422, 'high-risk-vehicle');
  });

  it.each([
    ['an invalid OIB', { driver: { ...unknownDriver, personalIdentificationNumber: '69435151531' } }],
    ['a date of birth in another format', { driver: { ...unknownDriver, dateOfBirth: '14/05/1986' } }],
    ['an impossible start date', { policyStartDate: '2026-02-30' }],
    ['no driver', { driver: undefined }],
    ['an engine power that is not a number', { vehicleDetails: { enginePowerInKw: '96' } }],
  ])('answers %s with 400 invalid-request', async (_, change) => {
    expectError(await price(change as Partial<InsurerPricingRequest>), 400, 'invalid-request');
  });
});

describe('offer requests', () => {
  const offer: InsurerOfferRequest = {
    vin: 'WF0YXXTTGYLA23456',
    licensePlate: 'ZG1112TV',
    driverBirthDate: '1986-05-14',
    driverPin: '69435151530',
    driverPhone: '+385911234567',
    driverEmail: 'vozac@primjer.hr',
    platform: 'web',
    referrerId: null,
    referralIndividualId: null,
    registrationExpiryDate: '2027-10-01',
    isLicensePlateTypePROBA: false,
    policyAccepted: true,
    wipId: 'wip-1',
  };

  it('accepts an offer request with 201 and an id, the same id for the same request', async () => {
    const first = await post<InsurerOfferResponse>(insurerPaths.offerRequests, offer);
    const again = await post<InsurerOfferResponse>(insurerPaths.offerRequests, offer);
    const other = await post<InsurerOfferResponse>(insurerPaths.offerRequests, { ...offer, wipId: 'wip-2' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      responseStatus: 'success',
      offerRequestId: expect.stringMatching(/^OR-[0-9A-F]{16}$/),
    });
    expect(again.body.offerRequestId).toBe(first.body.offerRequestId);
    expect(other.body.offerRequestId).not.toBe(first.body.offerRequestId);
  });

  it('is not affected by the fault of a fixture vehicle', async () => {
    const { status } = await post(insurerPaths.offerRequests, { ...offer, licensePlate: 'ZG5000AA', vin: null });
    expect(status).toBe(201);
  });

  it.each([
    ['another platform', { platform: 'ios' }],
    ['a missing wipId (null when there is none)', { wipId: undefined }],
    ['neither vin nor plate', { vin: null, licensePlate: null }],
    ['a flag that is not a boolean', { policyAccepted: 'yes' }],
    ['an invalid e-mail', { driverEmail: 'vozac' }],
  ])('answers %s with 400 invalid-request', async (_, change) => {
    expectError(await post(insurerPaths.offerRequests, { ...offer, ...change }), 400, 'invalid-request');
  });
});

describe('policy issue', () => {
  const policyholder: InsurerPolicyRequest['policyholder'] = {
    firstName: 'Iva',
    lastName: 'Primjerić',
    personalIdentificationNumber: '27182818283',
    dateOfBirth: '1986-05-14',
    email: 'vozac@primjer.hr',
    phone: '+385911234567',
    address: 'Ulica Primjera',
    houseNumber: '12a',
    postalCode: '10000',
    city: 'Zagreb',
    country: 'HR',
  };

  async function policyRequest(change: Partial<InsurerPolicyRequest> = {}): Promise<InsurerPolicyRequest> {
    const { body } = await price();
    return {
      calculationId: body.calculationId,
      coverCodes: ['MTPL', 'MTPL_ACC'],
      policyStartsAt: '2026-12-01T00:00:00+01:00',
      policyEndsAt: '2027-12-01T00:00:00+01:00',
      // MTPL 157.32 and MTPL_ACC 13.30 paid at once (165.60 and 14.00 in instalments).
      paidAmount: 170.62,
      paymentReference: 'PAY-0001',
      paymentPlan: { kind: 'single' },
      policyholder,
      ...change,
    };
  }

  const issue = (request: unknown) => post<InsurerPolicyResponse>(insurerPaths.policies, request);

  it('issues a policy with 201, and the same one again for the same payment reference', async () => {
    const request = await policyRequest();
    const first = await issue(request);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      responseStatus: 'success',
      policyNumber: expect.stringMatching(/^10-2026-\d{7}$/),
      policyControlNumber: expect.stringMatching(/^\d{10}$/),
      policyTransactionId: expect.stringMatching(/^TX-[0-9A-F]{16}$/),
      productName: 'Obvezno osiguranje od automobilske odgovornosti AO online',
      minimumSumsInsured: { personalInjury: 6_450_000, propertyDamage: 1_300_000 },
      territorialScope: 'green-card-system',
      greenCard: { countryCode: 'HR', insurerCode: '127', cardNumber: expect.stringMatching(/^\d{8}$/) },
    });
    const again = await issue({ ...request, paidAmount: 165.6, coverCodes: ['MTPL'] });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
  });

  it('issues another policy for another payment reference', async () => {
    const first = await issue(await policyRequest({ paymentReference: 'PAY-0002' }));
    const second = await issue(await policyRequest({ paymentReference: 'PAY-0003' }));
    expect(second.body.policyControlNumber).not.toBe(first.body.policyControlNumber);
  });

  it('accepts less than the covers cost (a coupon), never more', async () => {
    expect((await issue(await policyRequest({ paymentReference: 'PAY-0004', paidAmount: 150 }))).status).toBe(201);
    expectError(
      await issue(await policyRequest({ paymentReference: 'PAY-0005', paidAmount: 170.63 })),
      400,
      'invalid-request',
    );
  });

  it('holds a payment at once to the one-payment price, and instalments to the full price', async () => {
    const instalments = { kind: 'instalments', count: 6 } as const;
    expectError(
      await issue(await policyRequest({ paymentReference: 'PAY-0006', paidAmount: 179.6 })),
      400,
      'invalid-request',
    );
    const paidInInstalments = await policyRequest({
      paymentReference: 'PAY-0007',
      paidAmount: 179.6,
      paymentPlan: instalments,
    });
    expect((await issue(paidInInstalments)).status).toBe(201);
    expectError(
      await issue({ ...paidInInstalments, paymentReference: 'PAY-0008', paidAmount: 179.61 }),
      400,
      'invalid-request',
    );
  });

  it.each([
    ['an unknown calculation', { calculationId: 'CALC-00000000000000000000' }],
    ['no MTPL', { coverCodes: ['MTPL_ACC'] }],
    ['both roadside assistances', { coverCodes: ['MTPL', 'MTPL_ASS', 'MTPL_ASS_EUR'] }],
    ['an unknown cover', { coverCodes: ['MTPL', 'GAP'] }],
    ['an end before the start', { policyEndsAt: '2026-11-30T12:00:00+01:00' }],
    ['a start without its offset', { policyStartsAt: '2026-12-01T00:00:00' }],
    ['a start that is only a date', { policyStartsAt: '2026-12-01' }],
    ['a postal code of four digits', { policyholder: { ...policyholder, postalCode: '1000' } }],
    ['no policyholder', { policyholder: undefined }],
    ['no payment plan', { paymentPlan: undefined }],
    ['a plan of no known kind', { paymentPlan: { kind: 'monthly' } }],
    ['one instalment', { paymentPlan: { kind: 'instalments', count: 1 } }],
    ['half an instalment', { paymentPlan: { kind: 'instalments', count: 2.5 } }],
    ['instalments without a count', { paymentPlan: { kind: 'instalments' } }],
    ['a plan with an unknown field', { paymentPlan: { kind: 'single', count: 3 } }],
  ])('answers %s with 400 invalid-request', async (_, change) => {
    const request = await policyRequest({ paymentReference: `PAY-bad-${_}` });
    expectError(await issue({ ...request, ...change }), 400, 'invalid-request');
  });
});

describe('discount status', () => {
  it('returns the vehicle discount of a plate that has one', async () => {
    const { status, body } = await post<InsurerDiscountStatusResponse>(insurerPaths.discountStatus, {
      licensePlate: 'VŽ123AB',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      responseStatus: 'success',
      vehicleDiscount: { valueInEuros: 10, licensePlate: 'VŽ123AB', type: 'vehicle' },
    });
  });

  it('returns null for a plate without one', async () => {
    const { body } = await post<InsurerDiscountStatusResponse>(insurerPaths.discountStatus, {
      licensePlate: 'ZG5678CD',
    });
    expect(body).toEqual({ responseStatus: 'success', vehicleDiscount: null });
  });

  it('answers a missing plate with 400 invalid-request', async () => {
    expectError(await post(insurerPaths.discountStatus, {}), 400, 'invalid-request');
  });
});

describe('faults queued through /_mock/faults', () => {
  const queue = (body: unknown) =>
    fetch(`${baseUrl}${mockFaultsPath}`, { method: 'POST', body: JSON.stringify(body) }).then((res) => res.status);

  it('makes the next n calls of one operation fail, then answers normally again', async () => {
    expect(await queue({ path: insurerPaths.discountStatus, fault: '503', count: 2 })).toBe(204);
    const request = { licensePlate: 'ZG5678CD' };
    expectError(await post(insurerPaths.discountStatus, request), 503, 'internal-error');
    expect((await post(insurerPaths.vehicleLookup, request)).status).toBe(200);
    expectError(await post(insurerPaths.discountStatus, request), 503, 'internal-error');
    expect((await post(insurerPaths.discountStatus, request)).status).toBe(200);
  });

  it.each([
    ['an unknown path', { path: '/v1/nothing', fault: '503', count: 1 }],
    ['an unknown fault', { path: insurerPaths.policies, fault: '418', count: 1 }],
    ['a negative count', { path: insurerPaths.policies, fault: '503', count: -1 }],
    ['no JSON', 'x'],
  ])('refuses %s with 400', async (_, body) => {
    expect(await queue(body)).toBe(400);
  });
});

describe('requests received (/_mock/requests)', () => {
  const received = async () => (await (await fetch(`${baseUrl}${mockRequestsPath}`)).json()) as Record<string, number>;

  it('counts the requests of each operation, failed ones included, and not its own control calls', async () => {
    const before = await received();
    expect(Object.keys(before).sort()).toEqual(Object.values(insurerPaths).sort());
    await post(insurerPaths.vehicleLookup, { licensePlate: 'ZG1234AB' });
    await post(insurerPaths.vehicleLookup, { licensePlate: 'ZG1234AB' }, { [mockFaultHeader]: '503' });
    await post(insurerPaths.discountStatus, { licensePlate: 'ZG1234AB' });
    await fetch(`${baseUrl}${mockFaultsPath}`, {
      method: 'POST',
      body: JSON.stringify({ path: insurerPaths.pricing, fault: '503', count: 0 }),
    });
    expect(await received()).toEqual({
      ...before,
      [insurerPaths.vehicleLookup]: (before[insurerPaths.vehicleLookup] ?? 0) + 2,
      [insurerPaths.discountStatus]: (before[insurerPaths.discountStatus] ?? 0) + 1,
    });
  });
});

describe('faults on request (x-mock-fault)', () => {
  const allOperations: [string, unknown][] = [
    [insurerPaths.vehicleLookup, { licensePlate: 'ZG1234AB' }],
    [insurerPaths.pricing, pricingRequest()],
    [insurerPaths.offerRequests, {}],
    [insurerPaths.policies, {}],
    [insurerPaths.discountStatus, { licensePlate: 'ZG1234AB' }],
    [insurerPaths.policyCancellations, {}],
    [insurerPaths.policyCancellationDocuments, {}],
  ];

  it.each(['500', '503'])('answers %s with internal-error on every operation', async (fault) => {
    for (const [path, body] of allOperations)
      expectError(await post(path, body, { [mockFaultHeader]: fault }), Number(fault), 'internal-error');
  });

  it('answers malformed with a 200 whose body is not JSON', async () => {
    for (const [path, body] of allOperations) {
      const res = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { [mockFaultHeader]: 'malformed' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toBe('{"responseStatus": "succ');
      expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);
    }
  });

  it('delays the normal answer by latency=<ms>', async () => {
    const started = performance.now();
    const { status, body } = await lookup({ licensePlate: 'ZG1234AB' }, { [mockFaultHeader]: 'latency=250' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
    expect(status).toBe(200);
    expect(body.vehicleInfos[0]?.licensePlate).toBe('ZG1234AB');
  });

  it('carries on when the caller gives up during a latency', async () => {
    const request = fetch(`${baseUrl}${insurerPaths.vehicleLookup}`, {
      method: 'POST',
      headers: { [mockFaultHeader]: 'latency=400' },
      body: JSON.stringify({ licensePlate: 'ZG1234AB' }),
      signal: AbortSignal.timeout(100),
    });
    await expect(request).rejects.toMatchObject({ name: 'TimeoutError' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await lookup({ licensePlate: 'ZG1234AB' })).status).toBe(200);
  });

  it('answers a fault it does not know with 400 invalid-request', async () => {
    expectError(await lookup({ licensePlate: 'ZG1234AB' }, { [mockFaultHeader]: '502' }), 400, 'invalid-request');
    expectError(
      await lookup({ licensePlate: 'ZG1234AB' }, { [mockFaultHeader]: 'latency=-5' }),
      400,
      'invalid-request',
    );
  });

  it('does not answer timeout', async () => {
    const request = fetch(`${baseUrl}${insurerPaths.discountStatus}`, {
      method: 'POST',
      headers: { [mockFaultHeader]: 'timeout' },
      body: JSON.stringify({ licensePlate: 'ZG1234AB' }),
      signal: AbortSignal.timeout(300),
    });
    await expect(request).rejects.toMatchObject({ name: 'TimeoutError' });
    expect((await lookup({ licensePlate: 'ZG1234AB' })).status).toBe(200);
  });

  it('closes at once while a timeout is pending, dropping that connection', async () => {
    const own = await start();
    const outcome = fetch(`${own.baseUrl}${insurerPaths.vehicleLookup}`, {
      method: 'POST',
      headers: { [mockFaultHeader]: 'timeout' },
      body: JSON.stringify({ licensePlate: 'ZG1234AB' }),
    }).then(
      () => 'answered',
      () => 'dropped',
    );
    const noAnswer = new Promise((resolve) => setTimeout(resolve, 300, 'no answer yet'));
    expect(await Promise.race([outcome, noAnswer])).toBe('no answer yet');
    const started = performance.now();
    await stop(own.server);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await outcome).toBe('dropped');
  });
});

describe('faults of fixture vehicles', () => {
  it.each([
    ['ZG5000AA', 500],
    ['ZG5030AA', 503],
  ])('%s answers lookup and pricing with %i internal-error', async (licensePlate, status) => {
    expectError(await lookup({ licensePlate }), status, 'internal-error');
    expectError(await price({ licensePlate }), status, 'internal-error');
  });

  it('applies the fault when the vehicle is named by VIN too', async () => {
    expectError(await lookup({ vin: 'W0LGM8EM1G1234567' }), 500, 'internal-error');
  });

  it('ZG2000MF answers lookup and pricing with a body that is not JSON', async () => {
    for (const [path, body] of [
      [insurerPaths.vehicleLookup, { licensePlate: 'ZG2000MF' }],
      [insurerPaths.pricing, pricingRequest({ licensePlate: 'ZG2000MF' })],
    ] as const) {
      const res = await fetch(`${baseUrl}${path}`, { method: 'POST', body: JSON.stringify(body) });
      expect(res.status).toBe(200);
      await expect(res.json()).rejects.toThrow(SyntaxError);
    }
  });

  it('ZG3000AT never answers lookup or pricing', async () => {
    for (const [path, body] of [
      [insurerPaths.vehicleLookup, { licensePlate: 'ZG3000AT' }],
      [insurerPaths.pricing, pricingRequest({ licensePlate: 'ZG3000AT' })],
    ] as const) {
      const request = fetch(`${baseUrl}${path}`, {
        method: 'POST',
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(300),
      });
      await expect(request).rejects.toMatchObject({ name: 'TimeoutError' });
    }
  });

  it('ZG1500LT answers normally after 800 ms', async () => {
    const started = performance.now();
    const { status } = await lookup({ licensePlate: 'ZG1500LT' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(790);
    expect(status).toBe(200);
  });

  it('lets a header fault take precedence over a vehicle fault', async () => {
    expectError(await lookup({ licensePlate: 'ZG5000AA' }, { [mockFaultHeader]: '503' }), 503, 'internal-error');
  });
});
