/**
 * The claim after the statement's send (docs/decisions/0018-claims.md), over the real protocol against the running
 * stack and the mock insurer: the insurer's notifications applied once and in order, one e-mail per change, who may
 * follow a claim, the driver's answers, and the schedule that finds a change whose notification was lost.
 */
import { describe, expect, it } from 'vitest';
import type { AnswerClaimOfferResponse } from '../src/contracts/answer-claim-offer.js';
import { callNames } from '../src/contracts/call-names.js';
import type { CheckClaimPayeeResponse } from '../src/contracts/check-claim-payee.js';
import { claimErrorKeys } from '../src/contracts/claim-error-keys.js';
import { errorKeys } from '../src/contracts/error-keys.js';
import type { GetClaimResponse } from '../src/contracts/get-claim.js';
import type { ListAccountClaimsResponse } from '../src/contracts/list-account-claims.js';
import { maskIban } from '../src/contracts/iban-rules.js';
import { insurerPaths, mockFaultsPath } from '../src/insurer/insurer-api.js';
import { resendStatementEmail } from '../src/services/accident-send.js';
import { resendLatestClaimEmail } from '../src/services/claim-emails.js';
import { runClaimsFollowUp } from '../src/services/claim-follow-up.js';
import { claimDocumentPath } from '../src/services/claims.js';
import { readFile } from '../src/storage/file-store.js';
import type { ClaimEmailRecord } from '../src/store/claims.js';
import { collections } from '../src/store/collection-names.js';
import { findDocs, firestore } from './admin.js';
import { signUp, uniqueEmail, verifyEmail } from './auth-users.js';
import { call, callError, callOk, randomIp, web } from './callable.js';
import {
  advanceClaim,
  eventually,
  insurerRequests,
  notify,
  seedClaim,
  sentStatementClaim,
  setNotificationMode,
  snapshotOf,
  storedClaim,
} from './claims-kit.js';
import { insurerOrigin } from './emulator-env.js';
import { failNextMails, mailTo } from './mailbox.js';
import { documentPdf, plainJpeg } from './file-kit.js';

const getClaim = (
  claimId: string,
  extra: { accessToken?: string | null; dateOfBirth?: string | null } = {},
  ip?: string,
) =>
  call<GetClaimResponse>(
    callNames.getClaim,
    { ...web, claimId, accessToken: extra.accessToken ?? null, dateOfBirth: extra.dateOfBirth ?? null },
    ip ? { ip } : {},
  );

/** A guest who proved a date of birth: the token for the next calls. */
async function proven(claimId: string, dateOfBirth: string): Promise<string> {
  const answer = await callOk<GetClaimResponse>(callNames.getClaim, {
    ...web,
    claimId,
    accessToken: null,
    dateOfBirth,
  });
  if (answer.identityRequired || !answer.accessToken) throw new Error('No access token for a right date of birth');
  return answer.accessToken;
}

const emailsOf = (claimId: string) => findDocs<ClaimEmailRecord>(collections.claimEmails, 'claimId', claimId);

