import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiPaths, callNames } from '../src/contracts/call-names.js';
import { callableErrorCodes } from '../src/contracts/error-keys.js';
import { call, randomIp, web } from './callable.js';
import { hostingOrigin } from './emulator-env.js';

/**
 * Whatever a client sends, a callable answers with a result or one of the whitelisted error codes, never `internal`;
 * an endpoint answers 200, 400 or 429 with its documented body, never 5xx. Payloads are valid requests with fields
 * replaced, removed or added (wrong types, huge strings, `__proto__` keys), and plain random values.
 */
const runs = 500;
const seed = Number(process.env.PROPERTY_SEED ?? Date.now() % 2 ** 31);
/**
 * Requests in flight at once. The Functions emulator starts a worker process for each concurrent request to a
 * function and keeps it: 25 at a time over a dozen functions made some 300 Node processes (about 20 GB), and the
 * kernel killed the Firestore emulator on a 24 GB machine. A few at a time is as fast, workers being reused.
 */
const concurrency = 6;
const allowedStatuses = new Set(callableErrorCodes.map((code) => code.toUpperCase().replaceAll('-', '_')));

const nastyValue = fc.oneof(
  fc.anything({ withNullPrototype: true, withObjectString: true, withBigInt: false }),
  fc.string({ maxLength: 20_000 }),
  fc.constantFrom(
    '',
    ' ',
    '__proto__',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '💥'.repeat(500),
    '0'.repeat(11),
    // Lone surrogates: valid JSON escapes, but text no store or mail can hold.
    '\ud800',
    'Ana\udc00',
    '\udfff\ud800',
  ),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constant(JSON.parse('{"__proto__": {"polluted": true}}') as unknown),
  fc.constant(JSON.parse('{"constructor": {"prototype": {"polluted": true}}}') as unknown),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

function mutations(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const replaced = fc
    .record({ key: fc.constantFrom(...keys), value: nastyValue })
    .map(({ key, value }) => ({ ...valid, [key]: value }));
  const removed = fc
    .subarray(keys, { minLength: 1 })
    .map((drop) => Object.fromEntries(Object.entries(valid).filter(([key]) => !drop.includes(key))));
  const added = fc
    .record({
      key: fc.oneof(
        fc.constantFrom('__proto__', 'constructor', 'prototype', 'price', 'premiumCovers'),
        fc.string({ maxLength: 40 }),
      ),
      value: nastyValue,
    })
    .map(
      ({ key, value }) =>
        JSON.parse(
          `{${JSON.stringify(key)}: ${JSON.stringify(value ?? null) ?? 'null'}, ${JSON.stringify(valid).slice(1)}`,
        ) as unknown,
    );
  return fc.oneof(replaced, replaced, removed, added, nastyValue);
}

/** What the platform's JSON parser lets through to a handler: an object or an array. */
function reachesHandler(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}

async function inBatches<T>(items: T[], size: number, each: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(each));
}

const driver = {
  dateOfBirth: '14/05/1980',
  personalIdentificationNumber: '27182818283',
  contactEmail: 'ivana.horvat@primjer.hr',
  phoneNumberPrefix: '+385',
  phoneNumber: '912345678',
  policyAccepted: true,
};

