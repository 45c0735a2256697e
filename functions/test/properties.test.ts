import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, callNames } from '../src/contracts/call-names.js';
import { coverSelectionErrors } from '../src/contracts/covers.js';
import { callableErrorCodes, errorKeys, type CallableErrorDetails } from '../src/contracts/error-keys.js';
import { fieldErrors } from '../src/contracts/field-rules.js';
import { ibanErrors } from '../src/contracts/iban.js';
import { detailsErrors } from '../src/contracts/policyholder.js';
import { collections } from '../src/store/collection-names.js';
import { signUpAdmin } from './admin-caller.js';
import { firestore } from './admin.js';
import { call, callWithBody, driver, peerHeader, randomIp, web } from './callable.js';
import { hostingOrigin } from './emulator-env.js';

/**
 * Whatever a client sends, a callable answers with a result or one of the whitelisted error codes, never `internal`;
 * an endpoint answers 200, 400 or 429 with its documented body, never 5xx. A refusal of bad input names fields with
 * reason keys only, never text built from the input. Payloads are valid requests with fields replaced (at any depth),
 * removed or added (wrong types; text of every kind: any code point, lone surrogates, control and format characters,
 * very long strings; values nested thousands deep; numbers past a double's range or precision, as JSON text;
 * `__proto__` keys), and plain random values. Text no field takes, anywhere in a request, is refused and writes
 * nothing.
 *
 * `runs` payloads per callable and endpoint. The seed changes every run, so CI's runs add up to far more; `PROPERTY_RUNS=2000`
 * (with `PROPERTY_SEED`) searches deeper or replays a failure.
 */
const runs = Number(process.env.PROPERTY_RUNS ?? 120);
/** Requests per callable and endpoint whose one field or key holds text no field takes. */
const refusedTextRuns = 40;
const seed = Number(process.env.PROPERTY_SEED ?? Date.now() % 2 ** 31);
/**
 * Requests in flight at once. The Functions emulator starts a worker process for each concurrent request to a
 * function and keeps it, about a second of CPU each: 25 at a time over a dozen functions made some 300 Node processes
 * (about 20 GB), and the kernel killed the Firestore emulator on a 24 GB machine. On two cores, 6 at a time spent
 * most of this file starting workers (211 s for 200 payloads each); 2 at a time take 116 s, and 1 at a time 97 s.
 * Measured again with 120 payloads over 57 callables and one seed: 1 at a time 134 s, 2 at a time 152 s, 4 at a time
 * 220 s. One at a time also suits the console's calls: one admin's calls share a rate-limit document (limits count per
 * admin, not per address), and the Firestore emulator fails concurrent transactions on one document where Firestore
 * retries them (firebase-tools#6758).
 */
const concurrency = 1;
const allowedStatuses = new Set(callableErrorCodes.map((code) => code.toUpperCase().replaceAll('-', '_')));

/** Every reason a refused field may be named with. */
const reasonKeys = new Set<string>([
  ...Object.values(fieldErrors),
  ...Object.values(ibanErrors),
  ...Object.values(detailsErrors),
  ...Object.values(coverSelectionErrors),
]);

/** Field reasons that are not keys: text a schema or service made up, perhaps from the input. */
const unknownReasons = (fields: Record<string, string> | undefined) =>
  Object.values(fields ?? {}).filter((reason) => !reasonKeys.has(reason));

/** Any UTF-16 code unit, so lone surrogates (`\ud800`) too, which well-formed text generators never make. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));
/** C0 and C1 controls, DEL, and the Unicode line and paragraph separators. */
const controlCharacter = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }), fc.constantFrom(0x2028, 0x2029))
  .map((code) => String.fromCharCode(code));

/**
 * Unicode's format characters: the bidi overrides, embeddings and isolates that reorder what is shown (`racun\u202Efdp.exe`
 * reads "…exe.pdf"), zero-width ones, the byte-order mark, the soft hyphen and the tag characters.
 */
const formatCharacter = fc.constantFrom(
  '\u202e',
  '\u202d',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
  '\u200b',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u00ad',
  '\udb40\udc41',
);
const oneAsciiGrapheme = fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 });

