import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PolicyEndDocumentCode } from '../../contracts/policy-ending.js';
import { listen, stop } from '../../mocks/mock-server-test-kit.js';
import {
  insurerPaths,
  mockFaultHeader,
  mockFaultsPath,
  type InsurerError,
  type InsurerPolicyCancellation,
  type InsurerPolicyCancellationAnswer,
  type InsurerPolicyCancellationRequest,
  type InsurerPolicyEndDocument,
} from '../insurer-api.js';
import { defaultFixturesDir, loadFixtures } from './fixtures.js';
import type { MockAnswer } from './mock-answer.js';
import { createMockInsurer, type InsurerPath } from './mock-insurer.js';
import { createMockInsurerServer } from './mock-insurer-server.js';

const fixtures = loadFixtures(defaultFixturesDir);

/** The mock insurer with its clock at `at`; `clock.at` moves it. */
function insurerAt(at: string) {
  const clock = { at: new Date(at) };
  const insurer = createMockInsurer(fixtures, { now: () => clock.at });
  const send = (path: InsurerPath, body: unknown) => insurer.answer(path, body);
  return {
    clock,
    cancel: (changes: Partial<InsurerPolicyCancellationRequest> = {}) =>
      send(insurerPaths.policyCancellations, cancellation(changes)),
    sendDocument: (cancellationId: string, document: unknown) =>
      send(insurerPaths.policyCancellationDocuments, { cancellationId, document }),
  };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const pdf = (text: string) => Buffer.from(`%PDF-1.7 ${text}`);

function documentOf(code: PolicyEndDocumentCode, changes: Partial<InsurerPolicyEndDocument> = {}) {
  const bytes = pdf(code);
  return {
    documentId: `doc-${code}`,
    code,
    fileName: `${code}.pdf`,
    contentType: 'application/pdf',
    sha256: sha256(bytes),
    data: bytes.toString('base64'),
    ...changes,
  } satisfies InsurerPolicyEndDocument;
}

/** A year from 01/12/2026 09:30 (365 days) paid 365.00 €: each day is worth 1.00 €. */
const yearPolicy = {
  policyNumber: '10-2026-0000001',
  licensePlate: 'ZG1234AB',
  vin: 'WVWZZZCDZMW123456',
  issuedAt: '2026-12-01T09:30:00+01:00',
  policyStartsAt: '2026-12-01T09:30:00+01:00',
  policyEndsAt: '2027-12-01T09:30:00+01:00',
  paidAmount: 365,
  paymentPlan: { kind: 'single' },
} satisfies Partial<InsurerPolicyCancellationRequest>;

const cancellation = (changes: Partial<InsurerPolicyCancellationRequest>): InsurerPolicyCancellationRequest => ({
  cancellationId: 'cancel-1',
  ...yearPolicy,
  reason: 'sold',
  effectiveDate: '2027-03-01',
  documents: [documentOf('sale-contract')],
  ...changes,
});

const withdrawal = (changes: Partial<InsurerPolicyCancellationRequest>) => ({
  reason: 'withdrawal' as const,
  documents: [],
  ...changes,
});

const decisionOf = (answer: MockAnswer) => (answer.body as InsurerPolicyCancellationAnswer).cancellation;

function expectDecision(answer: MockAnswer, status: number, decision: Partial<InsurerPolicyCancellation>) {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ responseStatus: 'success' });
  expect(decisionOf(answer)).toEqual({
    cancellationId: expect.any(String),
    policyNumber: expect.any(String),
    missingDocuments: [],
    refusal: null,
    coverEndsAt: null,
    refundAmount: null,
    bonusMalusClass: null,
    decidedAt: expect.any(String),
    ...decision,
  });
}

const expectError = (answer: MockAnswer, status: number) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect((answer.body as InsurerError).errorCode).toBe('invalid-request');
};

