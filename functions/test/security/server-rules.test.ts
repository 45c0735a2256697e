/**
 * The server owns every rule: what a client cannot be trusted with, replayed against the running stack. Each probe
 * sends what the attack sent (an online purchase of a van, terms not accepted, a profile with a car registration
 * refuses, bodies thousands of levels deep, a signature of 8 MB, a total with a tenth of a cent) and states what must
 * come back: a structured refusal in the spec's keys that changed nothing, never a 5xx or an error in the log.
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, callNames } from '../../src/contracts/call-names.js';
import { errorKeys } from '../../src/contracts/error-keys.js';
import type { PricingResponse } from '../../src/contracts/get-groupama-pricing-for-options.js';
import { functionsRegion } from '../../src/contracts/platform.js';
import { signatureLimits } from '../../src/contracts/request-sizes.js';
import { collections } from '../../src/store/collection-names.js';
import type { UserDocument } from '../../src/store/users.js';
import { findDocs, firestore, readDoc } from '../admin.js';
import { signUp, type TestUser } from '../auth-users.js';
import { call, callError, localAppCheckToken, peerHeader, randomIp, web } from '../callable.js';
import { functionsOrigin, hostingOrigin, projectId } from '../emulator-env.js';
import { paymentRequest, policyholder, priceFor, quoteFormOf } from '../payment-kit.js';

/** The van's and the trial plate's registered owners (fixtures/insurer/vehicles.json), so no owner check stands in. */
const van = { licensePlate: 'ZG1112TV', ownerPin: '34504443001' };
const trialPlate = { licensePlate: 'ZG0123P', ownerPin: '34662828464' };

const ownerOf = (ownerPin: string) => ({ ...policyholder(), personalIdentificationNumber: ownerPin });

const ordersOf = (quoteId: string) => findDocs(collections.orders, 'quoteId', quoteId);

describe('what the spec sends to an offer request cannot be bought online', () => {
  it.each([
    ['the van ZG 1112-TV', van, errorKeys.noPersonalVehicle],
    ['the trial plate ZG 0123-P', trialPlate, errorKeys.licensePlatePROBA],
  ])('pricing %s for its owner is refused with the spec’s key', async (_, vehicle, errorKey) => {
    const refusal = await callError(callNames.getGroupamaPricingForOptions, {
      ...web,
      licensePlate: vehicle.licensePlate,
      ...quoteFormOf(ownerOf(vehicle.ownerPin)),
    });
    expect(refusal.status).toBe('FAILED_PRECONDITION');
    expect(refusal.details).toEqual({ errorKey, notPricedOnline: true });
  });

  it.each([
    ['the van ZG 1112-TV', van, errorKeys.noPersonalVehicle],
    ['the trial plate ZG 0123-P', trialPlate, errorKeys.licensePlatePROBA],
  ])(
    'a crafted startPayment for %s, on a quote stored for it, opens no order: the register is asked at payment',
    async (_, vehicle, errorKey) => {
      const holder = ownerOf(vehicle.ownerPin);
      const pricing = await priceFor('ZG5678CD', holder);
      // A quote of the vehicle as pricing stored them before it refused them (or as any flaw could store one).
      await firestore()
        .collection(collections.quotes)
        .doc(pricing.quoteId)
        .update({ licensePlate: vehicle.licensePlate, vin: null });
      const refusal = await callError(callNames.startPayment, await paymentRequest(pricing, { holder }));
      expect(refusal.status).toBe('FAILED_PRECONDITION');
      expect(refusal.details?.errorKey).toBe(errorKey);
      expect(await ordersOf(pricing.quoteId)).toEqual([]);
    },
  );

  it('pricing ZG 5678-CD with policyAccepted: false is refused and stores no quote', async () => {
    const holder = policyholder();
    const quotesBefore = (await firestore().collection(collections.quotes).count().get()).data().count;
    const refusal = await callError(callNames.getGroupamaPricingForOptions, {
      ...web,
      licensePlate: 'ZG5678CD',
      ...quoteFormOf(holder),
      policyAccepted: false,
    });
    expect(refusal.status).toBe('INVALID_ARGUMENT');
    expect(refusal.details).toEqual({ errorKey: errorKeys.validation, fields: { policyAccepted: 'required' } });
    expect((await firestore().collection(collections.quotes).count().get()).data().count).toBe(quotesBefore);
  });

  it('a total of 193.561 € is refused: amounts have whole cents', async () => {
    const pricing: PricingResponse = await priceFor();
    const request = await paymentRequest(pricing);
    const refusal = await callError(callNames.startPayment, { ...request, expectedTotal: 193.561 });
    expect(refusal.status).toBe('INVALID_ARGUMENT');
    expect(refusal.details?.fields).toEqual({ expectedTotal: 'invalid' });
    expect(await ordersOf(pricing.quoteId)).toEqual([]);
    // The same total in whole cents, however the float is written, is the driver's.
    expect((await call(callNames.startPayment, request)).ok).toBe(true);
  });
});

