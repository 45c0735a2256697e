import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readClaimNotification } from '../claim-signature.js';
import {
  insurerPaths,
  insurerSignatureHeader,
  mockClaimAdvancePath,
  mockClaimNotificationsPath,
  type InsurerClaimAnswer,
  type InsurerClaimPayeeVerification,
  type InsurerClaimPayeeVerificationAnswer,
  type InsurerClaimResponse,
  type InsurerClaimSnapshot,
} from '../insurer-api.js';
import { maskIban } from '../../contracts/iban-rules.js';
import { defaultFixturesDir } from './fixtures.js';
import { createMockInsurerServer } from './mock-insurer-server.js';

// The mock insurer's claims over real HTTP, their notifications caught by a receiver standing in for our /api.

const secret = 'insurer-notify-secret';
const iban = 'HR1210010051863000160';
const photo = Buffer.from('photo bytes');

interface Received {
  raw: string;
  signature: string | undefined;
  claim: InsurerClaimSnapshot | undefined;
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const listen = async (server: Server) => {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return urlOf(server);
};

/** Our /api as the insurer sees it: answers each notification with the next status of `statuses` (200 after). */
async function receiver(statuses: number[] = []) {
  const received: Received[] = [];
  const url = await listen(
    createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const header = req.headers[insurerSignatureHeader];
        const signature = typeof header === 'string' ? header : undefined;
        received.push({ raw, signature, claim: readClaimNotification(raw, signature, secret)?.claim });
        res.writeHead(statuses.shift() ?? 200).end();
      });
    }),
  );
  return { url: `${url}/api/insurer/claims/notify`, received };
}

async function mockInsurer(notifyUrl: string, claimStepMs: number, retryDelaysMs: number[] = [20, 40, 80]) {
  const server = createMockInsurerServer({
    fixturesDir: defaultFixturesDir,
    claimStepMs,
    notify: { url: notifyUrl, secret, retryDelaysMs, timeoutMs: 2000 },
  });
  const baseUrl = await listen(server);
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, { method: 'POST', body: JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as unknown };
  };
  const claimOf = async (path: string, body: unknown, status = 200) => {
    const answer = await post(path, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return (answer.body as InsurerClaimAnswer).claim;
  };
  const verify = async (claimNumber: string, account: string, name: string): Promise<InsurerClaimPayeeVerification> => {
    const answer = await post(insurerPaths.claimPayeeVerification, { claimNumber, iban: account, name });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body as InsurerClaimPayeeVerificationAnswer).verification;
  };
  return {
    server,
    post,
    verify,
    /** The accept of `offerRevision` after the bank's check of the account, with the name it checked. */
    async accept(claimNumber: string, offerRevision: number, account = iban, payeeName = 'Ana Horvat') {
      const { verificationId } = await verify(claimNumber, account, payeeName);
      const body = { claimNumber, offerRevision, answer: 'accept', iban: account, payeeName };
      return claimOf(insurerPaths.claimOfferAnswer, { ...body, payeeVerificationId: verificationId });
    },
    async submit(request: object) {
      const answer = await post(insurerPaths.claims, request);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return (answer.body as InsurerClaimResponse).claimNumber;
    },
    status: (claimNumber: string) => claimOf(insurerPaths.claimStatus, { claimNumber }),
    advance: (claimNumber: string, status = 200) => claimOf(mockClaimAdvancePath, { claimNumber }, status),
    claimOf,
  };
}

interface Side {
  plate: string;
  circumstances: number[];
}