describe('a withdrawal on the mock insurer', () => {
  it('before the cover starts: the whole premium back, the cover ending at its start (nothing covered)', () => {
    const insurer = insurerAt('2026-12-10T10:00:00Z');
    const answer = insurer.cancel(
      withdrawal({
        licensePlate: 'ZG5678CD',
        vin: 'TMBJJ7NX5K0234567',
        issuedAt: '2026-12-01T10:00:00+01:00',
        policyStartsAt: '2026-12-20T00:00:00+01:00',
        policyEndsAt: '2027-12-20T00:00:00+01:00',
        paidAmount: 367.6,
        effectiveDate: '2026-12-10',
      }),
    );
    expectDecision(answer, 201, {
      cancellationId: 'cancel-1',
      policyNumber: '10-2026-0000001',
      state: 'accepted',
      coverEndsAt: '2026-12-19T23:00:00.000Z',
      refundAmount: 367.6,
      // Ivana Horvat owns ZG5678CD: the class pricing gives her.
      bonusMalusClass: 9,
      decidedAt: '2026-12-10T10:00:00.000Z',
    });
  });

  it('after the start: the premium less the days covered, the cover ending at the answer', () => {
    const insurer = insurerAt('2026-12-10T10:00:00Z');
    // 9 days covered of 365: 367.60 × 356 / 365 = 358.5358… → 358.54.
    expectDecision(insurer.cancel(withdrawal({ paidAmount: 367.6, effectiveDate: '2026-12-10' })), 201, {
      cancellationId: 'cancel-1',
      policyNumber: '10-2026-0000001',
      state: 'accepted',
      coverEndsAt: '2026-12-10T10:00:00.000Z',
      refundAmount: 358.54,
      bonusMalusClass: 7,
    });
  });

  it('counts Zagreb days from the day of issue: day 14 is accepted, day 15 refused', () => {
    // 00:30 on 01/12 in Zagreb is still 30/11 in UTC: day 14 is 15/12 and day 15 is 16/12.
    const issued = { issuedAt: '2026-11-30T23:30:00Z', policyStartsAt: '2026-11-30T23:30:00Z' };
    const insurer = insurerAt('2026-12-16T10:00:00Z');
    const last = insurer.cancel(withdrawal({ ...issued, cancellationId: 'day-14', effectiveDate: '2026-12-15' }));
    expect(decisionOf(last).state).toBe('accepted');
    const late = insurerAt('2026-12-16T10:00:00Z');
    expectDecision(late.cancel(withdrawal({ ...issued, cancellationId: 'day-15', effectiveDate: '2026-12-16' })), 201, {
      state: 'refused',
      refusal: 'withdrawal-period-over',
    });
  });

  it('is accepted for a car whose policy had a claim paid', () => {
    const insurer = insurerAt('2026-12-05T10:00:00Z');
    const answer = insurer.cancel(withdrawal({ licensePlate: 'ZG6100IS', vin: null, effectiveDate: '2026-12-05' }));
    expect(decisionOf(answer)).toMatchObject({ state: 'accepted', refundAmount: 361, bonusMalusClass: 9 });
  });

  it('is refused as invalid with a document, dated before the issue or dated after today', () => {
    const insurer = insurerAt('2026-12-05T10:00:00Z');
    expectError(
      insurer.cancel(withdrawal({ effectiveDate: '2026-12-05', documents: [documentOf('sale-contract')] })),
      400,
    );
    expectError(insurer.cancel(withdrawal({ effectiveDate: '2026-11-30' })), 400);
    expectError(insurer.cancel(withdrawal({ effectiveDate: '2026-12-06' })), 400);
  });
});