const validCalls: Record<string, Record<string, unknown>> = {
  [callNames.getGroupamaVehicleInfo]: {
    ...web,
    licensePlate: 'ZG1234AB',
    utmTags: { utm_source: 'x' },
    deviceType: 'mobile',
  },
  [callNames.getGroupamaPricingForOptions]: {
    ...web,
    ...driver,
    licensePlate: 'ZG5678CD',
    discountCode: 'DOBRODOSLI10',
  },
  [callNames.checkDiscountStatus]: { ...web, code: 'DOBRODOSLI10', licensePlate: 'ZG5678CD' },
  [callNames.sendCreateOfferRequest]: {
    ...web,
    licensePlate: 'ZG1112TV',
    driverBirthDate: '14/05/1980',
    driverPin: '27182818283',
    driverPhone: '+385 91 234 5678',
    driverEmail: 'ivana@primjer.hr',
    isLicensePlateTypePROBA: false,
    policyAccepted: true,
  },
  [callNames.contactUsSendgrid]: {
    ...web,
    locale: 'hr',
    data: { firstName: 'Ana', lastName: 'Marić', email: 'ana@primjer.hr', message: 'Pitanje o polici za kombi.' },
  },
  [callNames.saveWorkInProgress]: { ...web, lastStep: '01: Vehicle found', fields: { licensePlate: 'ZG1234AB' } },
  [callNames.getWorkInProgress]: { ...web, wipId: 'nepostojeci' },
  [callNames.startPayment]: {
    ...web,
    quoteId: 'nepostojeci',
    coverCodes: ['MTPL', 'MTPL_ACC'],
    discountCode: 'DOBRODOSLI10',
    expectedTotal: 199.5,
    wipId: null,
    policyholder: {
      firstName: 'Ivana',
      lastName: 'Horvat',
      address: 'Ilica',
      houseNumber: '10',
      postalCode: '10000',
      city: 'Zagreb',
      country: 'HR',
      personalIdentificationNumber: '27182818283',
      dateOfBirth: '14/05/1980',
      contactEmail: 'ivana@primjer.hr',
      phoneNumberPrefix: '+385',
      phoneNumber: '912345678',
    },
    consents: { preContractInformation: true, generalTerms: true },
    locale: 'hr',
  },
  [callNames.getOrderStatus]: { ...web, orderNumber: 'AO-0000000000', orderToken: 'A'.repeat(43) },
  [callNames.saveUserProfile]: {
    ...web,
    firstName: 'Ivana',
    lastName: 'Horvat',
    address: 'Ilica',
    houseNumber: '10',
    postalCode: '10000',
    city: 'Zagreb',
    country: 'HR',
    personalIdentificationNumber: '27182818283',
    dateOfBirth: '14/05/1980',
    phoneNumberPrefix: '+385',
    phoneNumber: '912345678',
    vehicles: [],
    referrerId: null,
    referralIndividualId: null,
  },
  [callNames.getAccount]: { ...web },
  [callNames.getAccountPolicyPdf]: { ...web, orderNumber: 'AO-0000000000' },
  [callNames.getReferralProgramme]: { ...web },
  [callNames.sendAccountEmail]: { ...web, kind: 'password-reset', email: 'nepostojeci@primjer.hr', locale: 'hr' },
  [callNames.getOrderSummary]: {
    ...web,
    quoteId: 'nepostojeci',
    coverCodes: ['MTPL', 'MTPL_ACC'],
    discountCode: 'DOBRODOSLI10',
  },
};

describe(`every callable, ${runs} hostile payloads each (seed ${seed})`, () => {
  it('covers every callable of the contracts', () => {
    expect(Object.keys(validCalls).sort()).toEqual(Object.values(callNames).sort());
  });

  for (const [name, valid] of Object.entries(validCalls)) {
    it(`${name} answers only whitelisted errors`, { timeout: 240_000 }, async () => {
      const payloads = fc.sample(mutations(valid), { numRuns: runs, seed });
      const unexpected: string[] = [];
      await inBatches(payloads, concurrency, async (payload) => {
        const outcome = await call(name, payload);
        if (!outcome.ok && !allowedStatuses.has(outcome.error.status)) {
          unexpected.push(`${outcome.error.status} for ${JSON.stringify(payload).slice(0, 300)}`);
        }
      });
      expect(unexpected).toEqual([]);
    });
  }
});