/**
 * Text as a client may send it: any code point, whole graphemes, raw UTF-16 units, controls, format characters, and
 * very long text.
 */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: anyCodeUnit, maxLength: 60 }),
  fc.string({ unit: fc.oneof(oneAsciiGrapheme, controlCharacter) }),
  fc.string({ unit: fc.oneof(oneAsciiGrapheme, formatCharacter), minLength: 1 }),
  fc
    .tuple(fc.constantFrom('a', 'ž', '😀', ' \n'), fc.integer({ min: 5_000, max: 200_000 }))
    .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length))),
);

/** What no field takes, wherever it is: a lone surrogate or a control character other than tab and line breaks. */
const unstorable = fc.constantFrom(
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
);

/** Text no field takes: real text around something unstorable, or longer than any field. */
const refusedText = fc.oneof(
  fc.tuple(anyText, unstorable, anyText).map((parts) => parts.join('')),
  fc.integer({ min: 20_000, max: 200_000 }).map((length) => 'ž'.repeat(length)),
);
/** A key no request takes, short as keys are. */
const refusedKey = fc
  .tuple(fc.string({ unit: 'binary', maxLength: 10 }), unstorable, fc.string({ unit: 'binary', maxLength: 10 }))
  .map((parts) => parts.join(''));

/**
 * Arrays or objects inside one another, past any contract's depth (security/server-rules.test.ts sends every callable
 * and route 5,000 levels, where recursive code overflows).
 */
const deeplyNested = fc
  .record({ depth: fc.integer({ min: 17, max: 300 }), kind: fc.constantFrom('array', 'object') })
  .map(({ depth, kind }) => {
    let value: unknown = 1;
    for (let level = 0; level < depth; level += 1) value = kind === 'array' ? [value] : { a: value };
    return value;
  });

const nastyValue = fc.oneof(
  fc.anything({ withNullPrototype: true, withObjectString: true, withBigInt: false }),
  deeplyNested,
  fc.constantFrom(Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, 2 ** 53 + 2, -(2 ** 63), 193.561),
  anyText,
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
  fc.constant(JSON.parse('{"__proto__": {"polluted": true}}') as unknown),
  fc.constant(JSON.parse('{"constructor": {"prototype": {"polluted": true}}}') as unknown),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

type Path = (string | number)[];

/** Paths of every value in a request that is not an object or array, at any depth. */
function leafPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, [...path, index]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]));
  return [path];
}

/** Paths of every object in a request, itself included. */
function objectPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => objectPaths(item, [...path, index]));
  if (typeof value !== 'object' || value === null) return [];
  return [path, ...Object.entries(value).flatMap(([key, item]) => objectPaths(item, [...path, key]))];
}

/** A copy of `value` with `edit` applied to what is at `path`. */
function editedAt(value: unknown, path: Path, edit: (found: unknown) => unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return edit(value);
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? editedAt(item, rest, edit) : item));
  const object = value as Record<string, unknown>;
  return { ...object, [head]: editedAt(object[head], rest, edit) };
}

/** The valid request with text no field takes in one of its fields or as a key of one of its objects. */
function withRefusedText(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const leaves = leafPaths(valid);
  const asKey = fc
    .record({ path: fc.constantFrom(...objectPaths(valid)), key: refusedKey, text: anyText })
    .map(({ path, key, text }) =>
      editedAt(valid, path, (found) => ({ ...(found as Record<string, unknown>), [key]: text })),
    );
  // A request without fields (adminListBanners) can only carry it in a key.
  if (leaves.length === 0) return asKey;
  const inField = fc
    .record({ path: fc.constantFrom(...leaves), text: refusedText })
    .map(({ path, text }) => editedAt(valid, path, () => text));
  return fc.oneof(inField, inField, asKey);
}

function mutations(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const otherKeys = JSON.stringify(valid).slice(1);
  const added = fc
    .record({
      key: fc.oneof(
        fc.constantFrom('__proto__', 'constructor', 'prototype', 'price', 'premiumCovers'),
        fc.string({ unit: anyCodeUnit, maxLength: 40 }),
      ),
      value: nastyValue,
    })
    .map(
      ({ key, value }) =>
        JSON.parse(
          `{${JSON.stringify(key)}: ${JSON.stringify(value ?? null) ?? 'null'}${keys.length > 0 ? ', ' : ''}${otherKeys}`,
        ) as unknown,
    );
  // A request without fields (adminListBanners) has none to replace or remove.
  if (keys.length === 0) return fc.oneof(added, nastyValue);
  const replacedDeep = fc
    .record({ path: fc.constantFrom(...leafPaths(valid)), value: nastyValue })
    .map(({ path, value }) => editedAt(valid, path, () => value));
  const replaced = fc
    .record({ key: fc.constantFrom(...keys), value: nastyValue })
    .map(({ key, value }) => ({ ...valid, [key]: value }));
  const removed = fc
    .subarray(keys, { minLength: 1 })
    .map((drop) => Object.fromEntries(Object.entries(valid).filter(([key]) => !drop.includes(key))));
  return fc.oneof(replaced, replacedDeep, replacedDeep, removed, added, nastyValue);
}