describe('a cancellation for a reason on the mock insurer', () => {
  it('accepts a sale with its contract: the cover ends at the Zagreb midnight after the day, the unused days refunded', () => {
    const insurer = insurerAt('2027-03-10T12:00:00Z');
    // Sold on 01/03/2027: 275 days to 01/12/2027 unused; 00:00 on 02/03 in Zagreb (winter) is 23:00 UTC.
    expectDecision(insurer.cancel(), 201, {
      cancellationId: 'cancel-1',
      policyNumber: '10-2026-0000001',
      state: 'accepted',
      coverEndsAt: '2027-03-01T23:00:00.000Z',
      refundAmount: 275,
      bonusMalusClass: 7,
      decidedAt: '2027-03-10T12:00:00.000Z',
    });
    // In summer Zagreb is two hours ahead: 00:00 on 16/06 is 22:00 UTC on 15/06.
    const summer = insurerAt('2027-06-20T12:00:00Z').cancel({ effectiveDate: '2027-06-15' });
    expect(decisionOf(summer)).toMatchObject({ coverEndsAt: '2027-06-15T22:00:00.000Z', refundAmount: 169 });
  });

  it('asks for the missing proof, then accepts when it comes on the documents path', () => {
    const insurer = insurerAt('2027-03-10T12:00:00Z');
    const waiting = insurer.cancel({ reason: 'stolen', documents: [] });
    expectDecision(waiting, 201, { state: 'documents-missing', missingDocuments: ['police-report'] });
    insurer.clock.at = new Date('2027-03-11T08:00:00Z');
    expectDecision(insurer.sendDocument('cancel-1', documentOf('police-report')), 201, {
      state: 'accepted',
      coverEndsAt: '2027-03-01T23:00:00.000Z',
      refundAmount: 275,
      bonusMalusClass: 7,
      decidedAt: '2027-03-11T08:00:00.000Z',
    });
  });

  it('refuses an end date before the start, after today or after the policy ended', () => {
    const insurer = insurerAt('2027-03-10T12:00:00Z');
    for (const [index, effectiveDate] of ['2026-11-30', '2027-03-11'].entries())
      expectDecision(insurer.cancel({ cancellationId: `early-or-late-${index}`, effectiveDate }), 201, {
        state: 'refused',
        refusal: 'date-out-of-cover',
      });
    const afterTheEnd = insurerAt('2028-01-10T12:00:00Z').cancel({ effectiveDate: '2027-12-02' });
    expect(decisionOf(afterTheEnd)).toMatchObject({ state: 'refused', refusal: 'date-out-of-cover' });
    // Its last day is still in cover: nothing is refunded and the cover ends when it would have.
    const lastDay = insurerAt('2028-01-10T12:00:00Z').cancel({ effectiveDate: '2027-12-01' });
    expect(decisionOf(lastDay)).toMatchObject({
      state: 'accepted',
      coverEndsAt: '2027-12-01T08:30:00.000Z',
      refundAmount: 0,
    });
  });

  it('refuses every reason but a withdrawal for a car whose policy had a claim paid this year', () => {
    const insurer = insurerAt('2027-03-10T12:00:00Z');
    for (const reason of ['sold', 'deregistered', 'stolen', 'destroyed', 'exported'] as const)
      expectDecision(insurer.cancel({ cancellationId: reason, licensePlate: 'ZG6100IS', reason }), 201, {
        state: 'refused',
        refusal: 'claim-paid',
      });
  });

  it('asks for the deregistration certificate as well on the sale of ZG6200OD, then accepts', () => {
    const insurer = insurerAt('2027-03-10T12:00:00Z');
    const car = { licensePlate: 'ZG6200OD', vin: 'VF1RFE00X62620022' };
    expectDecision(insurer.cancel(car), 201, {
      state: 'documents-missing',
      missingDocuments: ['deregistration-certificate'],
    });
    const accepted = insurer.sendDocument('cancel-1', documentOf('deregistration-certificate'));
    expect(decisionOf(accepted)).toMatchObject({ state: 'accepted', refundAmount: 275, bonusMalusClass: 9 });
    // Without the contract it asks for both; its other reasons take their own proof only.
    const both = insurer.cancel({ ...car, cancellationId: 'cancel-2', policyNumber: '10-2026-0000002', documents: [] });
    expect(decisionOf(both).missingDocuments).toEqual(['sale-contract', 'deregistration-certificate']);
    const deregistered = insurer.cancel({
      ...car,
      cancellationId: 'cancel-3',
      policyNumber: '10-2026-0000003',
      reason: 'deregistered',
      documents: [documentOf('deregistration-certificate')],
    });
    expect(decisionOf(deregistered).state).toBe('accepted');
  });

  it('gives the entry class for a car whose owner pricing does not know, or a car without a plate', () => {
    const insurer = insurerAt('2027-03-10T12:00:00Z');
    const unknownOwner = insurer.cancel({ licensePlate: 'RI3456GH', vin: null });
    expect(decisionOf(unknownOwner).bonusMalusClass).toBe(fixtures.tariff.mtpl.defaultBonusMalusClass);
    const byVin = insurer.cancel({
      cancellationId: 'cancel-2',
      policyNumber: '10-2026-0000002',
      licensePlate: null,
      vin: 'WVWZZZE1ZTP567890',
    });
    expect(decisionOf(byVin).bonusMalusClass).toBe(fixtures.tariff.mtpl.defaultBonusMalusClass);
  });
});

