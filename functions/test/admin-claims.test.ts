/**
 * The console's claims against the running stack: the search by shape and the "waiting for us" filter, a claim with
 * its statement and files, staff's actions and their audit entries, and the accident statements' funnel.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StatementCommon, StatementSide } from '../src/contracts/accident-statement.js';
import type { AdminClaimActionResponse } from '../src/contracts/admin-claim-action.js';
import type { AdminGetClaimResponse } from '../src/contracts/admin-get-claim.js';
import type { AdminGetClaimFileResponse } from '../src/contracts/admin-get-claim-file.js';
import type { AdminGetStatementFunnelResponse } from '../src/contracts/admin-get-statement-funnel.js';
import { adminPageSize } from '../src/contracts/admin-paging.js';
import type { AdminSearchClaimsResponse } from '../src/contracts/admin-search-claims.js';
import { callNames } from '../src/contracts/call-names.js';
import type { ClaimState } from '../src/contracts/claim.js';
import { adminClaimErrorKeys } from '../src/contracts/claim-error-keys.js';
import { errorKeys } from '../src/contracts/error-keys.js';
import type { JoinAccidentStatementResponse } from '../src/contracts/join-accident-statement.js';
import type { StartAccidentStatementResponse } from '../src/contracts/start-accident-statement.js';
import type { UploadAccidentPhotoResponse } from '../src/contracts/upload-accident-photo.js';
import { claimDocumentPath } from '../src/services/claims.js';
import { zagrebInstant } from '../src/services/zagreb-time.js';
import { saveFile } from '../src/storage/file-store.js';
import type { AccidentStatementDocument, StatementDriverStep } from '../src/store/accident-statements.js';
import type { ClaimRecord } from '../src/store/claims.js';
import { collections } from '../src/store/collection-names.js';
import { auditEntriesAbout, signUpAdmin } from './admin-caller.js';
import { firestore, readDoc } from './admin.js';
import type { TestUser } from './auth-users.js';
import { call, callError, callOk } from './callable.js';
import { eventually, sentStatementClaim } from './claims-kit.js';
import { mailTo } from './mailbox.js';
import { reviewedContent, statementCommon, type StatementPhone, statementSide } from './accident-kit.js';
import { plainJpeg } from './file-kit.js';

let admin: TestUser;

beforeAll(async () => {
  admin = await signUpAdmin();
});

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
const digits = (length: number) => Array.from({ length }, () => Math.floor(Math.random() * 10)).join('');
const letters = (length: number) =>
  Array.from({ length }, () => 'ABCDEFGHJKLMNPRSTUVZ'[Math.floor(Math.random() * 20)]).join('');
const newClaimId = () =>
  Array.from({ length: 20 }, () => 'abcdefghijkmnpqrstuvwxyz23456789'[Math.floor(Math.random() * 32)]).join('');

const adminCall = <T>(name: string, data: object) => callOk<T>(name, data, { idToken: admin.idToken });
const search = (query: string | null, waiting = false, cursor: string | null = null) =>
  adminCall<AdminSearchClaimsResponse>(callNames.adminSearchClaims, { query, waiting, cursor });

// ── Statements, through the phones' own calls ───────────────────────────────────────────────────────────────────

const start = (mode: 'two-phones' | 'alone', extra: object = {}) =>
  callOk<StartAccidentStatementResponse>(callNames.startAccidentStatement, { mode, language: 'hr', ...extra });
const saveCommon = (phone: StatementPhone, content: StatementCommon) =>
  callOk<{ version: number }>(callNames.saveAccidentCommon, { ...phone, common: content });
const saveSide = (phone: StatementPhone, role: 'A' | 'B', content: StatementSide) =>
  callOk<{ version: number }>(callNames.saveAccidentSide, { ...phone, role, side: content });
const sign = async (phone: StatementPhone, role: 'A' | 'B') =>
  callOk<{ version: number; state: string }>(callNames.signAccidentStatement, {
    ...phone,
    role,
    contentDigest: await reviewedContent(phone),
    decision: 'sign',
    strokes: [
      [
        [0.1, 0.5],
        [0.9, 0.6],
      ],
    ],
  });

const storedStatement = async (statementId: string) =>
  (await readDoc<AccidentStatementDocument>(
    `${collections.accidentStatements}/${statementId}`,
  )) as AccidentStatementDocument;

// ── Claims, stored as the claims' services keep them ────────────────────────────────────────────────────────────

const hoursAgo = (hours: number) => Timestamp.fromMillis(Date.now() - hours * 60 * 60 * 1000);

/** A claim record in the state a test needs; `statementId` names a real statement where the test reads one. */
async function storedClaim(
  overrides: Partial<ClaimRecord> & { plates: string[]; emails: string[] },
  claimId = newClaimId(),
): Promise<{ claimId: string; claim: ClaimRecord }> {
  const state: ClaimState = overrides.state ?? 'received';
  const claimNumber = overrides.claimNumber ?? `ŠT-2026-${digits(6)}`;
  const createdAt = overrides.createdAt ?? hoursAgo(3);
  const lastHeardAt = overrides.lastHeardAt ?? hoursAgo(1);
  const claim: ClaimRecord = {
    claimNumber,
    statementId: claimId,
    language: 'hr',
    insurer: {
      claimNumber,
      statementId: claimId,
      sequence: 1,
      state,
      claimantRole: 'A',
      timeline: [{ state: 'received', at: createdAt.toDate().toISOString() }],
      missingDocuments: [],
      receivedDocuments: [],
      appointment: null,
      offer: null,
      dispute: null,
      payment: null,
      decline: null,
      changedAt: lastHeardAt.toDate().toISOString(),
    },
    state,
    sequence: 1,
    accidentDate: '27/11/2026',
    accident: { time: '08:15', place: 'Ilica 10, Zagreb' },
    parties: overrides.emails.map((email, index) => ({
      role: index === 0 ? 'A' : 'B',
      email,
      dateOfBirth: '14/05/1980',
      plate: overrides.plates[index] ?? null,
    })),
    uid: null,
    accessTokens: [],
    identityFailures: 0,
    documents: [],
    notifications: [{ at: createdAt, sequence: 1, state: 'received', source: 'notification', applied: true }],
    notes: [],
    waitingSince: null,
    updatedAt: lastHeardAt,
    expireAt: Timestamp.fromMillis(Date.now() + 86_400_000),
    ...overrides,
    createdAt,
    lastHeardAt,
  };
  await firestore().collection(collections.claims).doc(claimId).set(claim);
  return { claimId, claim };
}

