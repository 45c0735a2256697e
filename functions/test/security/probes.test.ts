/**
 * The attacks of the production-hardening review, replayed against the running local stack (`npm run test:security`).
 * Each probe sends what its title says and states what must come back, so the table in
 * docs/decisions/0009-abuse-limits.md can be re-measured by anyone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, callNames, type CallName } from '../../src/contracts/call-names.js';
import { errorKeys } from '../../src/contracts/error-keys.js';
import { functionsRegion } from '../../src/contracts/platform.js';
import { collections } from '../../src/store/collection-names.js';
import { findDocs } from '../admin.js';
import { signIn } from '../auth-users.js';
import { call, type CallOutcome, driver, peerHeader, randomIp, startInsideOneWindow, web } from '../callable.js';
import { functionsOrigin, hostingOrigin, projectId } from '../emulator-env.js';

/** Valid OIBs (their check digit holds), none of them the demo driver's. */
const [firstOib, secondOib, thirdOib] = ['32524624751', '69435151530', '94577403194'] as const;

const limited = (outcome: CallOutcome<unknown>) =>
  !outcome.ok && outcome.error.status === 'RESOURCE_EXHAUSTED' && outcome.error.message === errorKeys.tooManyRequests;

async function inSequence<T>(count: number, send: (index: number) => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  for (let index = 0; index < count; index += 1) answers.push(await send(index));
  return answers;
}