/** Documents of the collections a refused request could have written to, by collection. */
const watchedCollections = [
  collections.vehicleLookups,
  collections.quotes,
  collections.workInProgress,
  collections.offerRequests,
  collections.contactMessages,
  collections.orders,
  collections.users,
  collections.referrers,
  collections.referrerAccounts,
  collections.individualReferrals,
  collections.coupons,
  collections.auditLog,
  collections.accidentStatements,
  collections.accidentJoinCodes,
];

async function documentCounts(): Promise<Record<string, number>> {
  const counts = await Promise.all(
    watchedCollections.map(async (name) => [name, (await firestore().collection(name).count().get()).data().count]),
  );
  return Object.fromEntries(counts) as Record<string, number>;
}

/** Numbers JSON can carry and `JSON.stringify` never writes: out of a double's range, or of more digits than it holds. */
const rawNumber = fc.constantFrom(
  '1e400',
  '-1e400',
  '1e-400',
  '123456789012345678901234567890',
  '0.' + '0'.repeat(40) + '1',
);

/** The valid request as JSON text with one of its values replaced by such a number. */
function withRawNumber(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const leaves = leafPaths(valid);
  if (leaves.length === 0) return rawNumber.map((raw) => `{"n":${raw}}`);
  const marker = 'raw-number-here';
  return fc
    .record({ path: fc.constantFrom(...leaves), raw: rawNumber })
    .map(({ path, raw }) => JSON.stringify(editedAt(valid, path, () => marker)).replace(`"${marker}"`, raw));
}