describe('searching claims', () => {
  const plate = `ZG${digits(4)}${letters(2)}`;
  const email = `vozac.${unique()}@primjer.hr`;
  const claims: Record<string, string> = {};
  const numberOf: Record<string, string> = {};

  beforeAll(async () => {
    const made = {
      // Open, and the insurer silent for 25 hours: waiting for us.
      silent: { state: 'documents-complete', lastHeardAt: hoursAgo(25), createdAt: hoursAgo(30) },
      // Heard from an hour ago: not waiting.
      heard: { state: 'assessor-appointed', lastHeardAt: hoursAgo(1), createdAt: hoursAgo(29) },
      // The driver uploaded a document; the insurer's next change has not come.
      uploaded: {
        state: 'documents-missing',
        lastHeardAt: hoursAgo(2),
        waitingSince: hoursAgo(1),
        createdAt: hoursAgo(28),
      },
      disputed: { state: 'disputed', lastHeardAt: hoursAgo(2), waitingSince: hoursAgo(2), createdAt: hoursAgo(27) },
      // Paid long ago: final, however long the insurer has been silent.
      paid: { state: 'paid', lastHeardAt: hoursAgo(200), createdAt: hoursAgo(26) },
    } satisfies Record<string, Partial<ClaimRecord>>;
    for (const [name, overrides] of Object.entries(made)) {
      const { claimId, claim } = await storedClaim({
        ...overrides,
        plates: [plate, 'ST987CD'],
        emails: [email, `drugi.${unique()}@primjer.hr`],
      });
      claims[name] = claimId;
      numberOf[name] = claim.claimNumber;
    }
  });

  it('reads a claim number, an e-mail and a plate by their shape, however typed', async () => {
    const number = numberOf.silent ?? '';
    const digitsOnly = number.replace(/\D/g, '');
    for (const typed of [
      number,
      number.toLowerCase(),
      number.replace('Š', 'S'),
      `št ${digitsOnly.slice(0, 4)} ${digitsOnly.slice(4)}`,
      digitsOnly,
    ]) {
      const found = await search(typed);
      expect(found, typed).toMatchObject({ queryKind: 'claim-number', total: 1, items: [{ claimId: claims.silent }] });
    }

    const byEmail = await search(email.toUpperCase());
    expect(byEmail.queryKind).toBe('email');
    expect(byEmail.total).toBe(5);
    // Newest first.
    expect(byEmail.items.map((row) => row.claimId)).toEqual(
      ['paid', 'disputed', 'uploaded', 'heard', 'silent'].map((name) => claims[name]),
    );

    for (const typed of [plate.toLowerCase(), `${plate.slice(0, 2)} ${plate.slice(2, 6)}-${plate.slice(6)}`]) {
      const byPlate = await search(typed);
      expect(byPlate.queryKind, typed).toBe('license-plate');
      expect(byPlate.total, typed).toBe(5);
    }
    expect(byEmail.items.find((row) => row.claimId === claims.silent)).toEqual({
      claimId: claims.silent,
      claimNumber: number,
      state: 'documents-complete',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      lastHeardAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      accidentDate: '27/11/2026',
      plates: [plate, 'ST987CD'],
      emails: [email, expect.stringMatching(/^drugi\./)],
      drivers: [
        { role: 'A', name: null, plate, email },
        { role: 'B', name: null, plate: 'ST987CD', email: expect.stringMatching(/^drugi\./) },
      ],
      waiting: ['no-word-for-a-day'],
    });
  });

  it('keeps the claims waiting for us: silent for a day, a document uploaded, a dispute', async () => {
    const waiting = await search(plate, true);
    expect(waiting.total).toBe(3);
    expect(waiting.items.map((row) => [row.claimId, row.waiting])).toEqual([
      [claims.disputed, ['dispute']],
      [claims.uploaded, ['document-uploaded']],
      [claims.silent, ['no-word-for-a-day']],
    ]);
  });

  it('finds nothing for a claim number nobody has, and refuses what is none of the three', async () => {
    expect(await search('ŠT-1999-000000')).toEqual({
      queryKind: 'claim-number',
      items: [],
      nextCursor: null,
      total: 0,
    });
    const refused = await callError(
      callNames.adminSearchClaims,
      { query: '???', waiting: false, cursor: null },
      { idToken: admin.idToken },
    );
    expect(refused.status).toBe('INVALID_ARGUMENT');
    expect(refused.details).toMatchObject({ errorKey: errorKeys.validation, fields: { query: expect.any(String) } });
  });

  it('pages the waiting list with the console’s cursor, each claim once, and counts them all', async () => {
    const many = `RI${digits(4)}${letters(2)}`;
    const made = await Promise.all(
      Array.from({ length: adminPageSize + 2 }, (_, index) =>
        storedClaim({
          plates: [many],
          emails: [`puno.${unique()}@primjer.hr`],
          state: index % 2 === 0 ? 'disputed' : 'received',
          lastHeardAt: hoursAgo(index % 2 === 0 ? 1 : 48),
          waitingSince: index % 2 === 0 ? hoursAgo(1) : null,
          createdAt: hoursAgo(40 + index),
        }),
      ),
    );
    const first = await search(many, true);
    expect(first.items).toHaveLength(adminPageSize);
    expect(first.total).toBe(adminPageSize + 2);
    const second = await search(many, true, first.nextCursor);
    expect(second.nextCursor).toBeNull();
    const seen = [...first.items, ...second.items].map((row) => row.claimId);
    expect(seen).toEqual(made.map((claim) => claim.claimId));
    // A cursor the server did not make reads as the first page.
    expect((await search(many, true, 'bm90LW91cnM')).items[0]?.claimId).toBe(made[0]?.claimId);
  });
});