describe("the insurer's notifications", () => {
  it('10 copies of one notification at once: one change, one e-mail to each driver, every copy answered 200', async () => {
    const claim = await seedClaim({ state: 'assessed', sequence: 4 });
    const offer = snapshotOf(claim.claimId, claim.claimNumber, 5, 'offer');
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(offer)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));

    const stored = await storedClaim(claim.claimId);
    expect(stored).toMatchObject({ state: 'offer', sequence: 5 });
    expect(stored.notifications).toHaveLength(10);
    expect(stored.notifications.filter((arrival) => arrival.applied)).toHaveLength(1);
    const records = await emailsOf(claim.claimId);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ sequence: 5, state: 'offer' });
    expect(records[0]?.sentAt).not.toBeNull();
    for (const address of [claim.emails.A, claim.emails.B]) {
      const inbox = await mailTo(address);
      expect(inbox).toHaveLength(1);
      expect(inbox[0]?.subject).toContain(claim.claimNumber);
      expect(inbox[0]?.text).toContain(`/claims/follow/${claim.claimId}`);
      expect(inbox[0]?.text).toContain('1.234,50');
    }
    // Ten copies at once start up to ten emulator workers, each loading the functions first.
  }, 60_000);

  it("the offer and the payout e-mail each driver for their side: the claimant's account to the claimant only", async () => {
    const claim = await seedClaim({ state: 'assessed', sequence: 4, claimantRole: 'B' });
    expect((await notify(snapshotOf(claim.claimId, claim.claimNumber, 5, 'offer', 'B'))).status).toBe(200);
    expect((await notify(snapshotOf(claim.claimId, claim.claimNumber, 7, 'paid', 'B'))).status).toBe(200);
    const mails = async (address: string) => {
      const inbox = await mailTo(address);
      const of = (sequence: string) => inbox.find((mail) => mail.customArgs.sequence === sequence);
      return { offer: of('5'), paid: of('7') };
    };
    // A hit B from behind: B claims on A's policy.
    const injured = await mails(claim.emails.B);
    const atFault = await mails(claim.emails.A);
    for (const state of ['offer', 'paid'] as const) {
      expect(atFault[state]?.subject).toContain(claim.claimNumber);
      expect(atFault[state]?.subject).not.toBe(injured[state]?.subject);
      expect(atFault[state]?.text).toContain('oštećeni vozač (vozač B) zatražio je naknadu');
      expect(atFault[state]?.text).toContain('bonus-malus police vozila ZG\u00a01234-AB');
      expect(injured[state]?.text).not.toContain('bonus-malus');
    }
    expect(injured.offer?.text).toContain('osiguratelj vam nudi naknadu');
    expect(atFault.offer?.text).not.toContain('vam nudi');
    expect(injured.paid?.text).toContain('Račun: HR** **** **** **** *016 0');
    const atFaultPaid = `${atFault.paid?.text}${atFault.paid?.html}`;
    expect(atFaultPaid).toContain('1.234,50');
    expect(atFaultPaid).not.toContain('*016 0');
    expect(atFaultPaid).not.toMatch(/HR\*\*|Račun/);
  });

  it('an older notification after a newer one changes nothing and e-mails nobody', async () => {
    const claim = await seedClaim({ state: 'offer', sequence: 5 });
    expect((await notify(snapshotOf(claim.claimId, claim.claimNumber, 7, 'paid'))).status).toBe(200);
    expect((await notify(snapshotOf(claim.claimId, claim.claimNumber, 6, 'accepted'))).status).toBe(200);
    const stored = await storedClaim(claim.claimId);
    expect(stored).toMatchObject({ state: 'paid', sequence: 7 });
    expect(stored.notifications.map((arrival) => [arrival.sequence, arrival.applied])).toEqual([
      [7, true],
      [6, false],
    ]);
    expect((await emailsOf(claim.claimId)).map((record) => record.state)).toEqual(['paid']);
    expect(await mailTo(claim.emails.A)).toHaveLength(1);
  });

  it('a snapshot in the same state e-mails nobody; a revised offer does, even when the dispute before it was lost', async () => {
    const claim = await seedClaim({ state: 'documents-missing', sequence: 2 });
    expect((await notify(snapshotOf(claim.claimId, claim.claimNumber, 3, 'documents-missing'))).status).toBe(200);
    expect(await emailsOf(claim.claimId)).toHaveLength(0);
    expect((await notify(snapshotOf(claim.claimId, claim.claimNumber, 8, 'offer'))).status).toBe(200);
    const revised = snapshotOf(claim.claimId, claim.claimNumber, 10, 'offer');
    if (!revised.offer) throw new Error('An offer snapshot without its offer');
    expect((await notify({ ...revised, offer: { ...revised.offer, revision: 2, amount: 1500 } })).status).toBe(200);
    const records = (await emailsOf(claim.claimId)).sort((a, b) => a.sequence - b.sequence);
    expect(records.map((record) => [record.sequence, record.state])).toEqual([
      [8, 'offer'],
      [10, 'offer'],
    ]);
    expect(await mailTo(claim.emails.B)).toHaveLength(2);
  });

  it('a bad signature is refused with 400 and writes nothing; an unknown claim is 404', async () => {
    const claim = await seedClaim({ state: 'assessed', sequence: 4 });
    const before = await firestore().doc(`${collections.claims}/${claim.claimId}`).get();
    const forged = await notify(snapshotOf(claim.claimId, claim.claimNumber, 5, 'offer'), 'not-the-secret');
    expect(forged.status).toBe(400);
    const after = await firestore().doc(`${collections.claims}/${claim.claimId}`).get();
    expect(after.updateTime?.toMillis()).toBe(before.updateTime?.toMillis());
    expect(await emailsOf(claim.claimId)).toHaveLength(0);
    expect(await mailTo(claim.emails.A)).toHaveLength(0);

    const unknown = await notify(snapshotOf('NoSuchClaim000000000', 'ŠT-2026-999999', 2, 'offer'));
    expect(unknown.status).toBe(404);
  });
});