describe(`every endpoint, ${runs} hostile bodies each (seed ${seed})`, () => {
  const endpoints = [
    {
      path: apiPaths.checkTelematicsOnlyVehicle,
      valid: { contactEmail: 'ana@primjer.hr', licensePlate: 'ZG5678CD' },
      key: 'errorCode',
    },
    {
      path: apiPaths.validateReferral,
      valid: { referrerId: 'demo-driver', customerEmail: 'ana@primjer.hr' },
      key: 'errorCode',
    },
    {
      path: apiPaths.policyPdf,
      valid: { orderNumber: 'AO-0000000000', orderToken: 'A'.repeat(43) },
      key: 'errorCode',
    },
  ];

  for (const { path, valid } of endpoints) {
    it(`${path} answers 200, 400, 404 or 429 with its documented body`, { timeout: 240_000 }, async () => {
      const bodies = fc.sample(fc.oneof(mutations(valid), fc.string({ maxLength: 2_000 })), { numRuns: runs, seed });
      const unexpected: string[] = [];
      await inBatches(bodies, concurrency, async (body) => {
        const sent = (typeof body === 'string' ? body : JSON.stringify(body)) ?? '';
        const response = await fetch(`${hostingOrigin}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
          body: sent,
        });
        const text = await response.text();
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
        const documented = typeof parsed === 'object' && parsed !== null && 'errorCode' in parsed;
        // A body that is not a JSON object or array never reaches the handler: the platform's parser answers 400 itself.
        const isJson = reachesHandler(sent);
        const fine = isJson ? [200, 400, 404, 429].includes(response.status) && documented : response.status === 400;
        if (!fine) {
          unexpected.push(`${response.status} ${text.slice(0, 120)} for ${JSON.stringify(body).slice(0, 200)}`);
        }
      });
      expect(unexpected).toEqual([]);
    });
  }
});

describe(`the gateway's endpoints, ${runs} hostile messages each (seed ${seed})`, () => {
  const notification: Record<string, string> = {
    store_id: 'ao-online-demo',
    order_number: 'AO-0000000000',
    transaction_id: 'TX-1',
    status: 'approved',
    amount: '199.50',
    currency: 'EUR',
    approval_code: '123456',
    response_code: '00',
    response_message: 'Approved',
    masked_pan: '411111******1111',
    transaction_time: '2026-11-23T10:00:00.000Z',
    signature: 'f'.repeat(64),
  };
  const formText = fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 50 }));
  const forms = fc.oneof(
    fc
      .record({ key: fc.constantFrom(...Object.keys(notification)), value: formText })
      .map(({ key, value }) => new URLSearchParams({ ...notification, [key]: value }).toString()),
    fc.dictionary(fc.string({ maxLength: 20 }), formText).map((fields) => new URLSearchParams(fields).toString()),
    fc.string({ maxLength: 2_000 }),
  );

  it(
    `${apiPaths.paymentNotify} refuses every unsigned message with a 4xx and its documented body`,
    { timeout: 240_000 },
    async () => {
      const bodies = fc.sample(forms, { numRuns: runs, seed });
      const unexpected: string[] = [];
      await inBatches(bodies, concurrency, async (body) => {
        const response = await fetch(`${hostingOrigin}${apiPaths.paymentNotify}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': randomIp() },
          body,
        });
        const text = await response.text();
        if (response.status !== 400 || !text.includes('errorCode'))
          unexpected.push(`${response.status} ${text.slice(0, 120)} for ${body.slice(0, 200)}`);
      });
      expect(unexpected).toEqual([]);
    },
  );

  it(`${apiPaths.paymentReturn} sends every unsigned return to the error page`, { timeout: 240_000 }, async () => {
    const queries = fc.sample(forms, { numRuns: runs, seed });
    const unexpected: string[] = [];
    await inBatches(queries, concurrency, async (query) => {
      const response = await fetch(`${hostingOrigin}${apiPaths.paymentReturn}?${query}`, { redirect: 'manual' });
      const location = response.headers.get('location') ?? '';
      if (response.status !== 303 || !location.startsWith('/payment-error?reason=error'))
        unexpected.push(`${response.status} ${location} for ${query.slice(0, 200)}`);
    });
    expect(unexpected).toEqual([]);
  });
});