/** A locked statement's claim: A and B (or A alone), our policy on `insured`, `photos` photos. */
function claimRequest({
  statementId = 'A1b2C3d4E5f6G7h8I9j0',
  a = { plate: 'ZG 5678-CD', circumstances: [8] },
  b = { plate: 'LJ 12-ABC', circumstances: [1] } as Side | null,
  insured = ['A'] as ('A' | 'B')[],
  photos = 2,
  driverB = undefined as { firstName: string; lastName: string } | undefined,
} = {}) {
  const side = ({ plate, circumstances }: Side, driver?: object) => ({
    vehicle: { plate },
    circumstances,
    ...(driver ? { driver } : {}),
  });
  const plates = { A: a.plate, B: b?.plate ?? '' };
  return {
    statementId,
    lockHash: 'a'.repeat(64),
    lockedAt: '2026-11-27T10:00:00.000Z',
    policies: insured.map((role) => ({
      role,
      policyNumber: `10-2026-000000${role === 'A' ? 1 : 2}`,
      licensePlate: plates[role].replace(/[\s-]/g, ''),
    })),
    statement: { statementId, otherParty: b ? null : 'none', sides: { A: side(a), B: b ? side(b, driverB) : null } },
    pdf: Buffer.from('%PDF-1.7').toString('base64'),
    photos: Array.from({ length: photos }, (_, index) => ({
      role: 'A',
      photoId: `00000000-0000-4000-8000-00000000000${index}`,
      contentType: 'image/jpeg',
      sha256: createHash('sha256').update(photo).digest('hex'),
      data: photo.toString('base64'),
    })),
  };
}

const document = (claimNumber: string, documentId: string, code: string) => {
  const bytes = Buffer.from(`%PDF-1.7 ${code}`);
  return {
    claimNumber,
    documentId,
    code,
    fileName: `${code}.pdf`,
    contentType: 'application/pdf',
    sha256: createHash('sha256').update(bytes).digest('hex'),
    data: bytes.toString('base64'),
  };
};