describe('the same cancellation again on the mock insurer', () => {
  it('answers the decision it holds with 200, whatever the body, and never decides twice', () => {
    const insurer = insurerAt('2027-03-10T12:00:00Z');
    const first = insurer.cancel();
    insurer.clock.at = new Date('2027-03-12T12:00:00Z');
    const again = insurer.cancel({ effectiveDate: '2027-03-05' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it('answers a document it has received again with 200 and the decision as it stands', () => {
    const insurer = insurerAt('2027-03-10T12:00:00Z');
    insurer.cancel({ documents: [] });
    const accepted = insurer.sendDocument('cancel-1', documentOf('sale-contract'));
    expect(accepted.status).toBe(201);
    const again = insurer.sendDocument('cancel-1', documentOf('sale-contract'));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(accepted.body);
    // A document that came with the request is received once too.
    const withProof = insurerAt('2027-03-10T12:00:00Z');
    withProof.cancel({ licensePlate: 'ZG6200OD', vin: null });
    expect(withProof.sendDocument('cancel-1', documentOf('sale-contract')).status).toBe(200);
  });

  it('refuses a second ending of a policy that has ended with 409, under another cancellation id', () => {
    const insurer = insurerAt('2027-03-10T12:00:00Z');
    expect(decisionOf(insurer.cancel()).state).toBe('accepted');
    expectError(insurer.cancel({ cancellationId: 'cancel-2', reason: 'exported' }), 409);
    // A waiting one cannot end it again either once its document comes.
    const waiting = insurerAt('2027-03-10T12:00:00Z');
    waiting.cancel({ cancellationId: 'waiting', reason: 'stolen', documents: [] });
    waiting.cancel({ cancellationId: 'ended' });
    expectError(waiting.sendDocument('waiting', documentOf('police-report')), 409);
  });
});

describe('the documents path of the mock insurer', () => {
  it('answers an unknown cancellation with 404', () => {
    expectError(insurerAt('2027-03-10T12:00:00Z').sendDocument('nobody', documentOf('sale-contract')), 404);
  });

  it('answers 409 when the cancellation waits for no document, or for another one', () => {
    const insurer = insurerAt('2027-03-10T12:00:00Z');
    insurer.cancel({ cancellationId: 'accepted' });
    expectError(insurer.sendDocument('accepted', documentOf('police-report')), 409);
    insurer.cancel({ cancellationId: 'refused', policyNumber: '10-2026-0000002', effectiveDate: '2027-04-01' });
    expectError(insurer.sendDocument('refused', documentOf('sale-contract', { documentId: 'doc-later' })), 409);
    insurer.cancel({ cancellationId: 'waiting', policyNumber: '10-2026-0000003', reason: 'stolen', documents: [] });
    expectError(insurer.sendDocument('waiting', documentOf('sale-contract')), 409);
  });
});

describe('what the mock insurer refuses as invalid (400)', () => {
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
  const badDocuments: [string, unknown][] = [
    ['bytes that are not the hashed ones', documentOf('sale-contract', { data: pdf('other').toString('base64') })],
    ['a PDF that is not one', { ...documentOf('sale-contract'), ...bytesOf(Buffer.from('not a pdf')) }],
    ['a photo said to be a PDF', { ...documentOf('sale-contract'), ...bytesOf(jpeg) }],
    ['a PDF said to be a photo', documentOf('sale-contract', { contentType: 'image/png' })],
    ['data that is not base64', documentOf('sale-contract', { data: '%%%%' })],
    ['an unknown code', documentOf('sale-contract', { code: 'receipt' as never })],
    ['an unknown field', { ...documentOf('sale-contract'), pages: 2 }],
  ];

  it.each(badDocuments)('a document with %s, on either path', (_, document) => {
    const insurer = insurerAt('2027-03-10T12:00:00Z');
    expectError(insurer.cancel({ documents: [document as InsurerPolicyEndDocument] }), 400);
    insurer.cancel({ cancellationId: 'waiting', documents: [] });
    expectError(insurer.sendDocument('waiting', document), 400);
  });

  it('takes a photo told by its bytes', () => {
    const insurer = insurerAt('2027-03-10T12:00:00Z');
    const photo = { ...documentOf('sale-contract', { contentType: 'image/jpeg' }), ...bytesOf(jpeg) };
    expect(insurer.cancel({ documents: [photo] }).status).toBe(201);
  });

  it.each<[string, Record<string, unknown>]>([
    ['no cancellation id', { cancellationId: undefined }],
    ['an unknown reason', { reason: 'bored' }],
    ['an end date that is no date', { effectiveDate: '2027-02-30' }],
    ['an instant without an offset', { policyStartsAt: '2026-12-01T09:30:00' }],
    ['a policy ending the day it starts', { policyEndsAt: '2026-12-01T23:00:00+01:00' }],
    ['nothing paid', { paidAmount: 0 }],
    ['a fraction of a cent', { paidAmount: 365.001 }],
    ['no payment plan', { paymentPlan: undefined }],
    ['a plate not normalised', { licensePlate: 'ZG 1234-AB' }],
    ['no car', { licensePlate: null, vin: null }],
    ['an unknown field', { refund: 100 }],
  ])('a request with %s', (_, changes) => {
    const body = { ...cancellation({}), ...changes };
    expectError(insurerAt('2027-03-10T12:00:00Z').cancel(body as InsurerPolicyCancellationRequest), 400);
  });
});

function bytesOf(bytes: Buffer) {
  return { sha256: sha256(bytes), data: bytes.toString('base64') };
}

describe('the cancellation paths over HTTP', () => {
  let server: Server;
  let baseUrl: string;
  beforeAll(async () => {
    server = createMockInsurerServer({ fixturesDir: defaultFixturesDir });
    baseUrl = await listen(server);
  });
  afterAll(() => stop(server));

  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as unknown };
  };
  // Sold yesterday on the real clock, of a policy that runs this year.
  const today = new Date();
  const day = (offset: number) => new Date(today.getTime() + offset * 864e5).toISOString().slice(0, 10);
  const current = {
    issuedAt: `${day(-30)}T09:30:00Z`,
    policyStartsAt: `${day(-30)}T09:30:00Z`,
    policyEndsAt: `${day(335)}T09:30:00Z`,
    effectiveDate: day(-1),
  };

  it('suffers the x-mock-fault header and a fault queued for its path, as every operation does', async () => {
    const request = cancellation({ ...current, cancellationId: 'http-faults' });
    for (const path of [insurerPaths.policyCancellations, insurerPaths.policyCancellationDocuments])
      expect((await post(path, request, { [mockFaultHeader]: '503' })).status).toBe(503);
    const queued = await fetch(`${baseUrl}${mockFaultsPath}`, {
      method: 'POST',
      body: JSON.stringify({ path: insurerPaths.policyCancellations, fault: '500', count: 1 }),
    });
    expect(queued.status).toBe(204);
    expect((await post(insurerPaths.policyCancellations, request)).status).toBe(500);
    expect((await post(insurerPaths.policyCancellations, request)).status).toBe(201);
  });

  it('takes a scanned document of a few MB on both paths', async () => {
    const scan = Buffer.concat([pdf('scan'), Buffer.alloc(3 * 1024 * 1024, 7)]);
    const document = { ...documentOf('police-report'), ...bytesOf(scan) };
    const sent = await post(
      insurerPaths.policyCancellations,
      cancellation({
        ...current,
        cancellationId: 'http-scan',
        policyNumber: '10-2026-0000008',
        reason: 'stolen',
        documents: [document],
      }),
    );
    expect(sent.status).toBe(201);
    const waiting = await post(
      insurerPaths.policyCancellations,
      cancellation({ ...current, cancellationId: 'http-scan-later', policyNumber: '10-2026-0000009', documents: [] }),
    );
    expect(waiting.status).toBe(201);
    const later = await post(insurerPaths.policyCancellationDocuments, {
      cancellationId: 'http-scan-later',
      document: { ...documentOf('sale-contract'), ...bytesOf(scan) },
    });
    expect(later).toMatchObject({ status: 201, body: { cancellation: { state: 'accepted' } } });
  });
});