describe('who follows a claim', () => {
  it('a guest proves either driver’s date of birth, gets a token of 24 hours (stored hashed) that works after', async () => {
    const claim = await seedClaim({ state: 'offer', sequence: 5 });
    const first = await getClaim(claim.claimId);
    expect(first.ok && first.result).toEqual({ identityRequired: true });

    const wrong = await getClaim(claim.claimId, { dateOfBirth: '01/01/1970' });
    expect(!wrong.ok && wrong.error.details).toEqual({
      errorKey: claimErrorKeys.claimIdentityMismatch,
      attemptsLeft: 4,
    });

    const right = await getClaim(claim.claimId, { dateOfBirth: claim.birthDates.B });
    if (!right.ok || right.result.identityRequired) throw new Error('The right date of birth was refused');
    expect(right.result.claim).toMatchObject({ claimId: claim.claimId, you: 'B', state: 'offer', nextAction: null });
    const token = right.result.accessToken ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await storedClaim(claim.claimId);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.accessTokens[0]?.expiresAt.toMillis()).toBeGreaterThan(Date.now() + 23.9 * 3600_000);

    const again = await getClaim(claim.claimId, { accessToken: token });
    expect(again.ok && !again.result.identityRequired && again.result.claim.you).toBe('B');
    const stale = await getClaim(claim.claimId, { accessToken: 'A'.repeat(43) });
    expect(!stale.ok && stale.error.details?.errorKey).toBe(claimErrorKeys.claimNotFound);
    const unknown = await getClaim('NoSuchClaim000000000', { dateOfBirth: claim.birthDates.A });
    expect(!unknown.ok && unknown.error.details?.errorKey).toBe(claimErrorKeys.claimNotFound);
  });

  it('five wrong dates of birth lock guests out, the right one included; a token given before still works', async () => {
    const claim = await seedClaim({ state: 'offer', sequence: 5 });
    const token = await proven(claim.claimId, claim.birthDates.A);
    const ip = randomIp();
    const attempts = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      attempts.push(await getClaim(claim.claimId, { dateOfBirth: '01/01/1970' }, ip));
    expect(attempts.map((answer) => !answer.ok && answer.error.details)).toEqual([
      { errorKey: claimErrorKeys.claimIdentityMismatch, attemptsLeft: 4 },
      { errorKey: claimErrorKeys.claimIdentityMismatch, attemptsLeft: 3 },
      { errorKey: claimErrorKeys.claimIdentityMismatch, attemptsLeft: 2 },
      { errorKey: claimErrorKeys.claimIdentityMismatch, attemptsLeft: 1 },
      { errorKey: claimErrorKeys.claimIdentityLocked },
    ]);
    const right = await getClaim(claim.claimId, { dateOfBirth: claim.birthDates.A });
    expect(!right.ok && right.error.details?.errorKey).toBe(claimErrorKeys.claimIdentityLocked);
    const withToken = await getClaim(claim.claimId, { accessToken: token });
    expect(withToken.ok && !withToken.result.identityRequired && withToken.result.claim.you).toBe('A');
  });

  it('an account lists the claims it started and those naming its verified e-mail; another driver sees neither', async () => {
    const owner = await verifyEmail(await signUp(uniqueEmail('vlasnik')));
    const started = await seedClaim({ state: 'offer', sequence: 5, uid: owner.uid });
    const named = await seedClaim({ state: 'documents-missing', sequence: 2, emailA: owner.email });
    const list = await callOk<ListAccountClaimsResponse>(callNames.listAccountClaims, web, { idToken: owner.idToken });
    expect(list.claims.map((row) => row.claimId).sort()).toEqual([started.claimId, named.claimId].sort());
    expect(list.claims.find((row) => row.claimId === named.claimId)).toMatchObject({
      state: 'documents-missing',
      nextAction: 'upload-documents',
      plates: ['ZG1234AB', 'ST987CD'],
    });
    const opened = await callOk<GetClaimResponse>(
      callNames.getClaim,
      { ...web, claimId: started.claimId, accessToken: null, dateOfBirth: null },
      { idToken: owner.idToken },
    );
    expect(!opened.identityRequired && opened.claim.you).toBe('A');

    const another = await verifyEmail(await signUp(uniqueEmail('drugi')));
    const theirs = await callOk<ListAccountClaimsResponse>(callNames.listAccountClaims, web, {
      idToken: another.idToken,
    });
    expect(theirs.claims).toEqual([]);
    const refused = await callOk<GetClaimResponse>(
      callNames.getClaim,
      { ...web, claimId: started.claimId, accessToken: null, dateOfBirth: null },
      { idToken: another.idToken },
    );
    expect(refused).toEqual({ identityRequired: true });
    const guest = await callError(callNames.listAccountClaims, web);
    expect(guest.details?.errorKey).toBe(errorKeys.signInRequired);
  });
});

