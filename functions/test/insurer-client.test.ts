import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callDeadline } from '../src/insurer/call-deadline.js';
import { createCircuitBreaker, type CircuitBreaker } from '../src/insurer/circuit-breaker.js';
import {
  insurerPaths,
  mockClaimAdvancePath,
  mockFaultHeader,
  type InsurerClaimRequest,
  type InsurerOfferRequest,
  type InsurerPricingRequest,
  type MockFault,
} from '../src/insurer/insurer-api.js';
import { createInsurerClient, InsurerFailure } from '../src/insurer/insurer-client.js';
import { defaultFixturesDir } from '../src/insurer/mock/fixtures.js';
import { createMockInsurerServer } from '../src/insurer/mock/mock-insurer-server.js';

// The client against the mock insurer over real HTTP, faults injected by header; requests are counted to see retries.
let server: Server;
let baseUrl: string;
const requests: string[] = [];

beforeAll(async () => {
  // A step no test waits for: the claims move only when a test advances them.
  server = createMockInsurerServer({ fixturesDir: defaultFixturesDir, claimStepMs: 600_000 });
  server.on('request', (req) => requests.push(`${req.method} ${req.url}`));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A breaker that never opens: for the tests of what one call does. */
const closedBreaker = () => createCircuitBreaker({ failureThreshold: Number.POSITIVE_INFINITY, coolDownMs: 0 });

const client = (
  fault?: MockFault,
  timeoutMs = 500,
  { deadlineMs = 10_000, breaker = closedBreaker() }: { deadlineMs?: number; breaker?: CircuitBreaker } = {},
) =>
  createInsurerClient({
    baseUrl,
    timeoutMs,
    deadlineMs,
    breaker,
    minAttemptMs: 50,
    readRetries: 2,
    backoffMs: 10,
    headers: fault ? { [mockFaultHeader]: fault } : {},
  });

const offerRequest: InsurerOfferRequest = {
  vin: null,
  licensePlate: 'ZG1112TV',
  driverBirthDate: '1980-05-14',
  driverPin: '27182818283',
  driverPhone: '+385 91 234 5678',
  driverEmail: 'ivana@primjer.hr',
  platform: 'web',
  referrerId: null,
  referralIndividualId: null,
  registrationExpiryDate: null,
  isLicensePlateTypePROBA: false,
  policyAccepted: true,
  wipId: null,
};

const pricingRequest: InsurerPricingRequest = {
  licensePlate: 'ZG1234AB',
  driver: { dateOfBirth: '1980-05-14', personalIdentificationNumber: '27182818283' },
  policyStartDate: '2027-01-01',
};

async function failure(promise: Promise<unknown>): Promise<InsurerFailure> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(InsurerFailure);
  return error as InsurerFailure;
}

describe('insurer client', () => {
  it('reads a vehicle', async () => {
    const response = await client().lookupVehicle({ licensePlate: 'ZG1234AB' });
    expect(response.vehicleInfos[0]?.manufacturer).toBe('Volkswagen');
  });

  it.each<[MockFault]>([['500'], ['503'], ['malformed']])(
    'retries a read twice on %s, then reports the insurer unavailable',
    async (fault) => {
      requests.length = 0;
      const error = await failure(client(fault).lookupVehicle({ licensePlate: 'ZG1234AB' }));
      expect(error.kind).toBe('unavailable');
      expect(requests).toHaveLength(3);
    },
  );

  it('gives up on a request that gets no answer within its timeout', async () => {
    requests.length = 0;
    const startedAt = Date.now();
    const error = await failure(client('timeout', 200).price(pricingRequest));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/no answer in 200 ms/);
    expect(requests).toHaveLength(3);
    expect(Date.now() - startedAt).toBeLessThan(3_000);
  });

  it('never retries a write, so an offer request is not sent twice', async () => {
    requests.length = 0;
    const error = await failure(client('503').createOfferRequest(offerRequest));
    expect(error.kind).toBe('unavailable');
    expect(requests).toHaveLength(1);
  });

  it('does not retry answers that will not change: not found and high risk', async () => {
    requests.length = 0;
    expect((await failure(client().lookupVehicle({ licensePlate: 'ZG0000XX' }))).kind).toBe('vehicle-not-found');
    expect((await failure(client().lookupVehicle({ licensePlate: 'ZG9999MM' }))).kind).toBe('high-risk-vehicle');
    expect(requests).toHaveLength(2);
  });

  it('reports an unreachable insurer as unavailable', async () => {
    const unreachable = createInsurerClient({
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 500,
      deadlineMs: 1000,
      breaker: closedBreaker(),
      readRetries: 0,
    });
    expect((await failure(unreachable.lookupVehicle({ licensePlate: 'ZG1234AB' }))).kind).toBe('unavailable');
  });

  it('waits for a slow answer within the timeout', async () => {
    const response = await client('latency=100', 1_000).discountStatus({ licensePlate: 'ST2345EF' });
    expect(response.vehicleDiscount).toEqual({ valueInEuros: 15, licensePlate: 'ST2345EF', type: 'vehicle' });
  });
});