describe('an account holds the cars registration accepts', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signUp();
  });

  /** The policyholder of the payment kit as an account's profile, with one car. */
  const profile = (vehicle: Record<string, unknown>) => {
    const holder: Partial<ReturnType<typeof policyholder>> = policyholder();
    delete holder.contactEmail;
    const car = { licensePlate: null, vin: null, manufacturer: null, model: null, variant: null };
    const facts = { yearOfManufacture: null, enginePowerInKw: null, categoryDesc: 'M1', registrationExpiryDate: null };
    return {
      ...web,
      ...holder,
      vehicles: [{ ...car, ...facts, ...vehicle }],
      referrerId: null,
      referralIndividualId: null,
    };
  };

  it.each([
    ['a van sent as a personal car', { licensePlate: 'ZG1112TV', categoryDesc: 'M1' }, errorKeys.noPersonalVehicle],
    [
      'a plate taken for telematics only',
      { licensePlate: 'ZG5555TT' },
      errorKeys.vehicleWithTelematicsOnlyAlreadyExists,
    ],
    ['a plate the register does not know', { licensePlate: 'ZG9876ZZ' }, errorKeys.noVehicle],
  ])('saveUserProfile with %s is refused and stores nothing', async (_, vehicle, errorKey) => {
    const refusal = await callError(callNames.saveUserProfile, profile(vehicle), { idToken: user.idToken });
    expect(refusal.details?.errorKey).toBe(errorKey);
    expect(await readDoc<UserDocument>(`${collections.users}/${user.uid}`)).toBeUndefined();
  });

  it('a personal car is stored with the register’s category, whatever the client called it', async () => {
    const outcome = await call(callNames.saveUserProfile, profile({ licensePlate: 'KC123BA', categoryDesc: 'N1' }), {
      idToken: user.idToken,
    });
    expect(outcome.ok).toBe(true);
    const stored = await readDoc<UserDocument>(`${collections.users}/${user.uid}`);
    expect(stored?.vehicles.map((vehicle) => vehicle.categoryDesc)).toEqual(['1']);
  });
});

/** Lines the functions wrote to the emulator's log as errors: a client's mistake must add none. */
const emulatorLog = new URL('../../../.emulators/firebase.log', import.meta.url);
const errorLines = async () =>
  (await readFile(emulatorLog, 'utf8').catch(() => ''))
    .split('\n')
    .filter((line) => line.includes('"severity":"ERROR"')).length;

const nested = (open: string, close: string, depth: number, leaf = '') =>
  `${open.repeat(depth)}${leaf}${close.repeat(depth)}`;

async function post(url: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [peerHeader]: randomIp(), ...headers },
    body,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const callableUrl = (name: string) => `${functionsOrigin}/${projectId}/${functionsRegion}/${name}`;
const appCheck = { 'x-firebase-appcheck': localAppCheckToken };
const refusedRequest = (reason: string) => ({
  error: {
    status: 'INVALID_ARGUMENT',
    message: errorKeys.validation,
    details: { errorKey: errorKeys.validation, fields: { '(request)': reason } },
  },
});

describe('bodies no contract takes are refused before anything walks them', () => {
  it.each(Object.values(callNames))(
    '%s answers {"data":[[[…]]]} 5,000 levels deep and {"data":{"a":{…}}} 3,000 deep with a structured 400',
    async (name) => {
      const before = await errorLines();
      for (const data of [nested('[', ']', 5_000), nested('{"a":', '}', 3_000, '1')]) {
        const answer = await post(callableUrl(name), `{"data":${data}}`, appCheck);
        expect(answer).toEqual({ status: 400, body: refusedRequest('invalid') });
      }
      expect(await errorLines()).toBe(before);
    },
  );

  it.each([apiPaths.validateReferral, apiPaths.policyPdf, apiPaths.checkTelematicsOnlyVehicle])(
    '%s answers {"x":[[[…]]]} 5,000 levels deep with its documented 400',
    async (path) => {
      const before = await errorLines();
      const answer = await post(`${hostingOrigin}${path}`, `{"x":${nested('[', ']', 5_000)}}`);
      expect(answer.status).toBe(400);
      // Each route's own body: the referral and telematics checks answer `validation-error`, the PDF route the api's.
      expect(['validation-error', 'invalid-argument']).toContain((answer.body as { errorCode?: string }).errorCode);
      expect(await errorLines()).toBe(before);
    },
  );

  const signing = (strokes: unknown) =>
    JSON.stringify({
      data: {
        statementId: 'A'.repeat(20),
        partyToken: 'A'.repeat(43),
        role: 'A',
        contentDigest: '0'.repeat(64),
        decision: 'sign',
        strokes,
      },
    });
  const strokeOf = (points: number) => Array.from({ length: points }, (_, index) => [index / points, 0.5]);

  it('a signature of 200 strokes × 2,000 points (8 MB, the old maximum) is refused before it is read', async () => {
    const answer = await post(
      callableUrl(callNames.signAccidentStatement),
      signing(Array.from({ length: 200 }, () => strokeOf(2_000))),
      appCheck,
    );
    expect(answer).toEqual({ status: 400, body: refusedRequest('too-long') });
  });

  it('a stroke past what a finger draws is refused by the contract, however small its body', async () => {
    const answer = await post(
      callableUrl(callNames.signAccidentStatement),
      signing([strokeOf(signatureLimits.pointsPerStroke + 1)]),
      appCheck,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { details: { fields: { strokes: 'too-long' } } } });
  });
});