describe("the driver's answers", () => {
  const iban = 'HR1210010051863000160';
  /** What an accept carries besides the IBAN: the check it follows (here one never made) and the name confirmed. */
  const payee = {
    payeeName: 'Ana Horvat',
    payeeCheckToken: 'A'.repeat(43),
    confirmedPayeeName: 'Ana Horvat',
    payeeRiskAcknowledged: false,
  };

  it('only the claimant answers the offer, and only the revision it saw; a bad IBAN is refused and nothing is sent', async () => {
    const claim = await seedClaim({ state: 'offer', sequence: 5, claimantRole: 'B' });
    const sentBefore = await insurerRequests(insurerPaths.claimOfferAnswer);
    const asA = await proven(claim.claimId, claim.birthDates.A);
    const notClaimant = await callError(callNames.answerClaimOffer, {
      ...web,
      claimId: claim.claimId,
      accessToken: asA,
      offerRevision: 1,
      answer: 'accept',
      iban,
      ...payee,
    });
    expect(notClaimant.details?.errorKey).toBe(claimErrorKeys.claimActionNotAllowed);

    const asB = await proven(claim.claimId, claim.birthDates.B);
    const stale = await callError(callNames.answerClaimOffer, {
      ...web,
      claimId: claim.claimId,
      accessToken: asB,
      offerRevision: 2,
      answer: 'dispute',
      reason: 'Iznos ne pokriva popravak.',
    });
    expect(stale.details?.errorKey).toBe(claimErrorKeys.claimActionNotAllowed);

    const badIban = await callError(callNames.answerClaimOffer, {
      ...web,
      claimId: claim.claimId,
      accessToken: asB,
      offerRevision: 1,
      answer: 'accept',
      iban: 'HR1210010051863000161',
      ...payee,
    });
    expect(badIban.status).toBe('INVALID_ARGUMENT');
    expect(badIban.details?.fields).toHaveProperty('iban');
    expect(await insurerRequests(insurerPaths.claimOfferAnswer)).toBe(sentBefore);
    expect((await storedClaim(claim.claimId)).state).toBe('offer');
  });

  it('the documents path to the money: the e-mail, a checked upload, the appointment, the offer accepted with an IBAN kept masked only, paid', async () => {
    const claim = await sentStatementClaim();
    const opened = await storedClaim(claim.claimId);
    expect(opened).toMatchObject({
      statementId: claim.claimId,
      language: 'hr',
      plates: ['ZG1234AB', 'ST987CD'],
      accidentDate: '27/11/2026',
      emails: [claim.emails.A, claim.emails.B],
      parties: [
        { role: 'A', email: claim.emails.A, dateOfBirth: claim.birthDates.A },
        { role: 'B', email: claim.emails.B, dateOfBirth: claim.birthDates.B },
      ],
    });
    expect(opened.insurer.claimantRole).toBe('B');

    const missing = await eventually(
      () => storedClaim(claim.claimId),
      (found) => found.state === 'documents-missing',
    );
    expect(missing.insurer.missingDocuments).toEqual(['damage-photos', 'repair-estimate']);
    const asked = await eventually(
      () => mailTo(claim.emails.B),
      (inbox) => inbox.some((mail) => mail.customArgs.claimId === claim.claimId),
    );
    expect(asked.find((mail) => mail.customArgs.claimId === claim.claimId)?.text).toContain('predračun popravka');

    const token = await proven(claim.claimId, claim.birthDates.B);
    const upload = (documentId: string, code: string, contentType: string, data: Buffer, fileName = 'dokument.pdf') =>
      call<{ claim: { state: string; documents: unknown[] } }>(callNames.uploadClaimDocument, {
        ...web,
        claimId: claim.claimId,
        accessToken: token,
        documentId,
        code,
        fileName,
        contentType,
        data: data.toString('base64'),
      });
    const pdf = await documentPdf();
    const notAPdf = await upload(
      '00000000-0000-4000-8000-000000000001',
      'repair-estimate',
      'application/pdf',
      Buffer.from('<html>%%EOF'),
    );
    expect(!notAPdf.ok && notAPdf.error.details?.errorKey).toBe(claimErrorKeys.claimDocumentNotAccepted);
    expect((await storedClaim(claim.claimId)).documents).toEqual([]);

    // A scan the phone named `.jpg`: the bytes are a PDF, and it is kept, named and passed on as one.
    const scanId = '00000000-0000-4000-8000-000000000003';
    expect((await upload(scanId, 'repair-estimate', 'image/jpeg', pdf, 'predracun.jpg')).ok).toBe(true);
    // One of the two still missing: the insurer waits for the driver, and we wait for the insurer.
    const afterFirst = await storedClaim(claim.claimId);
    expect(afterFirst.state).toBe('documents-missing');
    expect(afterFirst.waitingSince).not.toBeNull();
    expect(afterFirst.documents).toMatchObject([
      { documentId: scanId, fileName: 'predracun.pdf', contentType: 'application/pdf', size: pdf.length },
    ]);
    expect(afterFirst.documents[0]?.sentToInsurerAt).not.toBeNull();
    expect((await readFile(claimDocumentPath(claim.claimId, scanId)))?.contentType).toBe('application/pdf');

    // What only its markers made a PDF, and a PDF that runs JavaScript when opened: refused, nothing stored or listed.
    const html = Buffer.from('%PDF-1.7\n<html><body><script>fetch("/steal")</script></body></html>\n%%EOF\n');
    for (const [index, bytes] of [html, await documentPdf('app.alert(1)')].entries()) {
      const documentId = `00000000-0000-4000-8000-00000000000${5 + index}`;
      const refused = await upload(documentId, 'damage-photos', 'application/pdf', bytes);
      expect(!refused.ok && refused.error).toMatchObject({
        status: 'INVALID_ARGUMENT',
        details: { errorKey: claimErrorKeys.claimDocumentNotAccepted },
      });
      expect(await readFile(claimDocumentPath(claim.claimId, documentId))).toBeNull();
    }
    expect(await storedClaim(claim.claimId)).toMatchObject({
      state: 'documents-missing',
      documents: afterFirst.documents,
    });
    // A photo named `.pdf` is a photo: taken as the JPEG it is.
    const photoId = '00000000-0000-4000-8000-000000000004';
    expect((await upload(photoId, 'damage-photos', 'application/pdf', plainJpeg, 'ostecenje.pdf')).ok).toBe(true);
    const afterSecond = await storedClaim(claim.claimId);
    expect(afterSecond.documents.find((document) => document.documentId === photoId)).toMatchObject({
      fileName: 'ostecenje.jpg',
      contentType: 'image/jpeg',
    });
    expect((await readFile(claimDocumentPath(claim.claimId, photoId)))?.contentType).toBe('image/jpeg');
    expect(afterSecond.documents.every((document) => document.sentToInsurerAt !== null)).toBe(true);

    // On to the appointment (an on-site one waits for the driver), confirmed, then to the offer.
    await eventually(
      async () => (await storedClaim(claim.claimId)).state,
      (state) => state === 'assessor-appointed',
      20_000,
    );
    const confirmed = await callOk<{ claim: { appointment: { confirmedAt: string | null } } }>(
      callNames.confirmClaimAppointment,
      { ...web, claimId: claim.claimId, accessToken: token },
    );
    expect(confirmed.claim.appointment.confirmedAt).not.toBeNull();
    const offered = await eventually(
      () => storedClaim(claim.claimId),
      (found) => found.state === 'offer',
      20_000,
    );

    // The bank checks the account before the accept: the claimant's own, in the name the statement gives them.
    const { check } = await callOk<CheckClaimPayeeResponse>(callNames.checkClaimPayee, {
      ...web,
      claimId: claim.claimId,
      accessToken: token,
      iban: 'hr12 1001 0051 8630 0016 0',
      payeeName: 'Ana Horvat',
    });
    expect(check).toMatchObject({ result: 'match', bankHeldName: null, ibanMasked: 'HR** **** **** **** *016 0' });
    const accepted = await callOk<AnswerClaimOfferResponse>(callNames.answerClaimOffer, {
      ...web,
      claimId: claim.claimId,
      accessToken: token,
      offerRevision: offered.insurer.offer?.revision ?? 1,
      answer: 'accept',
      iban: 'hr12 1001 0051 8630 0016 0',
      payeeName: 'Ana Horvat',
      payeeCheckToken: check.checkToken,
      confirmedPayeeName: 'Ana Horvat',
      payeeRiskAcknowledged: false,
    });
    expect(accepted.claim.state).toBe('accepted');
    const paid = await eventually(
      () => storedClaim(claim.claimId),
      (found) => found.state === 'paid',
      20_000,
    );
    expect(paid.insurer.payment?.ibanMasked).toBe('HR** **** **** **** *016 0');
    const everything = JSON.stringify([paid, await emailsOf(claim.claimId)]);
    expect(everything).not.toContain('1001005186300016');
    expect(everything).not.toContain('HR1210010051863000160');
    const states = (await emailsOf(claim.claimId)).map((record) => record.state).sort();
    expect(states).toEqual(['assessor-appointed', 'documents-missing', 'offer', 'paid'].sort());
  }, 90_000);
});