async function eventually<T>(read: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const states = (claim: InsurerClaimSnapshot) => claim.timeline.map((entry) => entry.state);
/** A step long enough that only the advance control moves a claim on. */
const still = 60_000;

describe('the fast path: a rear-end with photos', () => {
  it('reaches an offer on its own clock, notifying each change signed; accepted, it is paid a step later', async () => {
    const { url, received } = await receiver();
    const insurer = await mockInsurer(url, 40);
    const claimNumber = await insurer.submit(claimRequest());
    expect(claimNumber).toMatch(/^ŠT-2026-\d{6}$/);

    const offered = await eventually(() => received.find((entry) => entry.claim?.state === 'offer')?.claim);
    expect(states(offered)).toEqual(['received', 'documents-complete', 'assessor-appointed', 'assessed', 'offer']);
    // One signed notification per change (the order they arrive in is the network's).
    expect(received.map((entry) => entry.claim?.sequence).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(offered.claimantRole).toBe('B');
    expect(offered.appointment).toMatchObject({ place: null, photoAssessment: true, confirmedAt: null });
    const offer = offered.offer;
    expect(offer?.revision).toBe(1);
    expect(offer?.items.map((item) => item.code)).toEqual(['vehicle-repair', 'value-loss']);
    const sum = offer?.items.reduce((total, item) => total + item.amount, 0) ?? 0;
    expect(offer?.amount).toBeCloseTo(sum, 2);
    expect(offer?.amount).toBeGreaterThan(300);
    expect(offer?.reckoning).toMatch(/^Procjena po fotografijama: .*\d+,\d{2}\s€/);
    expect(await insurer.status(claimNumber)).toEqual(offered);

    // The offer waits for the claimant, however long the clock runs.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await insurer.status(claimNumber)).sequence).toBe(5);

    const accepted = await insurer.accept(claimNumber, 1, 'hr12 1001 0051 8630 0016 0');
    expect(accepted).toMatchObject({ state: 'accepted', sequence: 6, payment: null });
    const paid = await eventually(() => received.find((entry) => entry.claim?.state === 'paid')?.claim);
    expect(paid.sequence).toBe(7);
    // By instant transfer: the instant it left, the day in Zagreb that is, and its reference.
    expect(paid.payment).toEqual({
      amount: offer?.amount,
      paidOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
      ibanMasked: 'HR** **** **** **** *016 0',
      paidAt: paid.timeline.at(-1)?.at,
      transferReference: `HR00 ${claimNumber.slice('ŠT-'.length)}`,
    });
    const paidAt = new Date(paid.payment?.paidAt ?? '');
    expect(paid.payment?.paidOn).toBe(paidAt.toLocaleDateString('en-CA', { timeZone: 'Europe/Zagreb' }));
    expect(JSON.stringify(paid)).not.toContain('1001005186');
    expect(received.every((entry) => entry.claim !== undefined)).toBe(true);
  });

  it('answers the same claim number for the same statement and starts no second clock', async () => {
    const { url, received } = await receiver();
    const insurer = await mockInsurer(url, still);
    const claimNumber = await insurer.submit(claimRequest());
    expect(await insurer.submit(claimRequest())).toBe(claimNumber);
    expect(await insurer.submit(claimRequest({ statementId: 'Z'.repeat(20) }))).not.toBe(claimNumber);
    await eventually(() => (received.length === 2 ? true : undefined));
    expect(received.map((entry) => [entry.claim?.claimNumber, entry.claim?.sequence])).toEqual([
      [claimNumber, 1],
      [expect.not.stringMatching(claimNumber) as unknown, 1],
    ]);
  });
});

describe('the documents path: no photos', () => {
  it('asks for damage photos and an estimate, goes on once both came, then appoints an assessor on site', async () => {
    const { url } = await receiver();
    const insurer = await mockInsurer(url, still);
    const claimNumber = await insurer.submit(claimRequest({ photos: 0 }));
    const missing = await insurer.advance(claimNumber);
    expect(missing).toMatchObject({
      state: 'documents-missing',
      missingDocuments: ['damage-photos', 'repair-estimate'],
    });
    await insurer.advance(claimNumber, 409);

    const first = document(claimNumber, 'doc-1', 'repair-estimate');
    const one = await insurer.claimOf(insurerPaths.claimDocuments, first, 201);
    expect(one).toMatchObject({ state: 'documents-missing', missingDocuments: ['damage-photos'], sequence: 3 });
    expect(one.receivedDocuments).toEqual([
      { documentId: 'doc-1', code: 'repair-estimate', receivedAt: expect.any(String) as unknown },
    ]);
    expect((await insurer.claimOf(insurerPaths.claimDocuments, first, 201)).sequence).toBe(3);
    const bad = await insurer.post(insurerPaths.claimDocuments, { ...first, documentId: 'doc-x', data: 'AAAA' });
    expect(bad.status).toBe(400);

    const complete = await insurer.claimOf(
      insurerPaths.claimDocuments,
      document(claimNumber, 'doc-2', 'damage-photos'),
      201,
    );
    expect(complete).toMatchObject({ state: 'documents-complete', missingDocuments: [] });

    const appointed = await insurer.advance(claimNumber);
    expect(appointed.appointment).toMatchObject({ photoAssessment: false, confirmedAt: null });
    expect(appointed.appointment?.place).toMatch(/Zagreb/);
    const at = new Date(appointed.appointment?.at ?? '');
    expect(at.getTime()).toBeGreaterThan(Date.now());
    expect(at.toLocaleTimeString('hr-HR', { timeZone: 'Europe/Zagreb' })).toBe('10:00:00');

    const confirmed = await insurer.claimOf(insurerPaths.claimAppointmentConfirmation, { claimNumber });
    expect(confirmed.appointment?.confirmedAt).not.toBeNull();
    expect(confirmed.state).toBe('assessor-appointed');
    expect((await insurer.claimOf(insurerPaths.claimAppointmentConfirmation, { claimNumber })).sequence).toBe(
      confirmed.sequence,
    );
    await insurer.advance(claimNumber);
    const offered = await insurer.advance(claimNumber);
    expect(offered.offer?.items.map((item) => item.code)).toEqual(['vehicle-repair', 'towing', 'rental-car']);
    expect(offered.offer?.reckoning).toMatch(/^Procjena na pregledu vozila/);
    expect(states(offered)).toEqual([
      'received',
      'documents-missing',
      'documents-complete',
      'assessor-appointed',
      'assessed',
      'offer',
    ]);
  });

  it('waits on its own clock for the driver to confirm the on-site appointment; only the control goes on without', async () => {
    const { url, received } = await receiver();
    const insurer = await mockInsurer(url, 30);
    // Photos but no rear-end: assessed on site, no documents asked.
    const claimNumber = await insurer.submit(claimRequest({ a: { plate: 'ZG5678CD', circumstances: [13] } }));
    await eventually(() => received.find((entry) => entry.claim?.state === 'assessor-appointed'));
    // Ten steps of the clock: a driver reading the e-mail still finds the appointment to confirm.
    await new Promise((resolve) => setTimeout(resolve, 10 * 30));
    const waiting = await insurer.status(claimNumber);
    expect(waiting).toMatchObject({ state: 'assessor-appointed', appointment: { confirmedAt: null } });
    expect(received.at(-1)?.claim?.sequence).toBe(waiting.sequence);

    const assessed = await insurer.advance(claimNumber);
    expect(assessed).toMatchObject({ state: 'assessed', appointment: { confirmedAt: null } });
    const offered = await eventually(() => received.find((entry) => entry.claim?.state === 'offer')?.claim);
    expect(offered.claimNumber).toBe(claimNumber);
  });

  it('goes on by its clock once the driver confirmed the appointment', async () => {
    const { url, received } = await receiver();
    const insurer = await mockInsurer(url, 30);
    const claimNumber = await insurer.submit(claimRequest({ a: { plate: 'ZG5678CD', circumstances: [13] } }));
    await eventually(() => received.find((entry) => entry.claim?.state === 'assessor-appointed'));
    await insurer.claimOf(insurerPaths.claimAppointmentConfirmation, { claimNumber });
    const offered = await eventually(() => received.find((entry) => entry.claim?.state === 'offer')?.claim);
    expect(offered.appointment?.confirmedAt).not.toBeNull();
    expect(states(offered).slice(-3)).toEqual(['assessor-appointed', 'assessed', 'offer']);
  });
});

describe('the declined path: a single vehicle', () => {
  it('is declined for no third-party damage, and stays so', async () => {
    const { url } = await receiver();
    const insurer = await mockInsurer(url, still);
    const claimNumber = await insurer.submit(claimRequest({ b: null }));
    const declined = await insurer.advance(claimNumber);
    expect(declined).toMatchObject({
      state: 'declined',
      decline: { reason: 'no-third-party-damage' },
      claimantRole: 'A',
      offer: null,
    });
    await insurer.advance(claimNumber, 409);
  });
});

describe('the disputed path: a fixture plate', () => {
  it('leaves an item out of the first offer; the dispute brings a revised offer with it', async () => {
    const { url } = await receiver();
    const insurer = await mockInsurer(url, still);
    const claimNumber = await insurer.submit(claimRequest({ b: { plate: 'ZG 4242-SP', circumstances: [] } }));
    for (let step = 0; step < 4; step += 1) await insurer.advance(claimNumber);
    const first = (await insurer.status(claimNumber)).offer;
    expect(first?.items.map((item) => item.code)).toEqual(['vehicle-repair']);

    const disputed = await insurer.claimOf(insurerPaths.claimOfferAnswer, {
      claimNumber,
      offerRevision: 1,
      answer: 'dispute',
      reason: 'Ponuda ne uključuje umanjenje vrijednosti vozila.',
    });
    expect(disputed.state).toBe('disputed');
    expect(disputed.dispute).toEqual({
      reason: 'Ponuda ne uključuje umanjenje vrijednosti vozila.',
      at: expect.any(String) as unknown,
    });
    const revised = await insurer.advance(claimNumber);
    expect(revised.state).toBe('offer');
    expect(revised.offer?.revision).toBe(2);
    expect(revised.offer?.items.map((item) => item.code)).toEqual(['vehicle-repair', 'value-loss']);
    expect(revised.offer?.amount).toBeGreaterThan(first?.amount ?? Infinity);
    expect(revised.offer?.reckoning).toMatch(/^Revidirana ponuda/);

    const { verificationId } = await insurer.verify(claimNumber, iban, 'Ana Horvat');
    const stale = {
      claimNumber,
      offerRevision: 1,
      answer: 'accept',
      iban,
      payeeName: 'Ana Horvat',
      payeeVerificationId: verificationId,
    };
    expect((await insurer.post(insurerPaths.claimOfferAnswer, stale)).status).toBe(409);
    const accepted = await insurer.claimOf(insurerPaths.claimOfferAnswer, { ...stale, offerRevision: 2 });
    expect(accepted.state).toBe('accepted');
    // The same answer again (a retried call) is answered with the claim as it stands.
    expect((await insurer.claimOf(insurerPaths.claimOfferAnswer, { ...stale, offerRevision: 2 })).sequence).toBe(
      accepted.sequence,
    );
  });
});

describe('bad claim requests', () => {
  it('refuses answers that do not fit the claim: 404 unknown, 409 wrong state or revision, 400 a bad IBAN', async () => {
    const { url } = await receiver();
    const insurer = await mockInsurer(url, still);
    const claimNumber = await insurer.submit(claimRequest());
    const answer = {
      claimNumber,
      offerRevision: 1,
      answer: 'accept',
      iban,
      payeeName: 'Ana Horvat',
      payeeVerificationId: 'VOP-000001-1',
    };
    expect((await insurer.post(insurerPaths.claimOfferAnswer, answer)).status).toBe(409);
    expect((await insurer.post(insurerPaths.claimStatus, { claimNumber: 'ŠT-2026-999999' })).status).toBe(404);
    expect((await insurer.post(mockClaimAdvancePath, { claimNumber: 'ŠT-2026-999999' })).status).toBe(404);
    for (let step = 0; step < 4; step += 1) await insurer.advance(claimNumber);
    // A photo assessment has nothing to confirm.
    expect((await insurer.post(insurerPaths.claimAppointmentConfirmation, { claimNumber })).status).toBe(409);
    expect((await insurer.post(insurerPaths.claimOfferAnswer, { ...answer, offerRevision: 2 })).status).toBe(409);
    for (const wrong of ['HR1210010051863000161', 'DE89370400440532013000', 'HR12']) {
      const refused = await insurer.post(insurerPaths.claimOfferAnswer, { ...answer, iban: wrong });
      expect(refused).toMatchObject({ status: 400, body: { errorCode: 'invalid-request' } });
    }
    const noReason = await insurer.post(insurerPaths.claimOfferAnswer, {
      claimNumber,
      offerRevision: 1,
      answer: 'dispute',
    });
    expect(noReason.status).toBe(400);
    expect((await insurer.status(claimNumber)).state).toBe('offer');
    const finalAnswer = await insurer.post(mockClaimNotificationsPath, { mode: 'sideways' });
    expect(finalAnswer.status).toBe(400);
  });

  it('makes the claimant the side not insured with the insurer when exactly one is, A otherwise', async () => {
    const { url } = await receiver();
    const insurer = await mockInsurer(url, still);
    const claimantOf = async (statementId: string, insured: ('A' | 'B')[]) =>
      (await insurer.status(await insurer.submit(claimRequest({ statementId, insured })))).claimantRole;
    expect(await claimantOf('A'.repeat(20), ['A'])).toBe('B');
    expect(await claimantOf('B'.repeat(20), ['B'])).toBe('A');
    expect(await claimantOf('C'.repeat(20), ['A', 'B'])).toBe('A');
  });
});

describe("the payee verification: the insurer's bank checks the name against the IBAN", () => {
  /** A fast-path claim at its offer, claimed by B, Ana Horvat. */
  async function offered() {
    const { url } = await receiver();
    const insurer = await mockInsurer(url, still);
    const claimNumber = await insurer.submit(claimRequest({ driverB: { firstName: 'Ana', lastName: 'Horvat' } }));
    for (let step = 0; step < 4; step += 1) await insurer.advance(claimNumber);
    return { insurer, claimNumber };
  }
  const closeMatchIban = 'HR6023600001101234567';
  const someoneElsesIban = 'HR5623400091110987654';
  const silentBankIban = 'HR4824840081105550001';

  it.each([
    [
      'a fixture account, a name close to its holder’s',
      closeMatchIban,
      'Ivana Horvat',
      'close-match',
      'IVANA HORVAT-KOVAČ',
    ],
    ['a fixture account, its holder without case or diacritics', closeMatchIban, 'ivana horvat-kovac', 'match', null],
    ['a fixture account, another name', closeMatchIban, 'Marko Marić', 'no-match', null],
    ['someone else’s account, the claimant’s name', someoneElsesIban, 'Ana Horvat', 'no-match', null],
    ['an account whose bank does not answer', silentBankIban, 'Ana Horvat', 'not-possible', null],
    ['the claimant’s account, their name as the statement has it', iban, 'Ana Horvat', 'match', null],
    ['the claimant’s account, their name in capitals, spaced', iban, '  ANA   HORVAT ', 'match', null],
    ['the claimant’s account, a letter swapped', iban, 'Ana Hrovat', 'close-match', 'ANA HORVAT'],
    ['the claimant’s account, the names turned round', iban, 'Horvat Ana', 'close-match', 'ANA HORVAT'],
    ['the claimant’s account, the first name alone', iban, 'Ana', 'no-match', null],
    ['the claimant’s account, another person', iban, 'Petra Perić', 'no-match', null],
  ])('%s: %s with "%s" is %s', async (_, account, name, result, bankHeldName) => {
    const { insurer, claimNumber } = await offered();
    const verification = await insurer.verify(claimNumber, account, name);
    expect(verification).toEqual({
      verificationId: expect.stringMatching(/^VOP-\d{6}-1$/) as unknown,
      result,
      bankHeldName,
      checkedAt: expect.any(String) as unknown,
    });
    // A check changes nothing of the claim, and tells nothing of the IBAN.
    expect((await insurer.status(claimNumber)).sequence).toBe(5);
    expect(JSON.stringify(verification)).not.toContain(account.slice(4, 12));
  });

  it('takes any name for an account when the statement names no claimant', async () => {
    const { url } = await receiver();
    const insurer = await mockInsurer(url, still);
    const claimNumber = await insurer.submit(claimRequest());
    for (let step = 0; step < 4; step += 1) await insurer.advance(claimNumber);
    expect((await insurer.verify(claimNumber, iban, 'Petra Perić')).result).toBe('match');
  });

  it('pays only the IBAN checked, to the name checked or, on a close-match, to the bank’s', async () => {
    const { insurer, claimNumber } = await offered();
    const close = await insurer.verify(claimNumber, closeMatchIban, 'Ivana Horvat');
    const accept = { claimNumber, offerRevision: 1, answer: 'accept', payeeVerificationId: close.verificationId };
    const refused = [
      { ...accept, iban, payeeName: 'IVANA HORVAT-KOVAČ' },
      { ...accept, iban: closeMatchIban, payeeName: 'Ana Horvat' },
      { ...accept, iban: closeMatchIban, payeeName: 'IVANA HORVAT-KOVAČ', payeeVerificationId: 'VOP-999999-1' },
    ];
    for (const body of refused)
      expect(await insurer.post(insurerPaths.claimOfferAnswer, body)).toMatchObject({
        status: 409,
        body: { errorCode: 'invalid-request' },
      });
    const missing = await insurer.post(insurerPaths.claimOfferAnswer, { ...accept, iban: closeMatchIban });
    expect(missing.status).toBe(400);
    expect((await insurer.status(claimNumber)).state).toBe('offer');

    const accepted = await insurer.claimOf(insurerPaths.claimOfferAnswer, {
      ...accept,
      iban: closeMatchIban,
      payeeName: 'IVANA HORVAT-KOVAČ',
    });
    expect(accepted.state).toBe('accepted');
    const paid = await insurer.advance(claimNumber);
    expect(paid.payment).toMatchObject({ ibanMasked: maskIban(closeMatchIban), transferReference: expect.any(String) });
  });

  it('pays after a no-match when the claimant goes on: the risk is theirs to take', async () => {
    const { insurer, claimNumber } = await offered();
    expect((await insurer.accept(claimNumber, 1, someoneElsesIban, 'Ana Horvat')).state).toBe('accepted');
  });

  it('refuses a check of an unknown claim, of one without an open offer, and of a bad IBAN or name', async () => {
    const { url } = await receiver();
    const insurer = await mockInsurer(url, still);
    const claimNumber = await insurer.submit(claimRequest());
    const check = { claimNumber, iban, name: 'Ana Horvat' };
    const post = (body: object) => insurer.post(insurerPaths.claimPayeeVerification, body);
    expect((await post({ ...check, claimNumber: 'ŠT-2026-999999' })).status).toBe(404);
    expect(await post(check)).toMatchObject({ status: 409, body: { errorCode: 'invalid-request' } });
    for (let step = 0; step < 4; step += 1) await insurer.advance(claimNumber);
    for (const body of [
      { ...check, iban: 'HR1210010051863000161' },
      { ...check, iban: 'DE89370400440532013000' },
      { ...check, name: '   ' },
      { ...check, name: 'A'.repeat(71) },
      { claimNumber, iban },
    ])
      expect(await post(body)).toMatchObject({ status: 400, body: { errorCode: 'invalid-request' } });
    expect((await post(check)).status).toBe(200);
  });
});

describe('the claim notifications', () => {
  it('signs the raw body with the shared secret under x-insurer-signature', async () => {
    const { url, received } = await receiver();
    const insurer = await mockInsurer(url, still);
    await insurer.submit(claimRequest());
    const [first] = await eventually(() => (received.length > 0 ? received : undefined));
    expect(first?.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(first?.raw ?? '')).toEqual({ type: 'claim.changed', claim: first?.claim });
    expect(readClaimNotification(first?.raw ?? '', first?.signature, 'another-secret')).toBeNull();
  });

  it('tries again after a growing delay until it gets a 2xx, with the same bytes', async () => {
    const { url, received } = await receiver([500, 503]);
    const insurer = await mockInsurer(url, still, [30, 120]);
    const started = Date.now();
    await insurer.submit(claimRequest());
    await eventually(() => (received.length === 3 ? true : undefined));
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(new Set(received.map((entry) => entry.raw)).size).toBe(1);
    expect(new Set(received.map((entry) => entry.signature)).size).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toHaveLength(3);
  });

  it('gives up after the last delay', async () => {
    const { url, received } = await receiver([500, 500, 500, 500]);
    const insurer = await mockInsurer(url, still, [10, 10]);
    await insurer.submit(claimRequest());
    await eventually(() => (received.length === 3 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toHaveLength(3);
  });

  it('drops, duplicates or reverses the next notifications as the control says', async () => {
    const { url, received } = await receiver();
    const insurer = await mockInsurer(url, still);
    const claimNumber = await insurer.submit(claimRequest());
    await eventually(() => (received.length === 1 ? true : undefined));
    const sequences = () => received.map((entry) => entry.claim?.sequence);

    expect((await insurer.post(mockClaimNotificationsPath, { mode: 'drop' })).status).toBe(204);
    await insurer.advance(claimNumber);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sequences()).toEqual([1]);
    // What was dropped, the status query tells.
    expect((await insurer.status(claimNumber)).sequence).toBe(2);

    await insurer.post(mockClaimNotificationsPath, { mode: 'duplicate' });
    await insurer.advance(claimNumber);
    await eventually(() => (received.length === 4 ? true : undefined));
    expect(sequences()).toEqual([1, 3, 3, 3]);

    await insurer.post(mockClaimNotificationsPath, { mode: 'reverse' });
    await insurer.advance(claimNumber);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toHaveLength(4);
    await insurer.advance(claimNumber);
    await eventually(() => (received.length === 6 ? true : undefined));
    expect(sequences().slice(4)).toEqual([5, 4]);

    // Held back when the mode changes: sent then, newest first.
    await insurer.advance(claimNumber, 409);
    await insurer.accept(claimNumber, 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toHaveLength(6);
    await insurer.post(mockClaimNotificationsPath, { mode: 'normal' });
    await eventually(() => (received.length === 7 ? true : undefined));
    await insurer.advance(claimNumber);
    await eventually(() => (received.length === 8 ? true : undefined));
    expect(sequences().slice(6)).toEqual([6, 7]);
    expect(received.at(-1)?.claim?.state).toBe('paid');
  });

  it('sends nothing more once the server is closed', async () => {
    const { url, received } = await receiver();
    const insurer = await mockInsurer(url, 30);
    await insurer.submit(claimRequest());
    await eventually(() => (received.length >= 1 ? true : undefined));
    insurer.server.closeAllConnections();
    await new Promise((resolve) => insurer.server.close(resolve));
    const count = received.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toHaveLength(count);
    expect(count).toBeLessThan(5);
  });
});