describe('abuse limits', () => {
  it('25 pricing calls from one address: the first 10 are answered, the rest limited', async () => {
    await startInsideOneWindow();
    const ip = randomIp();
    const answers = await inSequence(25, () =>
      call(callNames.getGroupamaPricingForOptions, { ...web, ...driver, licensePlate: 'ZG5678CD' }, { ip }),
    );
    expect(answers.slice(0, 10).every((answer) => answer.ok)).toBe(true);
    expect(answers.slice(10).every(limited)).toBe(true);
  });

  it('a plate priced with 3 OIBs from one address within a minute: the third OIB is limited, the first two still priced', async () => {
    await startInsideOneWindow(10 * 60_000);
    const ip = randomIp();
    const price = (oib: string) =>
      call(
        callNames.getGroupamaPricingForOptions,
        { ...web, ...driver, personalIdentificationNumber: oib, licensePlate: 'ZG5678CD' },
        { ip },
      );
    const [first, second, third] = [await price(firstOib), await price(secondOib), await price(thirdOib)];
    expect(first.ok && second.ok).toBe(true);
    expect(limited(third)).toBe(true);
    // An OIB already priced from this address is not a new one.
    expect((await price(firstOib)).ok).toBe(true);
  });

  it('40 coupon guesses from one address: one kind of refusal, then limited after 10', async () => {
    await startInsideOneWindow();
    const ip = randomIp();
    const guesses = ['NEPOSTOJECI', 'LJETO2026', 'ISKORISTEN20', 'VJERNOST30'];
    const answers = await inSequence(40, (index) =>
      call(
        callNames.checkDiscountStatus,
        { ...web, code: `${guesses[index % guesses.length]}`, licensePlate: 'ZG5678CD' },
        { ip },
      ),
    );
    const refusals = answers.slice(0, 10).map((answer) => (answer.ok ? 'answered' : JSON.stringify(answer.error)));
    expect(new Set(refusals).size).toBe(1);
    expect(answers.slice(10).every(limited)).toBe(true);
  });

  it('rotating X-Forwarded-For does not get round a limit: 25 lookups, 20 answered', async () => {
    await startInsideOneWindow();
    const ip = randomIp();
    const answers = await inSequence(25, (index) =>
      fetch(`${functionsOrigin}/${projectId}/${functionsRegion}/${callNames.getGroupamaVehicleInfo}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-firebase-appcheck': 'local-app-check-token',
          [peerHeader]: ip,
          'x-forwarded-for': `198.51.100.${index}, 203.0.113.${index}`,
        },
        body: JSON.stringify({ data: { ...web, licensePlate: 'ZG5678CD' } }),
      }).then((response) => response.status),
    );
    expect(answers.filter((status) => status === 200)).toHaveLength(20);
    expect(answers.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });

  it('22 identical offer requests make one document', async () => {
    const driverEmail = `ponuda-${Date.now()}@primjer.hr`;
    const request = {
      ...web,
      vin: 'WF0YXXTTGYLA23456',
      licensePlate: 'ZG1112TV',
      driverBirthDate: '14/05/1980',
      driverPin: '27182818283',
      driverPhone: '+385 91 234 5678',
      driverEmail,
      isLicensePlateTypePROBA: false,
      policyAccepted: true,
    };
    const answers = await Promise.all(
      Array.from({ length: 22 }, () => call<{ offerRequestId: string }>(callNames.sendCreateOfferRequest, request)),
    );
    expect(answers.every((answer) => answer.ok)).toBe(true);
    const ids = new Set(answers.map((answer) => (answer.ok ? answer.result.offerRequestId : '')));
    expect(ids.size).toBe(1);
    const stored = await findDocs<{ requestCount: number }>(collections.offerRequests, 'driverEmail', driverEmail);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.requestCount).toBe(22);
  });
});

/** A valid request for each callable, as far as it needs one to reach its checks. */
const everyCallable: Record<CallName, Record<string, unknown>> = {
  getGroupamaVehicleInfo: { licensePlate: 'ZG5678CD' },
  getGroupamaPricingForOptions: { ...driver, licensePlate: 'ZG5678CD' },
  checkDiscountStatus: { code: 'DOBRODOSLI10', licensePlate: 'ZG5678CD' },
  getOrderSummary: { quoteId: 'q1', coverCodes: ['MTPL'] },
  startPayment: { quoteId: 'q1', coverCodes: ['MTPL'] },
  getOrderStatus: { orderNumber: 'AO-0000000000', orderToken: 'A'.repeat(43) },
  saveWorkInProgress: { lastStep: '01: Vehicle found', fields: { licensePlate: 'ZG5678CD' } },
  getWorkInProgress: { wipId: 'w1' },
  sendCreateOfferRequest: { licensePlate: 'ZG1112TV', driverPin: '27182818283' },
  contactUsSendgrid: { data: { firstName: 'Ana', email: 'ana@primjer.hr' } },
  sendAccountEmail: { kind: 'password-reset', email: 'ana@primjer.hr' },
  getAccount: {},
  getAccountPolicyPdf: { orderNumber: 'AO-0000000000' },
  saveUserProfile: {},
  getReferralProgramme: {},
  adminSearchOrders: { query: null, attention: false, cursor: null },
  adminGetOrder: { orderNumber: 'AO-0000000000' },
  adminOrderAction: { orderNumber: 'AO-0000000000', action: 'refund', reason: 'Proba.' },
  adminListInbox: { inbox: 'offer-requests', state: null, cursor: null },
  adminUpdateInboxItem: { inbox: 'offer-requests', id: 'o1', state: 'closed', note: null },
  adminListBanners: {},
  adminSaveBanner: {
    bannerId: null,
    placement: 'homepage',
    preset: 'default',
    html: '<p>x</p>',
    htmlEn: '',
    active: false,
  },
  adminListCoupons: { filter: 'all', cursor: null },
  adminCreateCoupon: { code: 'PROBA1', valueInEuros: 1, expiresOn: null, singleUse: true, licensePlate: null },
  adminExpireCoupon: { code: 'PROBA1' },
  adminGetFunnel: { from: '01/01/2026', to: '31/01/2026' },
  adminExportFunnel: { from: '01/01/2026', to: '31/01/2026' },
  adminListAudit: { subject: null, subjectId: null, cursor: null },
  startAccidentStatement: { mode: 'two-phones', language: 'hr' },
  shareAccidentStatement: { statementId: 'A'.repeat(20), partyToken: 'A'.repeat(43) },
  joinAccidentStatement: { code: 'ABC234' },
  getAccidentStatement: { statementId: 'A'.repeat(20), partyToken: 'A'.repeat(43), knownVersion: null },
  saveAccidentCommon: {
    statementId: 'A'.repeat(20),
    partyToken: 'A'.repeat(43),
    common: { date: null, time: null, place: {}, witnesses: [] },
  },
  saveAccidentSide: {
    statementId: 'A'.repeat(20),
    partyToken: 'A'.repeat(43),
    role: 'A',
    side: { policyholder: {}, vehicle: {}, insurance: {}, driver: {}, circumstances: [] },
  },
  linkAccidentPolicy: {
    statementId: 'A'.repeat(20),
    partyToken: 'A'.repeat(43),
    role: 'A',
    plate: 'ZG5678CD',
    policyNumber: 'AO-2026-0000001',
  },
  uploadAccidentPhoto: {
    statementId: 'A'.repeat(20),
    partyToken: 'A'.repeat(43),
    role: 'A',
    photoId: '00000000-0000-4000-8000-000000000000',
    data: '/9j/',
  },
  getAccidentPhoto: {
    statementId: 'A'.repeat(20),
    partyToken: 'A'.repeat(43),
    photoId: '00000000-0000-4000-8000-000000000000',
  },
  deleteAccidentPhoto: {
    statementId: 'A'.repeat(20),
    partyToken: 'A'.repeat(43),
    role: 'A',
    photoId: '00000000-0000-4000-8000-000000000000',
  },
  signAccidentStatement: {
    statementId: 'A'.repeat(20),
    partyToken: 'A'.repeat(43),
    role: 'A',
    contentDigest: '0'.repeat(64),
    decision: 'decline',
    reason: 'Ne slažem se.',
  },
  getAccidentStatementPdf: { statementId: 'A'.repeat(20), partyToken: 'A'.repeat(43) },
  listAccountClaims: {},
  getClaim: { claimId: 'A'.repeat(20), accessToken: null, dateOfBirth: '14/05/1980' },
  uploadClaimDocument: {
    claimId: 'A'.repeat(20),
    accessToken: 'A'.repeat(43),
    documentId: '00000000-0000-4000-8000-000000000000',
    code: 'police-report',
    fileName: 'zapisnik.pdf',
    contentType: 'application/pdf',
    data: 'JVBERi0=',
  },
  confirmClaimAppointment: { claimId: 'A'.repeat(20), accessToken: 'A'.repeat(43) },
  checkClaimPayee: {
    claimId: 'A'.repeat(20),
    accessToken: 'A'.repeat(43),
    iban: 'HR1210010051863000160',
    payeeName: 'Ivana Horvat',
  },
  answerClaimOffer: {
    claimId: 'A'.repeat(20),
    accessToken: 'A'.repeat(43),
    offerRevision: 1,
    answer: 'accept',
    iban: 'HR1210010051863000160',
    payeeName: 'Ivana Horvat',
    payeeCheckToken: 'A'.repeat(43),
    confirmedPayeeName: 'Ivana Horvat',
    payeeRiskAcknowledged: false,
  },
  adminSearchClaims: { query: 'ZG1234AB', waiting: false, cursor: null },
  adminGetClaim: { claimId: 'A'.repeat(20) },
  adminClaimAction: { claimId: 'A'.repeat(20), action: 'add-note', note: 'Proba.' },
  adminGetClaimFile: { claimId: 'A'.repeat(20), kind: 'statement-pdf', fileId: null },
  adminGetStatementFunnel: { from: '01/01/2026', to: '31/01/2026' },
  openRenewalReminder: { token: 'A'.repeat(43) },
  adminGetReminderReport: { from: '01/01/2026', to: '31/01/2026' },
  getPolicy: { orderNumber: 'AO-0123456789', accessToken: null, linkToken: 'A'.repeat(43), dateOfBirth: null },
  endPolicy: { orderNumber: 'AO-0123456789', accessToken: null, reason: 'withdrawal', acknowledged: true },
  completePolicyEnding: { orderNumber: 'AO-0123456789', accessToken: 'A'.repeat(43), iban: 'HR1210010051863000160' },
  getPolicyEndConfirmation: { orderNumber: 'AO-0123456789', accessToken: null },
  changePolicyDetails: {
    orderNumber: 'AO-0123456789',
    accessToken: null,
    contact: { contactEmail: 'ana@primjer.hr', phoneNumberPrefix: '+385', phoneNumber: '91 234 5678' },
  },
  getPolicyPdf: { orderNumber: 'AO-0123456789', accessToken: null, version: null },
  adminListPolicyChanges: { list: 'endings', state: null, cursor: null },
  adminListBankCredits: { state: 'queued', cursor: null },
  adminBankCreditAction: { entryReference: 'MB20260101NEPOSTOJI1', action: 'refund', reason: 'Proba.' },
};

/**
 * The console's calls refuse anyone but an admin before anything else of theirs: they are probed as the seeded admin,
 * so what refuses each probe is the check the probe is about.
 */
let staffToken = '';
beforeAll(async () => {
  staffToken = (await signIn('podrska@primjer.hr', 'Lozinka-Admin-2026')).idToken;
});
const callerOf = (name: CallName) => (name.startsWith('admin') ? { idToken: staffToken } : {});

describe('every callable', () => {
  it.each(Object.keys(everyCallable) as CallName[])('%s refuses a call without App Check', async (name) => {
    const outcome = await call(name, { ...web, ...everyCallable[name] }, { ...callerOf(name), appCheckToken: null });
    expect(outcome.ok).toBe(false);
    expect(outcome.httpStatus).toBe(401);
  });

  it.each(Object.keys(everyCallable) as CallName[])('%s refuses a lone surrogate with 400', async (name) => {
    const outcome = await call(name, { ...web, ...everyCallable[name], platformVersion: '\ud800' }, callerOf(name));
    expect(outcome.httpStatus).toBe(400);
    expect(!outcome.ok && outcome.error.status).toBe('INVALID_ARGUMENT');
  });

  it.each(Object.keys(everyCallable) as CallName[])(
    '%s answers a preflight from another origin without allowing it, and refuses its call',
    async (name) => {
      const url = `${functionsOrigin}/${projectId}/${functionsRegion}/${name}`;
      const preflight = await fetch(url, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      const outcome = await call(
        name,
        { ...web, ...everyCallable[name] },
        { ...callerOf(name), origin: 'https://evil.example' },
      );
      expect(outcome.httpStatus).toBe(403);
    },
  );

  it('allows the site’s own origin', async () => {
    const preflight = await fetch(
      `${functionsOrigin}/${projectId}/${functionsRegion}/${callNames.getGroupamaVehicleInfo}`,
      {
        method: 'OPTIONS',
        headers: { origin: 'http://127.0.0.1:5000', 'access-control-request-method': 'POST' },
      },
    );
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5000');
  });
});

describe('/api', () => {
  it.each([
    apiPaths.checkTelematicsOnlyVehicle,
    apiPaths.validateReferral,
    apiPaths.policyPdf,
    apiPaths.insurerClaimNotify,
  ])(
    'malformed JSON to %s gets a 400 without a stack trace or a path of the server (docs/decisions/0010-hardening.md)',
    async (path) => {
      const response = await fetch(`${hostingOrigin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [peerHeader]: randomIp() },
        body: '{"licensePlate":',
      });
      const text = await response.text();
      expect(response.status).toBe(400);
      expect(text).not.toMatch(/SyntaxError|at \w+ \(|node_modules|\/work\/|\.js:\d+/);
    },
  );
});