/** A sent statement's claim taken to its offer (the documents path, the appointment confirmed): B, Ana Horvat, claims. */
async function offeredClaim() {
  const claim = await sentStatementClaim();
  await eventually(
    () => storedClaim(claim.claimId),
    (found) => found.state === 'documents-missing',
  );
  const token = await proven(claim.claimId, claim.birthDates.B);
  const pdf = await documentPdf();
  for (const [index, code] of ['damage-photos', 'repair-estimate'].entries())
    await callOk(callNames.uploadClaimDocument, {
      ...web,
      claimId: claim.claimId,
      accessToken: token,
      documentId: `00000000-0000-4000-8000-00000000002${index}`,
      code,
      fileName: 'dokument.pdf',
      contentType: 'application/pdf',
      data: pdf.toString('base64'),
    });
  await eventually(
    async () => (await storedClaim(claim.claimId)).state,
    (state) => state === 'assessor-appointed',
    20_000,
  );
  await callOk(callNames.confirmClaimAppointment, { ...web, claimId: claim.claimId, accessToken: token });
  const offered = await eventually(
    () => storedClaim(claim.claimId),
    (found) => found.state === 'offer',
    20_000,
  );
  return { ...claim, token, offerRevision: offered.insurer.offer?.revision ?? 1 };
}

/** An instant as a Croatian reads it: dd/MM/yyyy and HH:mm on Zagreb's clock. */
function zagreb(iso: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Zagreb',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return { date: `${part('day')}/${part('month')}/${part('year')}`, time: `${part('hour')}:${part('minute')}` };
}