describe('the insurer client under a deadline', () => {
  it('stops retrying a timing-out read when the deadline has no room for another attempt', async () => {
    requests.length = 0;
    const startedAt = Date.now();
    const error = await failure(
      client('timeout', 300, { deadlineMs: 500 }).lookupVehicle({ licensePlate: 'ZG1234AB' }),
    );
    const elapsed = Date.now() - startedAt;
    expect(error.kind).toBe('unavailable');
    // 300 ms, 10 ms of backoff, then the 190 ms left: two attempts where three would have taken 920 ms.
    expect(requests).toHaveLength(2);
    expect(error.message).toMatch(/no answer in 1\d\d ms/);
    expect(elapsed).toBeGreaterThanOrEqual(480);
    expect(elapsed).toBeLessThan(700);
  });

  it('shares one deadline between the requests of a call: what the first used up, the second does not get', async () => {
    requests.length = 0;
    const deadline = callDeadline(400);
    const slow = client('timeout', 1_000);
    await failure(slow.price(pricingRequest, { deadline }));
    const error = await failure(slow.discountStatus({ licensePlate: 'ST2345EF' }, { deadline }));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/deadline/);
    expect(requests).toHaveLength(1);
  });
});

describe('the insurer client behind its circuit breaker', () => {
  const breakerOf = (failureThreshold: number, coolDownMs = 60_000) =>
    createCircuitBreaker({ failureThreshold, coolDownMs });

  it.each<[MockFault, number]>([
    ['503', 500],
    ['timeout', 100],
  ])(
    'opens after the threshold of %s answers in a row and then fails at once without a request',
    async (fault, timeoutMs) => {
      const breaker = breakerOf(4);
      const failing = client(fault, timeoutMs, { breaker });
      requests.length = 0;
      await failure(failing.lookupVehicle({ licensePlate: 'ZG1234AB' }));
      // The fourth failure opens it during the second read, whose third attempt is then never sent.
      await failure(failing.lookupVehicle({ licensePlate: 'ZG1234AB' }));
      expect(requests).toHaveLength(4);
      expect(breaker.state()).toBe('open');

      const startedAt = Date.now();
      const error = await failure(client(undefined, 500, { breaker }).lookupVehicle({ licensePlate: 'ZG1234AB' }));
      expect(Date.now() - startedAt).toBeLessThan(50);
      expect(error.kind).toBe('unavailable');
      expect(error.message).toMatch(/circuit open/);
      expect(requests).toHaveLength(4);
    },
  );

  it('probes the insurer after the cool-down and closes when it answers', async () => {
    const breaker = breakerOf(3, 200);
    await failure(client('503', 500, { breaker }).price(pricingRequest));
    expect(breaker.state()).toBe('open');
    await new Promise((resolve) => setTimeout(resolve, 250));
    requests.length = 0;
    const response = await client(undefined, 500, { breaker }).lookupVehicle({ licensePlate: 'ZG1234AB' });
    expect(response.vehicleInfos).toHaveLength(1);
    expect(requests).toHaveLength(1);
    expect(breaker.state()).toBe('closed');
  });

  it('opens again for another cool-down when the probe fails', async () => {
    const breaker = breakerOf(3, 200);
    await failure(client('503', 500, { breaker }).price(pricingRequest));
    await new Promise((resolve) => setTimeout(resolve, 250));
    requests.length = 0;
    await failure(client('503', 500, { breaker }).price(pricingRequest));
    // The probe is one request: a failing probe is not retried.
    expect(requests).toHaveLength(1);
    expect(breaker.state()).toBe('open');
    await failure(client(undefined, 500, { breaker }).lookupVehicle({ licensePlate: 'ZG1234AB' }));
    expect(requests).toHaveLength(1);
  });

  it('is not opened by answers: a malformed body, a refusal, an unknown vehicle', async () => {
    const breaker = breakerOf(3);
    await failure(client('malformed', 500, { breaker }).lookupVehicle({ licensePlate: 'ZG1234AB' }));
    await failure(client(undefined, 500, { breaker }).lookupVehicle({ licensePlate: 'ZG0000XX' }));
    await failure(client(undefined, 500, { breaker }).price({ ...pricingRequest, policyStartDate: 'tomorrow' }));
    await failure(client('malformed', 500, { breaker }).lookupVehicle({ licensePlate: 'ZG1234AB' }));
    expect(breaker.state()).toBe('closed');
  });

  it('fails a write at once while open, so an offer request is not sent to an insurer that is down', async () => {
    const breaker = breakerOf(1);
    await failure(client('503', 500, { breaker }).discountStatus({ licensePlate: 'ST2345EF' }));
    requests.length = 0;
    const error = await failure(client(undefined, 500, { breaker }).createOfferRequest(offerRequest));
    expect(error.message).toMatch(new RegExp(`${insurerPaths.offerRequests}: not sent`));
    expect(requests).toHaveLength(0);
  });
});

