import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, stop } from '../mocks/mock-server-test-kit.js';
import { createCircuitBreaker } from './circuit-breaker.js';
import {
  insurerPaths,
  mockFaultHeader,
  type InsurerPolicyCancellation,
  type InsurerPolicyCancellationRequest,
  type InsurerPolicyEndDocument,
  type MockFault,
} from './insurer-api.js';
import { createInsurerClient, InsurerFailure } from './insurer-client.js';
import { defaultFixturesDir } from './mock/fixtures.js';
import { createMockInsurerServer } from './mock/mock-insurer-server.js';

// The client's cancellation calls against the mock insurer over real HTTP; requests are counted to see retries.
let server: Server;
let baseUrl: string;
const requests: string[] = [];

beforeAll(async () => {
  server = createMockInsurerServer({ fixturesDir: defaultFixturesDir });
  server.on('request', (req) => requests.push(`${req.method} ${req.url}`));
  baseUrl = await listen(server);
});
afterAll(() => stop(server));

const client = (fault?: MockFault, url = baseUrl) =>
  createInsurerClient({
    baseUrl: url,
    timeoutMs: 500,
    deadlineMs: 5_000,
    breaker: createCircuitBreaker({ failureThreshold: Number.POSITIVE_INFINITY, coolDownMs: 0 }),
    minAttemptMs: 50,
    readRetries: 2,
    backoffMs: 10,
    headers: fault ? { [mockFaultHeader]: fault } : {},
  });

async function failure(promise: Promise<unknown>): Promise<InsurerFailure> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(InsurerFailure);
  return error as InsurerFailure;
}

const day = (offset: number) => new Date(Date.now() + offset * 864e5).toISOString().slice(0, 10);

/** A sale yesterday of a policy that started 30 days ago and runs a year. */
const sale = (
  cancellationId: string,
  documents: InsurerPolicyEndDocument[] = [],
): InsurerPolicyCancellationRequest => ({
  cancellationId,
  policyNumber: `10-2026-${cancellationId}`,
  licensePlate: 'ZG1234AB',
  vin: 'WVWZZZCDZMW123456',
  issuedAt: `${day(-30)}T09:30:00Z`,
  policyStartsAt: `${day(-30)}T09:30:00Z`,
  policyEndsAt: `${day(335)}T09:30:00Z`,
  paidAmount: 365,
  paymentPlan: { kind: 'single' },
  reason: 'sold',
  effectiveDate: day(-1),
  documents,
});

const contract = (): InsurerPolicyEndDocument => {
  const bytes = Buffer.from('%PDF-1.7 ugovor o kupoprodaji');
  return {
    documentId: 'doc-contract',
    code: 'sale-contract',
    fileName: 'ugovor.pdf',
    contentType: 'application/pdf',
    sha256: createHash('sha256').update(bytes).digest('hex'),
    data: bytes.toString('base64'),
  };
};

describe("the insurer client's policy cancellation calls", () => {
  it('asks for the proof, sends it, and answers the whole decision each time', async () => {
    const waiting = await client().cancelPolicy(sale('0000101'));
    expect(waiting).toMatchObject({
      cancellationId: '0000101',
      state: 'documents-missing',
      missingDocuments: ['sale-contract'],
    });
    const accepted = await client().sendPolicyCancellationDocument({ cancellationId: '0000101', document: contract() });
    expect(accepted).toMatchObject({ state: 'accepted', missingDocuments: [], refusal: null, bonusMalusClass: 7 });
    // 336 of the policy's 365 days are after the day of the sale, and 365.00 € was paid.
    expect(accepted.refundAmount).toBe(336);
    expect(Date.parse(accepted.coverEndsAt ?? '')).toBeLessThanOrEqual(Date.now());
    expect(await client().cancelPolicy(sale('0000101'))).toEqual(accepted);
  });

  it('reports an unknown cancellation and a document it waits not for as rejected, without retrying', async () => {
    await client().cancelPolicy(sale('0000102', [contract()]));
    requests.length = 0;
    const unknown = await failure(
      client().sendPolicyCancellationDocument({ cancellationId: 'nobody', document: contract() }),
    );
    expect(unknown).toMatchObject({ kind: 'rejected', message: expect.stringMatching(/404/) });
    const other = { ...contract(), documentId: 'doc-other' };
    const ended = await failure(
      client().sendPolicyCancellationDocument({ cancellationId: '0000102', document: other }),
    );
    expect(ended).toMatchObject({ kind: 'rejected', message: expect.stringMatching(/409/) });
    expect(requests).toHaveLength(2);
  });

  it('never retries either call itself: the caller retries with the same id', async () => {
    requests.length = 0;
    expect((await failure(client('503').cancelPolicy(sale('0000103')))).kind).toBe('unavailable');
    const document = { cancellationId: '0000103', document: contract() };
    expect((await failure(client('503').sendPolicyCancellationDocument(document))).kind).toBe('unavailable');
    expect(requests).toEqual([
      `POST ${insurerPaths.policyCancellations}`,
      `POST ${insurerPaths.policyCancellationDocuments}`,
    ]);
  });

  it('takes a decision that lacks what its state carries as no answer', async () => {
    const accepted: InsurerPolicyCancellation = {
      cancellationId: '0000104',
      policyNumber: '10-2026-0000104',
      state: 'accepted',
      missingDocuments: [],
      refusal: null,
      coverEndsAt: '2027-03-01T23:00:00.000Z',
      refundAmount: 275,
      bonusMalusClass: 7,
      decidedAt: '2027-03-10T12:00:00.000Z',
    };
    const lies: unknown[] = [
      { ...accepted, refundAmount: null },
      { ...accepted, state: 'ended' },
      { ...accepted, state: 'refused' },
      { ...accepted, state: 'documents-missing', missingDocuments: ['receipt'] },
    ];
    let lie: unknown;
    const liar = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ responseStatus: 'success', cancellation: lie }));
    });
    const liarUrl = await listen(liar);
    try {
      lie = accepted;
      expect(await client(undefined, liarUrl).cancelPolicy(sale('0000104'))).toEqual(accepted);
      for (lie of lies) {
        const error = await failure(client(undefined, liarUrl).cancelPolicy(sale('0000104')));
        expect(error.kind, JSON.stringify(lie)).toBe('unavailable');
        expect(error.message).toMatch(/wrong shape/);
      }
    } finally {
      await stop(liar);
    }
  });
});