describe("the bank's check of the account before an accept (Verification of Payee), and the instant payout", () => {
  const ownIban = 'HR1210010051863000160';
  const closeMatchIban = 'HR6023600001101234567';
  const someoneElsesIban = 'HR5623400091110987654';
  const silentBankIban = 'HR4824840081105550001';

  it('answers each of the four results; an accept is held to its check; paid by instant transfer, the page and the e-mail say when', async () => {
    const claim = await offeredClaim();
    const access = { ...web, claimId: claim.claimId, accessToken: claim.token };
    const check = async (iban: string, payeeName: string) =>
      (await callOk<CheckClaimPayeeResponse>(callNames.checkClaimPayee, { ...access, iban, payeeName })).check;
    const accept = (fields: Record<string, unknown>) =>
      call<AnswerClaimOfferResponse>(callNames.answerClaimOffer, {
        ...access,
        offerRevision: claim.offerRevision,
        answer: 'accept',
        payeeRiskAcknowledged: false,
        ...fields,
      });
    const refusal = async (fields: Record<string, unknown>) => {
      const answer = await accept(fields);
      return answer.ok ? 'accepted' : answer.error.details?.errorKey;
    };
    const answersBefore = await insurerRequests(insurerPaths.claimOfferAnswer);

    // No check at all: refused before the insurer hears of it.
    const unchecked = await accept({
      iban: ownIban,
      payeeName: 'Ana Horvat',
      payeeCheckToken: 'A'.repeat(43),
      confirmedPayeeName: 'Ana Horvat',
    });
    expect(!unchecked.ok && unchecked.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      details: { errorKey: claimErrorKeys.claimPayeeNotChecked },
    });

    const match = await check('hr12 1001-0051 8630 0016 0', 'ana  horvat');
    expect(match).toMatchObject({
      result: 'match',
      bankHeldName: null,
      ibanMasked: 'HR** **** **** **** *016 0',
      payeeName: 'ana horvat',
    });
    expect(match.checkToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const close = await check(closeMatchIban, 'Ivana Horvat');
    expect(close).toMatchObject({ result: 'close-match', bankHeldName: 'IVANA HORVAT-KOVAČ' });
    const noMatch = await check(someoneElsesIban, 'Ana Horvat');
    expect(noMatch).toMatchObject({ result: 'no-match', bankHeldName: null });
    const notPossible = await check(silentBankIban, 'Ana Horvat');
    expect(notPossible).toMatchObject({ result: 'not-possible', bankHeldName: null });

    // The other driver has no account to check: the money is not theirs.
    const asA = await proven(claim.claimId, claim.birthDates.A);
    const otherDriver = await callError(callNames.checkClaimPayee, {
      ...access,
      accessToken: asA,
      iban: ownIban,
      payeeName: 'Ana Horvat',
    });
    expect(otherDriver.details?.errorKey).toBe(claimErrorKeys.claimActionNotAllowed);

    const closeAccept = {
      iban: closeMatchIban,
      payeeName: 'Ivana Horvat',
      payeeCheckToken: close.checkToken,
      confirmedPayeeName: 'IVANA HORVAT-KOVAČ',
    };
    // Another IBAN or another name than the check was for, or the token of another check.
    expect(await refusal({ ...closeAccept, iban: ownIban })).toBe(claimErrorKeys.claimPayeeNotChecked);
    expect(await refusal({ ...closeAccept, payeeName: 'Ivana Kovač' })).toBe(claimErrorKeys.claimPayeeNotChecked);
    expect(await refusal({ ...closeAccept, payeeCheckToken: match.checkToken })).toBe(
      claimErrorKeys.claimPayeeNotChecked,
    );
    // What the answer asks of the driver: the bank's name on a close-match; on a no-match or when the bank could not
    // check, the word that they read the warning.
    expect(await refusal({ ...closeAccept, confirmedPayeeName: 'Ivana Horvat' })).toBe(
      claimErrorKeys.claimPayeeNotConfirmed,
    );
    for (const warned of [
      { iban: someoneElsesIban, token: noMatch.checkToken },
      { iban: silentBankIban, token: notPossible.checkToken },
    ])
      expect(
        await refusal({
          iban: warned.iban,
          payeeName: 'Ana Horvat',
          payeeCheckToken: warned.token,
          confirmedPayeeName: 'Ana Horvat',
        }),
      ).toBe(claimErrorKeys.claimPayeeNotConfirmed);
    expect(await insurerRequests(insurerPaths.claimOfferAnswer)).toBe(answersBefore);

    const checked = await storedClaim(claim.claimId);
    expect(checked.state).toBe('offer');
    expect(checked.payeeChecks?.map((record) => [record.result, record.ibanMasked])).toEqual([
      ['match', 'HR** **** **** **** *016 0'],
      ['close-match', maskIban(closeMatchIban)],
      ['no-match', maskIban(someoneElsesIban)],
      ['not-possible', maskIban(silentBankIban)],
    ]);
    const stored = JSON.stringify(checked);
    for (const iban of [ownIban, closeMatchIban, someoneElsesIban, silentBankIban])
      expect(stored).not.toContain(iban.slice(4, 16));
    expect(stored).not.toContain(close.checkToken);

    // A close-match, accepted with the name the bank holds.
    const accepted = await accept(closeAccept);
    expect(accepted.ok && accepted.result.claim.state).toBe('accepted');
    expect((await storedClaim(claim.claimId)).acceptedPayee).toMatchObject({
      ibanMasked: maskIban(closeMatchIban),
      confirmedName: 'IVANA HORVAT-KOVAČ',
      result: 'close-match',
      riskAcknowledged: false,
    });

    // Paid a step later by instant transfer: when it left and its reference, on the page and in the e-mail.
    await eventually(
      () => storedClaim(claim.claimId),
      (found) => found.state === 'paid',
      20_000,
    );
    const view = await getClaim(claim.claimId, { accessToken: claim.token });
    const payment = view.ok && !view.result.identityRequired ? view.result.claim.payment : null;
    expect(payment).toMatchObject({
      ibanMasked: maskIban(closeMatchIban),
      transferReference: expect.stringMatching(/^HR00 \d{4}-\d{6}$/) as unknown,
    });
    const paidAt = payment?.paidAt ?? '';
    expect(Date.now() - Date.parse(paidAt)).toBeLessThan(60_000);
    // The driver whose policy paid sees when the money left, never where to.
    const theirView = await getClaim(claim.claimId, { accessToken: asA });
    expect(theirView.ok && !theirView.result.identityRequired && theirView.result.claim.payment).toEqual({
      amount: payment?.amount,
      paidOn: payment?.paidOn,
      paidAt,
      ibanMasked: null,
      transferReference: null,
    });
    const { date, time } = zagreb(paidAt);
    const paidMail = async (address: string) => {
      const inbox = await eventually(
        () => mailTo(address),
        (mails) => mails.some((mail) => mail.customArgs.claimId === claim.claimId && mail.subject.includes('isplaćen')),
      );
      return inbox.find((mail) => mail.customArgs.claimId === claim.claimId && mail.subject.includes('isplaćen'));
    };
    const injured = await paidMail(claim.emails.B);
    expect(injured?.text).toContain(`Novac je poslan instant plaćanjem ${date} u ${time}`);
    expect(injured?.text).toContain(`Novac je poslan: ${date} ${time}`);
    expect(injured?.text).toContain(`Referenca plaćanja: ${payment?.transferReference}`);
    expect(injured?.html).toContain(payment?.transferReference);
    // The driver whose policy pays learns when, never where to.
    const atFault = await paidMail(claim.emails.A);
    expect(atFault?.text).toContain(`Novac je poslan: ${date} ${time}`);
    expect(`${atFault?.text}${atFault?.html}`).not.toContain(payment?.transferReference);
    expect(`${atFault?.text}${atFault?.html}`).not.toMatch(/HR\*\*|Račun/);
  }, 120_000);

  it('goes on past a no-match only with the warning read, and checks a day’s ten times at most', async () => {
    const claim = await offeredClaim();
    const access = { ...web, claimId: claim.claimId, accessToken: claim.token };
    const check = (payeeName: string) =>
      call<CheckClaimPayeeResponse>(callNames.checkClaimPayee, { ...access, iban: someoneElsesIban, payeeName });
    const first = await check('Ana Horvat');
    const token = first.ok ? first.result.check.checkToken : '';
    for (let more = 1; more < 10; more += 1) expect((await check(`Ana Horvat ${'I'.repeat(more)}`)).ok).toBe(true);
    const eleventh = await check('Ana Horvat');
    expect(!eleventh.ok && eleventh.error).toMatchObject({
      status: 'RESOURCE_EXHAUSTED',
      details: { errorKey: claimErrorKeys.claimPayeeChecksExhausted },
    });
    expect((await storedClaim(claim.claimId)).payeeChecks).toHaveLength(10);

    const accepted = await callOk<AnswerClaimOfferResponse>(callNames.answerClaimOffer, {
      ...access,
      offerRevision: claim.offerRevision,
      answer: 'accept',
      iban: someoneElsesIban,
      payeeName: 'Ana Horvat',
      payeeCheckToken: token,
      confirmedPayeeName: 'Ana Horvat',
      payeeRiskAcknowledged: true,
    });
    expect(accepted.claim.state).toBe('accepted');
    expect((await storedClaim(claim.claimId)).acceptedPayee).toMatchObject({
      result: 'no-match',
      riskAcknowledged: true,
    });
  }, 120_000);
});