describe('a claim in the console', () => {
  let phone: StatementPhone;
  let photoId: string;
  let driverEmail: string;
  let claimId: string;

  beforeAll(async () => {
    // A single-vehicle statement, signed and sent (PDF and e-mail), with one photo.
    driverEmail = `a.${unique()}@primjer.hr`;
    const started = await start('alone', { otherParty: 'none' });
    phone = { statementId: started.statementId, partyToken: started.partyTokens.A ?? '' };
    await saveCommon(phone, statementCommon());
    photoId = crypto.randomUUID();
    const uploaded = await call<UploadAccidentPhotoResponse>(callNames.uploadAccidentPhoto, {
      ...phone,
      role: 'A',
      photoId,
      data: plainJpeg.toString('base64'),
    });
    expect(uploaded.ok).toBe(true);
    await saveSide(phone, 'A', statementSide(`ZG${digits(4)}${letters(2)}`, driverEmail));
    expect((await sign(phone, 'A')).state).toBe('sent');
    ({ claimId } = await storedClaim(
      {
        statementId: phone.statementId,
        plates: ['ZG1234AB'],
        emails: [driverEmail],
        documents: [
          {
            documentId: '4f7d8c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
            code: 'repair-estimate',
            fileName: 'procjena.pdf',
            contentType: 'application/pdf',
            size: 9,
            sha256: '0'.repeat(64),
            uploadedAt: hoursAgo(1),
            sentToInsurerAt: hoursAgo(1),
          },
        ],
      },
      phone.statementId,
    ));
  });

  const detail = async () => (await adminCall<AdminGetClaimResponse>(callNames.adminGetClaim, { claimId })).claim;
  const act = (action: string, note: string | null = null) =>
    call<AdminClaimActionResponse>(callNames.adminClaimAction, { claimId, action, note }, { idToken: admin.idToken });
  const file = (kind: string, fileId: string | null) =>
    call<AdminGetClaimFileResponse>(callNames.adminGetClaimFile, { claimId, kind, fileId }, { idToken: admin.idToken });

  it('shows the claim as its driver sees it, with its statement, photos, notifications and e-mails', async () => {
    const claim = await detail();
    expect(claim).toMatchObject({
      claimId,
      state: 'received',
      claim: { claimId, state: 'received', you: null },
      statement: { statementId: phone.statementId, state: 'sent', you: [] },
      photos: [{ role: 'A', photoId, contentType: 'image/jpeg' }],
      notifications: [{ sequence: 1, state: 'received', source: 'notification', applied: true }],
      sentEmails: [],
      notes: [],
      audit: [],
    });
  });

  it('answers an unknown claim with not found', async () => {
    const missing = await callError(callNames.adminGetClaim, { claimId: newClaimId() }, { idToken: admin.idToken });
    expect({ status: missing.status, errorKey: missing.details?.errorKey }).toEqual({
      status: 'NOT_FOUND',
      errorKey: errorKeys.adminNotFound,
    });
  });

  it('adds an internal note with its audit entry', async () => {
    const answered = await act('add-note', 'Vozač je zvao, šalje procjenu sutra.');
    expect(answered.ok).toBe(true);
    const notes = answered.ok ? answered.result.claim.notes : [];
    expect(notes).toEqual([
      { at: expect.any(String), actorEmail: admin.email, text: 'Vozač je zvao, šalje procjenu sutra.' },
    ]);
    const entries = await auditEntriesAbout(claimId);
    expect(entries.at(-1)).toMatchObject({
      action: 'adminClaimAction:add-note',
      subject: 'claim',
      actorEmail: admin.email,
      before: { notes: 0, note: null },
      after: { notes: 1, note: 'Vozač je zvao, šalje procjenu sutra.' },
    });
    // The note and its entry are one write: the entry's instant is the note's.
    expect(entries.at(-1)?.at.toDate().toISOString()).toBe(notes[0]?.at);
    expect((await detail()).audit[0]).toMatchObject({ action: 'adminClaimAction:add-note', subjectId: claimId });

    const written = (await auditEntriesAbout(claimId)).length;
    const empty = await act('add-note', '');
    expect(!empty.ok && empty.error.status).toBe('INVALID_ARGUMENT');
    expect(await auditEntriesAbout(claimId)).toHaveLength(written);
  });

  it('hands staff the statement’s PDF, a photo and a document from storage, and audits each read', async () => {
    const pdf = await file('statement-pdf', null);
    expect(pdf.ok && pdf.result.contentType).toBe('application/pdf');
    expect(pdf.ok && Buffer.from(pdf.result.data, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const photo = await file('photo', photoId);
    expect(photo.ok && photo.result.contentType).toBe('image/jpeg');
    expect(photo.ok && Buffer.from(photo.result.data, 'base64').subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    await saveFile(
      claimDocumentPath(claimId, '4f7d8c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f'),
      Buffer.from('%PDF-1.4\n'),
      'application/pdf',
    );
    const document = await file('document', '4f7d8c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f');
    expect(document.ok && document.result).toEqual({
      fileName: 'procjena.pdf',
      contentType: 'application/pdf',
      data: Buffer.from('%PDF-1.4\n').toString('base64'),
    });

    // Only what the claim and its statement list: another id is not found, whatever storage holds.
    const other = await file('photo', crypto.randomUUID());
    expect(!other.ok && other.error.details?.errorKey).toBe(errorKeys.adminNotFound);

    const reads = (await auditEntriesAbout(claimId)).filter((entry) => entry.action.startsWith('adminGetClaimFile'));
    expect(reads.map((entry) => [entry.action, entry.after])).toEqual([
      ['adminGetClaimFile:statement-pdf', { file: 'statement-pdf' }],
      ['adminGetClaimFile:photo', { file: `photo ${photoId}` }],
      ['adminGetClaimFile:document', { file: 'document 4f7d8c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f' }],
    ]);
  });

  it('resends the statement’s PDF to the driver, audited; refuses to resend a claim e-mail it never sent', async () => {
    const before = (await mailTo(driverEmail)).length;
    const resent = await act('resend-statement-pdf');
    expect(resent.ok).toBe(true);
    expect(await mailTo(driverEmail)).toHaveLength(before + 1);
    expect((await auditEntriesAbout(claimId)).at(-1)).toMatchObject({
      action: 'adminClaimAction:resend-statement-pdf',
      after: { statementId: phone.statementId, recipients: 1 },
    });

    const entries = (await auditEntriesAbout(claimId)).length;
    const refused = await act('resend-latest-email');
    expect(!refused.ok && refused.error.status).toBe('FAILED_PRECONDITION');
    expect(!refused.ok && refused.error.details?.errorKey).toBe(adminClaimErrorKeys.claimNoEmail);
    expect(await auditEntriesAbout(claimId)).toHaveLength(entries);
  });
});

describe('a claim at the insurer, found by its plate', () => {
  it('is found as staff type the plate, its PDF resent, its status asked, its latest e-mail resent', async () => {
    // The other car's plate is this test's own: other files' claims share the demo policy's plate, and may be newer.
    const plateB = `ST${digits(3)}${letters(2)}`;
    const sent = await sentStatementClaim({ plateB });
    const found = await search(`${plateB.slice(0, 2).toLowerCase()} ${plateB.slice(2, 5)}-${plateB.slice(5)}`);
    expect(found.queryKind).toBe('license-plate');
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({ claimId: sent.claimId, claimNumber: sent.claimNumber });

    const act = (action: string) =>
      adminCall<AdminClaimActionResponse>(callNames.adminClaimAction, { claimId: sent.claimId, action, note: null });
    const mailsA = (await mailTo(sent.emails.A)).length;
    await act('resend-statement-pdf');
    expect(await mailTo(sent.emails.A)).toHaveLength(mailsA + 1);

    const asked = await act('refresh-status');
    expect(asked.claim.notifications.at(-1)).toMatchObject({ source: 'status' });
    expect((await auditEntriesAbout(sent.claimId)).at(-1)).toMatchObject({
      action: 'adminClaimAction:refresh-status',
      subject: 'claim',
      // Whatever else changed, the insurer was heard from just now.
      after: expect.objectContaining({ lastHeardAt: asked.claim.lastHeardAt }),
    });

    // Without photos the mock asks for documents: the claim's first e-mail.
    const emailed = await eventually(
      async () => (await adminCall<AdminGetClaimResponse>(callNames.adminGetClaim, { claimId: sent.claimId })).claim,
      (claim) => claim.sentEmails.some((email) => email.messageId !== null),
      30_000,
    );
    const latest = emailed.sentEmails.at(-1);
    const resent = await act('resend-latest-email');
    expect(resent.claim.sentEmails.at(-1)).toMatchObject({ state: latest?.state, resent: true });
    expect((await auditEntriesAbout(sent.claimId)).at(-1)).toMatchObject({
      action: 'adminClaimAction:resend-latest-email',
      after: { email: latest?.state, to: latest?.to },
    });
  });
});

describe('the statement funnel', () => {
  it('records the furthest step as the drivers go, and never takes it back', async () => {
    const started = await start('two-phones');
    const a = { statementId: started.statementId, partyToken: started.partyTokens.A ?? '' };
    const step = async () => (await storedStatement(a.statementId)).furthestStep;
    expect(await step()).toBe('started');

    const joined = await callOk<JoinAccidentStatementResponse>(callNames.joinAccidentStatement, {
      code: started.join?.code,
    });
    const b = { statementId: joined.statementId, partyToken: joined.partyToken };
    expect(await step()).toBe('joined');

    await saveCommon(a, statementCommon());
    expect(await step()).toBe('when-where');
    const bare = { circumstances: [], impact: null, damage: null };
    await saveSide(a, 'A', statementSide('ZG1234AB', 'a@primjer.hr', bare));
    expect(await step()).toBe('vehicle');
    await saveSide(a, 'A', statementSide('ZG1234AB', 'a@primjer.hr'));
    expect(await step()).toBe('circumstances');
    const sketch: StatementCommon['sketch'] = {
      layout: 'straight',
      vehicles: { A: { x: 40, y: 50, angle: 0 }, B: { x: 60, y: 50, angle: 0 } },
      arrows: [],
    };
    const { version } = await saveSide(b, 'B', statementSide('ST987CD', 'b@primjer.hr'));
    expect(await step()).toBe('circumstances');
    const sketched = await saveCommon(a, statementCommon({ sketch }));
    expect(sketched.version).toBeGreaterThan(version);
    expect(await step()).toBe('sketch');
    await sign(a, 'A');
    expect(await step()).toBe('signed');

    // B changes a fact: A's signature is gone, the step A's driver reached is not.
    await saveSide(b, 'B', statementSide('ST987CD', 'b@primjer.hr', { damage: 'Stražnji branik.' }));
    expect((await storedStatement(a.statementId)).sides.A.signature).toBeNull();
    expect(await step()).toBe('signed');
  });

  /** A period of its own in a year before the product existed, picked per run, as the quotes' funnel test does. */
  const year = 2001 + Math.floor(Math.random() * 18);
  const period = { from: `10/07/${year}`, to: `12/07/${year}` };
  const zagreb = (day: number, hour: number) => zagrebInstant({ year, month: 7, day, hour, minute: 0 });

  async function seeded(day: number, furthestStep: StatementDriverStep | null, state = 'draft', claimWanted = false) {
    await firestore()
      .collection(collections.accidentStatements)
      .doc(newClaimId())
      .set({
        state,
        ...(furthestStep ? { furthestStep } : {}),
        send: state === 'draft' ? null : { claimWanted },
        createdAt: Timestamp.fromDate(zagreb(day, 12)),
        expireAt: Timestamp.fromMillis(Date.now() + 86_400_000),
      });
  }

  it('counts the statements started in the period, those sent, and where the others stopped', async () => {
    await Promise.all([
      seeded(9, 'signed', 'sent'), // the day before: not counted
      seeded(13, 'started'), // the day after
      seeded(10, null), // from before the steps were recorded: it started all the same
      seeded(10, 'started'),
      seeded(10, 'started'),
      seeded(10, 'joined'),
      seeded(11, 'when-where'),
      seeded(11, 'vehicle'),
      seeded(11, 'circumstances'),
      seeded(11, 'sketch'),
      seeded(12, 'signed'),
      seeded(12, 'signed', 'locked', true), // locked, its send not done yet
      seeded(12, 'signed', 'sent', true),
      seeded(12, 'signed', 'sent'),
      seeded(12, 'signed', 'sent'),
    ]);
    const funnel = await adminCall<AdminGetStatementFunnelResponse>(callNames.adminGetStatementFunnel, period);
    expect(funnel).toEqual({
      started: 13,
      sent: 3,
      claims: 1,
      steps: [
        { step: 'started', reached: 13, stoppedHere: 3 },
        { step: 'joined', reached: 10, stoppedHere: 1 },
        { step: 'when-where', reached: 9, stoppedHere: 1 },
        { step: 'vehicle', reached: 8, stoppedHere: 1 },
        { step: 'circumstances', reached: 7, stoppedHere: 1 },
        { step: 'sketch', reached: 6, stoppedHere: 1 },
        { step: 'signed', reached: 5, stoppedHere: 2 },
        { step: 'sent', reached: 3, stoppedHere: 3 },
      ],
    });
  });

  it('refuses a period longer than a quarter or backwards', async () => {
    const refused = await callError(
      callNames.adminGetStatementFunnel,
      { from: '01/01/2026', to: '01/06/2026' },
      { idToken: admin.idToken },
    );
    expect(refused.details?.errorKey).toBe(errorKeys.funnelPeriod);
  });
});