/** Hostile requests as the bodies they travel in: mostly edited values, some with numbers only text can hold. */
const hostileBodies = (valid: Record<string, unknown>, wrap: (json: string) => string) =>
  fc.oneof(
    { weight: 5, arbitrary: mutations(valid).map((payload) => wrap(JSON.stringify(payload) ?? 'null')) },
    { weight: 1, arbitrary: withRawNumber(valid).map(wrap) },
  );

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
    vehicles: [
      {
        licensePlate: 'ZG1234AB',
        vin: 'WVWZZZCDZMW123456',
        manufacturer: 'Volkswagen',
        model: 'Golf',
        variant: '1.5 TSI',
        yearOfManufacture: 2021,
        enginePowerInKw: 96,
        categoryDesc: 'M1',
        registrationExpiryDate: null,
      },
    ],
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
  // The console's calls, as an admin sends them. What they would change does not exist (a refund of an order nobody
  // placed, a banner nobody saved) and what they may create is their own (a draft banner, a coupon of a new code), so
  // the hostile payloads cannot touch the records later tests rely on.
  [callNames.adminSearchOrders]: { query: 'ZG5678CD', attention: false, cursor: null },
  [callNames.adminGetOrder]: { orderNumber: 'AO-0000000000' },
  [callNames.adminOrderAction]: { orderNumber: 'AO-0000000000', action: 'refund', reason: 'Kupac je odustao.' },
  [callNames.adminListInbox]: { inbox: 'offer-requests', state: 'new', cursor: null },
  [callNames.adminUpdateInboxItem]: {
    inbox: 'contact-messages',
    id: 'nepostojeca',
    state: 'closed',
    note: 'Riješeno.',
  },
  [callNames.adminListBanners]: {},
  [callNames.adminSaveBanner]: {
    bannerId: 'nepostojeci',
    placement: 'onboarding',
    preset: 'small',
    html: '<p>Akcija <small>do kraja mjeseca</small></p>',
    htmlEn: '',
    active: false,
  },
  [callNames.adminListCoupons]: { filter: 'usable', cursor: null },
  [callNames.adminCreateCoupon]: {
    code: 'SVOJSTVA 1',
    valueInEuros: 5,
    expiresOn: '31/12/2030',
    singleUse: true,
    licensePlate: 'ZG5678CD',
  },
  [callNames.adminExpireCoupon]: { code: 'NEPOSTOJECI' },
  [callNames.adminGetFunnel]: { from: '01/11/2026', to: '30/11/2026' },
  [callNames.adminExportFunnel]: { from: '01/11/2026', to: '30/11/2026' },
  [callNames.adminListAudit]: { subject: 'coupon', subjectId: null, cursor: null },
  [callNames.startAccidentStatement]: { mode: 'two-phones', language: 'hr' },
  [callNames.shareAccidentStatement]: { statementId: 'A'.repeat(20), partyToken: 'A'.repeat(43) },
  [callNames.joinAccidentStatement]: { code: 'ABC234' },
  [callNames.getAccidentStatement]: { statementId: 'A'.repeat(20), partyToken: 'A'.repeat(43), knownVersion: null },
  [callNames.saveAccidentCommon]: {
    statementId: 'A'.repeat(20),
    partyToken: 'A'.repeat(43),
    common: { date: null, time: null, place: {}, witnesses: [] },
  },
  [callNames.saveAccidentSide]: {
    statementId: 'A'.repeat(20),
    partyToken: 'A'.repeat(43),
    role: 'A',
    side: { policyholder: {}, vehicle: {}, insurance: {}, driver: {}, circumstances: [] },
  },
  [callNames.linkAccidentPolicy]: {
    statementId: 'A'.repeat(20),
    partyToken: 'A'.repeat(43),
    role: 'A',
    plate: 'ZG5678CD',
    policyNumber: 'AO-2026-0000001',
  },
  [callNames.uploadAccidentPhoto]: {
    statementId: 'A'.repeat(20),
    partyToken: 'A'.repeat(43),
    role: 'A',
    photoId: '00000000-0000-4000-8000-000000000000',
    data: '/9j/',
  },
  [callNames.getAccidentPhoto]: {
    statementId: 'A'.repeat(20),
    partyToken: 'A'.repeat(43),
    photoId: '00000000-0000-4000-8000-000000000000',
  },
  [callNames.deleteAccidentPhoto]: {
    statementId: 'A'.repeat(20),
    partyToken: 'A'.repeat(43),
    role: 'A',
    photoId: '00000000-0000-4000-8000-000000000000',
  },
  [callNames.signAccidentStatement]: {
    statementId: 'A'.repeat(20),
    partyToken: 'A'.repeat(43),
    role: 'A',
    contentDigest: '0'.repeat(64),
    decision: 'decline',
    reason: 'Ne slažem se.',
  },
  [callNames.getAccidentStatementPdf]: { statementId: 'A'.repeat(20), partyToken: 'A'.repeat(43) },
  [callNames.listAccountClaims]: { ...web },
  [callNames.getClaim]: { ...web, claimId: 'A'.repeat(20), accessToken: null, dateOfBirth: '14/05/1980' },
  [callNames.uploadClaimDocument]: {
    ...web,
    claimId: 'A'.repeat(20),
    accessToken: 'A'.repeat(43),
    documentId: '00000000-0000-4000-8000-000000000000',
    code: 'police-report',
    fileName: 'zapisnik.pdf',
    contentType: 'application/pdf',
    data: 'JVBERi0=',
  },
  [callNames.confirmClaimAppointment]: { ...web, claimId: 'A'.repeat(20), accessToken: 'A'.repeat(43) },
  [callNames.checkClaimPayee]: {
    ...web,
    claimId: 'A'.repeat(20),
    accessToken: 'A'.repeat(43),
    iban: 'HR1210010051863000160',
    payeeName: 'Ivana Horvat-Kovač',
  },
  [callNames.answerClaimOffer]: {
    ...web,
    claimId: 'A'.repeat(20),
    accessToken: 'A'.repeat(43),
    offerRevision: 1,
    answer: 'accept',
    iban: 'HR1210010051863000160',
    payeeName: 'Ivana Horvat',
    payeeCheckToken: 'A'.repeat(43),
    confirmedPayeeName: 'IVANA HORVAT-KOVAČ',
    payeeRiskAcknowledged: false,
  },
  [callNames.adminSearchClaims]: { query: 'ZG1234AB', waiting: false, cursor: null },
  [callNames.adminGetClaim]: { claimId: 'A'.repeat(20) },
  [callNames.adminClaimAction]: { claimId: 'A'.repeat(20), action: 'add-note', note: 'Proba.' },
  [callNames.adminGetClaimFile]: { claimId: 'A'.repeat(20), kind: 'statement-pdf', fileId: null },
  [callNames.adminGetStatementFunnel]: { from: '01/11/2026', to: '30/11/2026' },
  [callNames.openRenewalReminder]: { ...web, token: 'A'.repeat(43), dateOfBirth: null },
  [callNames.adminGetReminderReport]: { from: '01/11/2026', to: '30/11/2026' },
  [callNames.getPolicy]: {
    ...web,
    orderNumber: 'AO-0123456789',
    accessToken: null,
    linkToken: 'A'.repeat(43),
    dateOfBirth: '14/05/1986',
  },
  [callNames.completePolicyEnding]: {
    ...web,
    orderNumber: 'AO-0123456789',
    accessToken: 'A'.repeat(43),
    iban: 'HR1210010051863000160',
  },
  [callNames.getPolicyEndConfirmation]: { ...web, orderNumber: 'AO-0123456789', accessToken: null },
  [callNames.getPolicyPdf]: { ...web, orderNumber: 'AO-0123456789', accessToken: null, version: 2 },
  [callNames.changePolicyDetails]: {
    ...web,
    orderNumber: 'AO-0123456789',
    accessToken: null,
    address: { address: 'Vukovarska', houseNumber: '58a', postalCode: '21000', city: 'Split' },
  },
  [callNames.adminListPolicyChanges]: { list: 'address-changes', state: 'refused', cursor: null },
  [callNames.adminListBankCredits]: { state: 'refund-failed', cursor: null },
  [callNames.adminBankCreditAction]: {
    entryReference: 'MB20260101NEPOSTOJI1',
    action: 'apply',
    orderNumber: 'AO-0123456789',
    reason: 'Vozač je zvao.',
  },
  [callNames.endPolicy]: {
    ...web,
    orderNumber: 'AO-0123456789',
    accessToken: null,
    reason: 'sold',
    endDate: '01/12/2026',
    document: {
      documentId: '00000000-0000-4000-8000-000000000000',
      code: 'sale-contract',
      fileName: 'ugovor.pdf',
      contentType: 'application/pdf',
      data: 'JVBERi0=',
    },
    iban: 'HR1210010051863000160',
    acknowledged: true,
  },
};