describe('the follow-up schedule', () => {
  it('a change whose notification never came: the schedule asks the status and the claim moves', async () => {
    const claim = await sentStatementClaim();
    await eventually(
      () => storedClaim(claim.claimId),
      (found) => found.state === 'documents-missing',
    );
    await setNotificationMode('drop');
    try {
      const token = await proven(claim.claimId, claim.birthDates.A);
      const pdf = await documentPdf();
      for (const [index, code] of ['damage-photos', 'repair-estimate'].entries())
        await callOk(callNames.uploadClaimDocument, {
          ...web,
          claimId: claim.claimId,
          accessToken: token,
          documentId: `00000000-0000-4000-8000-00000000001${index}`,
          code,
          fileName: 'dokument.pdf',
          contentType: 'application/pdf',
          data: pdf.toString('base64'),
        });
      const heard = await storedClaim(claim.claimId);
      // The mock moves on by itself now (documents-complete, then the appointment), telling nobody.
      await advanceClaim(claim.claimNumber);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await storedClaim(claim.claimId)).sequence).toBe(heard.sequence);

      const report = await runClaimsFollowUp(new Date(Date.now() + 10 * 60_000));
      expect(report.statusAsked).toBeGreaterThanOrEqual(1);
      const moved = await storedClaim(claim.claimId);
      expect(moved.sequence).toBeGreaterThan(heard.sequence);
      expect(moved.notifications.at(-1)).toMatchObject({ source: 'status', applied: true });
    } finally {
      await setNotificationMode('normal');
    }
  }, 60_000);
});