const photo = Buffer.from('photo bytes');
/** A rear-end (box 8) with a photo, A insured with us: the mock's fast path, B the claimant. */
const claimRequest = (statementId: string) =>
  ({
    statementId,
    lockHash: 'a'.repeat(64),
    lockedAt: '2026-11-27T10:00:00.000Z',
    policies: [{ role: 'A', policyNumber: '10-2026-0000001', licensePlate: 'ZG5678CD' }],
    statement: {
      statementId,
      otherParty: null,
      sides: { A: { vehicle: { plate: 'ZG5678CD' }, circumstances: [8] }, B: { vehicle: { plate: 'LJ12ABC' } } },
    },
    pdf: Buffer.from('%PDF-1.7').toString('base64'),
    photos: [
      {
        role: 'A',
        photoId: '00000000-0000-4000-8000-000000000000',
        contentType: 'image/jpeg',
        sha256: createHash('sha256').update(photo).digest('hex'),
        data: photo.toString('base64'),
      },
    ],
  }) as unknown as InsurerClaimRequest;

const advance = (claimNumber: string) =>
  fetch(`${baseUrl}${mockClaimAdvancePath}`, { method: 'POST', body: JSON.stringify({ claimNumber }) });

describe("the insurer client's claim calls", () => {
  it('reads the claim as it stands, sends a document, and answers the offer, each answering the whole claim', async () => {
    const { claimNumber } = await client().submitClaim(claimRequest('C1aimC1aimC1aimC1aim'));
    const received = await client().claimStatus({ claimNumber });
    expect(received).toMatchObject({ claimNumber, state: 'received', sequence: 1, claimantRole: 'B' });

    const bytes = Buffer.from('%PDF-1.7 estimate');
    const withDocument = await client().sendClaimDocument({
      claimNumber,
      documentId: 'doc-1',
      code: 'repair-estimate',
      fileName: 'procjena.pdf',
      contentType: 'application/pdf',
      sha256: createHash('sha256').update(bytes).digest('hex'),
      data: bytes.toString('base64'),
    });
    expect(withDocument.receivedDocuments.map((document) => document.documentId)).toEqual(['doc-1']);
    expect(withDocument.sequence).toBe(2);

    for (let step = 0; step < 4; step += 1) expect((await advance(claimNumber)).status).toBe(200);
    const offered = await client().claimStatus({ claimNumber });
    expect(offered.state).toBe('offer');
    const iban = 'HR6023600001101234567';
    const verification = await client().verifyClaimPayee({ claimNumber, iban, name: 'Ivana Horvat' });
    expect(verification).toMatchObject({ result: 'close-match', bankHeldName: 'IVANA HORVAT-KOVAČ' });
    const accepted = await client().answerClaimOffer({
      claimNumber,
      offerRevision: offered.offer?.revision ?? 0,
      answer: 'accept',
      iban,
      payeeName: verification.bankHeldName ?? '',
      payeeVerificationId: verification.verificationId,
    });
    expect(accepted.state).toBe('accepted');
  });

  it('takes a payee verification that shows a bank’s name without close-match, or none with it, as no answer', async () => {
    const answers = [
      { verificationId: 'VOP-1', result: 'no-match', bankHeldName: 'IVANA HORVAT', checkedAt: '2026-12-07T13:32:00Z' },
      { verificationId: 'VOP-1', result: 'close-match', bankHeldName: null, checkedAt: '2026-12-07T13:32:00Z' },
      { verificationId: 'VOP-1', result: 'maybe', bankHeldName: null, checkedAt: '2026-12-07T13:32:00Z' },
    ];
    const liar = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ responseStatus: 'success', verification: answers.shift() }));
    });
    await new Promise<void>((resolve) => liar.listen(0, '127.0.0.1', resolve));
    try {
      const lying = createInsurerClient({
        baseUrl: `http://127.0.0.1:${(liar.address() as AddressInfo).port}`,
        timeoutMs: 500,
        deadlineMs: 2000,
        breaker: closedBreaker(),
        readRetries: 0,
      });
      const request = { claimNumber: 'ŠT-2026-000001', iban: 'HR1210010051863000160', name: 'Ana Horvat' };
      for (let answer = 0; answer < 3; answer += 1) {
        const error = await failure(lying.verifyClaimPayee(request));
        expect(error.kind).toBe('unavailable');
        expect(error.message).toMatch(/wrong shape/);
      }
    } finally {
      liar.closeAllConnections();
      await new Promise((resolve) => liar.close(resolve));
    }
  });

  it('reports an unknown claim, a wrong state and a wrong revision as rejected, without retrying', async () => {
    const { claimNumber } = await client().submitClaim(claimRequest('C1aimC1aimC1aimC1ai2'));
    requests.length = 0;
    expect((await failure(client().claimStatus({ claimNumber: 'ŠT-2026-999999' }))).kind).toBe('rejected');
    expect((await failure(client().confirmClaimAppointment({ claimNumber }))).kind).toBe('rejected');
    const answer = { claimNumber, offerRevision: 3, answer: 'dispute', reason: 'Premalo.' } as const;
    const refused = await failure(client().answerClaimOffer(answer));
    expect(refused.kind).toBe('rejected');
    expect(refused.message).toMatch(/409/);
    expect(requests).toHaveLength(3);
  });

  it('retries the status, a read, but never a claim write', async () => {
    const { claimNumber } = await client().submitClaim(claimRequest('C1aimC1aimC1aimC1ai3'));
    requests.length = 0;
    expect((await failure(client('503').claimStatus({ claimNumber }))).kind).toBe('unavailable');
    expect(requests).toHaveLength(3);
    requests.length = 0;
    expect((await failure(client('503').confirmClaimAppointment({ claimNumber }))).kind).toBe('unavailable');
    expect(requests).toHaveLength(1);
  });

  it('takes an answer whose claim is not a whole snapshot as no answer', async () => {
    const liar = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ responseStatus: 'success', claim: { claimNumber: 'ŠT-2026-000001', state: 'paid' } }));
    });
    await new Promise<void>((resolve) => liar.listen(0, '127.0.0.1', resolve));
    try {
      const lying = createInsurerClient({
        baseUrl: `http://127.0.0.1:${(liar.address() as AddressInfo).port}`,
        timeoutMs: 500,
        deadlineMs: 2000,
        breaker: closedBreaker(),
        readRetries: 0,
      });
      const error = await failure(lying.claimStatus({ claimNumber: 'ŠT-2026-000001' }));
      expect(error.kind).toBe('unavailable');
      expect(error.message).toMatch(/wrong shape/);
    } finally {
      liar.closeAllConnections();
      await new Promise((resolve) => liar.close(resolve));
    }
  });
});