/** The console's calls refuse anyone but an admin before reading a request: an admin is who can send them one. */
let staffToken = '';
beforeAll(async () => {
  staffToken = (await signUpAdmin()).idToken;
});
const callerOf = (name: string) => (name.startsWith('admin') ? { idToken: staffToken } : {});

describe(`every callable, ${runs} hostile payloads each (seed ${seed})`, () => {
  it('covers every callable of the contracts', () => {
    expect(Object.keys(validCalls).sort()).toEqual(Object.values(callNames).sort());
  });

  for (const [name, valid] of Object.entries(validCalls)) {
    it(`${name} answers only whitelisted errors, and reason keys for bad fields`, { timeout: 240_000 }, async () => {
      const bodies = fc.sample(
        hostileBodies(valid, (json) => `{"data":${json}}`),
        { numRuns: runs, seed },
      );
      const unexpected: string[] = [];
      await inBatches(bodies, concurrency, async (body) => {
        const outcome = await callWithBody(name, body, callerOf(name));
        if (outcome.ok) return;
        const { status, details } = outcome.error;
        if (!allowedStatuses.has(status) || unknownReasons(details?.fields).length > 0) {
          unexpected.push(`${status} ${JSON.stringify(details)} for ${body.slice(0, 300)}`);
        }
      });
      expect(unexpected).toEqual([]);
    });
  }

  for (const [name, valid] of Object.entries(validCalls)) {
    it(
      `${name} refuses text no field takes, in any field or key, and writes nothing`,
      { timeout: 60_000 },
      async () => {
        const payloads = fc.sample(withRefusedText(valid), { numRuns: refusedTextRuns, seed });
        const before = await documentCounts();
        const unexpected: string[] = [];
        await inBatches(payloads, concurrency, async (payload) => {
          const outcome = await call(name, payload, callerOf(name));
          const details: CallableErrorDetails | undefined = outcome.ok ? undefined : outcome.error.details;
          const refused =
            !outcome.ok &&
            outcome.error.status === 'INVALID_ARGUMENT' &&
            details?.errorKey === errorKeys.validation &&
            Object.keys(details.fields ?? {}).length > 0 &&
            unknownReasons(details.fields).length === 0;
          if (!refused)
            unexpected.push(
              `${outcome.ok ? 'answered' : `${outcome.error.status} ${JSON.stringify(details)}`} for ${JSON.stringify(payload).slice(0, 300)}`,
            );
        });
        expect(unexpected).toEqual([]);
        expect(await documentCounts()).toEqual(before);
      },
    );
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

  /** The reasons a refusal names fields with: `message` holds them as JSON where the endpoint names fields. */
  const namedReasons = (body: unknown): Record<string, string> | undefined => {
    const message = (body as { message?: unknown } | undefined)?.message;
    if (typeof message !== 'string' || !message.startsWith('{')) return undefined;
    return JSON.parse(message) as Record<string, string>;
  };

  const send = (path: string, body: string) =>
    fetch(`${hostingOrigin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [peerHeader]: randomIp() },
      body,
    });

  const parsedBody = (text: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  };

  for (const { path, valid } of endpoints) {
    it(`${path} answers 200, 400, 404 or 429 with its documented body`, { timeout: 240_000 }, async () => {
      const bodies = fc.sample(
        fc.oneof(
          { weight: 1, arbitrary: hostileBodies(valid, (json) => json) },
          { weight: 1, arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 2_000 }) },
        ),
        { numRuns: runs, seed },
      );
      const unexpected: string[] = [];
      await inBatches(bodies, concurrency, async (body) => {
        const sent = body;
        const response = await send(path, sent);
        const text = await response.text();
        const parsed = parsedBody(text);
        const documented = typeof parsed === 'object' && parsed !== null && 'errorCode' in parsed;
        // A body that is not a JSON object or array never reaches the handler: the platform's parser answers 400 itself.
        const isJson = reachesHandler(sent);
        const fine = isJson
          ? [200, 400, 404, 429].includes(response.status) &&
            documented &&
            unknownReasons(namedReasons(parsed)).length === 0
          : response.status === 400;
        if (!fine) {
          unexpected.push(`${response.status} ${text.slice(0, 120)} for ${JSON.stringify(body).slice(0, 200)}`);
        }
      });
      expect(unexpected).toEqual([]);
    });

    it(
      `${path} refuses text no field takes, in any field or key, and writes nothing`,
      { timeout: 60_000 },
      async () => {
        const bodies = fc.sample(withRefusedText(valid), { numRuns: refusedTextRuns, seed });
        const before = await documentCounts();
        const unexpected: string[] = [];
        await inBatches(bodies, concurrency, async (body) => {
          const response = await send(path, JSON.stringify(body));
          const text = await response.text();
          const parsed = parsedBody(text) as { errorCode?: string } | undefined;
          const refused =
            response.status === 400 &&
            (parsed?.errorCode === 'validation-error' || parsed?.errorCode === 'invalid-argument') &&
            unknownReasons(namedReasons(parsed)).length === 0;
          if (!refused)
            unexpected.push(`${response.status} ${text.slice(0, 160)} for ${JSON.stringify(body).slice(0, 200)}`);
        });
        expect(unexpected).toEqual([]);
        expect(await documentCounts()).toEqual(before);
      },
    );
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
  const formText = fc.oneof(
    fc.string({ unit: anyCodeUnit, maxLength: 200 }),
    fc.string({ unit: 'binary', maxLength: 50 }),
  );
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
          headers: { 'content-type': 'application/x-www-form-urlencoded', [peerHeader]: randomIp() },
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
      // Each from its own address: from one, the return's rate limit would answer most of them before the handler.
      const response = await fetch(`${hostingOrigin}${apiPaths.paymentReturn}?${query}`, {
        redirect: 'manual',
        headers: { [peerHeader]: randomIp() },
      });
      const location = response.headers.get('location') ?? '';
      if (response.status !== 303 || !location.startsWith('/payment-error?reason=error'))
        unexpected.push(`${response.status} ${location} for ${query.slice(0, 200)}`);
    });
    expect(unexpected).toEqual([]);
  });
});