describe('what the schedule retries, and what staff resend', () => {
  it('an e-mail SendGrid refused is sent by the next run, once, to the driver still owed it', async () => {
    const claim = await seedClaim({ state: 'assessed', sequence: 4 });
    await failNextMails(1);
    expect((await notify(snapshotOf(claim.claimId, claim.claimNumber, 5, 'offer'))).status).toBe(200);
    const [owed] = await emailsOf(claim.claimId);
    expect(owed?.sentAt).toBeNull();

    await runClaimsFollowUp(new Date(Date.now() + 60_000));
    const [sent] = await emailsOf(claim.claimId);
    expect(sent?.sentAt).not.toBeNull();
    expect(sent?.sentTo?.sort()).toEqual([claim.emails.A, claim.emails.B].sort());
    for (const address of [claim.emails.A, claim.emails.B]) expect(await mailTo(address)).toHaveLength(1);
    await runClaimsFollowUp(new Date(Date.now() + 120_000));
    for (const address of [claim.emails.A, claim.emails.B]) expect(await mailTo(address)).toHaveLength(1);
  });

  it('a document the insurer did not take is kept, listed as owed, and passed on by the next run', async () => {
    const claim = await sentStatementClaim();
    await eventually(
      () => storedClaim(claim.claimId),
      (found) => found.state === 'documents-missing',
    );
    const token = await proven(claim.claimId, claim.birthDates.B);
    const fault = await fetch(`${insurerOrigin}${mockFaultsPath}`, {
      method: 'POST',
      body: JSON.stringify({ path: insurerPaths.claimDocuments, fault: '503', count: 1 }),
    });
    expect(fault.status).toBe(204);
    await callOk(callNames.uploadClaimDocument, {
      ...web,
      claimId: claim.claimId,
      accessToken: token,
      documentId: '00000000-0000-4000-8000-000000000021',
      code: 'repair-estimate',
      fileName: 'predracun.pdf',
      contentType: 'application/pdf',
      data: (await documentPdf()).toString('base64'),
    });
    expect((await storedClaim(claim.claimId)).documents[0]?.sentToInsurerAt).toBeNull();

    await runClaimsFollowUp(new Date(Date.now() + 60_000));
    const passed = await storedClaim(claim.claimId);
    expect(passed.documents[0]?.sentToInsurerAt).not.toBeNull();
    expect(passed.insurer.receivedDocuments.map((document) => document.documentId)).toContain(
      '00000000-0000-4000-8000-000000000021',
    );
  }, 60_000);

  it("staff resend the claim's latest e-mail and the statement's PDF to every driver", async () => {
    const claim = await sentStatementClaim();
    const latest = await eventually(
      () => emailsOf(claim.claimId),
      (records) => records.some((record) => record.sentAt !== null),
    );
    expect(await resendLatestClaimEmail(claim.claimId)).toBe(true);
    const [resent] = (await emailsOf(claim.claimId)).filter((record) => record.sequence === latest[0]?.sequence);
    expect(resent?.resentAt).not.toBeNull();
    const claimMails = (await mailTo(claim.emails.A)).filter((mail) => mail.customArgs.claimId === claim.claimId);
    expect(claimMails.length).toBeGreaterThanOrEqual(2);

    const statementMails = async () =>
      (await mailTo(claim.emails.B)).filter((mail) => mail.customArgs.statementId === claim.claimId);
    expect(await statementMails()).toHaveLength(1);
    expect(await resendStatementEmail(claim.claimId)).toBe(2);
    expect(await statementMails()).toHaveLength(2);
    expect((await statementMails())[0]?.attachments[0]?.type).toBe('application/pdf');

    const quiet = await seedClaim({ state: 'received', sequence: 1 });
    expect(await resendLatestClaimEmail(quiet.claimId)).toBe(false);
  }, 60_000);
});
