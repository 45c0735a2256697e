/**
 * After the lock: the PDF stored beside the photos, an e-mail with it to every driver, and — when a side is insured
 * with us — the claim at the insurer. Each step is recorded as it succeeds, so a retry (the scheduled housekeeping)
 * does only what is left, and every step is idempotent anyway: the file is overwritten with the same bytes, the
 * insurer answers the same claim number for the same statement id, and an e-mail is recorded once SendGrid took it.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import type { PartyRole } from '../contracts/accident-statement.js';
import { accidentErrorKeys } from '../contracts/accident-error-keys.js';
import type {
  GetAccidentStatementPdfRequest,
  GetAccidentStatementPdfResponse,
} from '../contracts/get-accident-statement-pdf.js';
import type {
  SignAccidentStatementRequest,
  SignAccidentStatementResponse,
} from '../contracts/sign-accident-statement.js';
import { mailFrom } from '../config.js';
import { composeAccidentStatementEmail } from '../documents/accident-statement-email.js';
import { renderAccidentStatementPdf } from '../documents/accident-statement-pdf.js';
import { insurer } from '../insurer/insurer.js';
import { mail } from '../mail/mail.js';
import { deleteFolder, readFile, saveFile } from '../storage/file-store.js';
import {
  changeAccidentStatement,
  deleteExpiredStatement,
  expiredStatements,
  readAccidentStatement,
  statementsToSend,
  type AccidentStatementDocument,
  type StatementSendStatus,
} from '../store/accident-statements.js';
import { openClaim } from './claims.js';
import { DomainError, type CallContext } from './domain-error.js';
import {
  photoPath,
  readWithAccess,
  sendSummary,
  signAccidentStatement,
  statementFolder,
  statementPdfPath,
  viewOf,
} from './accident-statements.js';

const minute = 60_000;
/** Long enough for a PDF with sixteen photos, three e-mails and the insurer; a sender that died frees it after. */
const leaseMs = 3 * minute;
/** 1, 2, 4 … minutes after each failure, at most an hour apart. */
const retryDelayMs = (attempts: number) => Math.min(2 ** Math.max(0, attempts - 1), 60) * minute;

const pdfFileName = (statementId: string, language: 'hr' | 'en') =>
  `${language === 'hr' ? 'europsko-izvjesce' : 'accident-statement'}-${statementId}.pdf`;

async function photosOf(statementId: string, statement: AccidentStatementDocument) {
  const roles: PartyRole[] = statement.sides.B ? ['A', 'B'] : ['A'];
  const listed = roles.flatMap((role) => (statement.sides[role]?.photos ?? []).map((photo) => ({ role, photo })));
  return Promise.all(
    listed.map(async ({ role, photo }) => {
      const file = await readFile(photoPath(statementId, role, photo.photoId));
      if (!file) throw new Error(`Photo ${photo.photoId} of statement ${statementId} is missing from storage`);
      return { role, photoId: photo.photoId, contentType: photo.contentType, bytes: new Uint8Array(file.bytes) };
    }),
  );
}

async function mailStatement(
  statementId: string,
  language: 'hr' | 'en',
  email: ReturnType<typeof composeAccidentStatementEmail>,
  pdf: Uint8Array,
  to: string,
): Promise<void> {
  const { messageId } = await mail().send({
    to,
    from: { email: mailFrom.value(), name: 'AO online' },
    subject: email.subject,
    text: email.text,
    html: email.html,
    attachments: [{ filename: pdfFileName(statementId, language), contentType: 'application/pdf', content: pdf }],
    customArgs: { statementId },
    categories: ['accident-statement'],
  });
  logger.info('Accident statement e-mailed', { statementId, messageId });
}

/** Takes the send for this run, unless another run holds it or there is nothing to send. */
async function takeLease(statementId: string, now: Date): Promise<AccidentStatementDocument | null> {
  return changeAccidentStatement(statementId, async (current) => {
    if (!current || current.state !== 'locked' || !current.send) return { result: null };
    const { leaseUntil } = current.send;
    if (leaseUntil && leaseUntil.toMillis() > now.getTime()) return { result: null };
    const send = { ...current.send, leaseUntil: Timestamp.fromMillis(now.getTime() + leaseMs) };
    return { update: { send }, result: { ...current, send } };
  });
}

/** Records one finished step while the lease is held; the phones see it with the last one. */
const recordStep = (statementId: string, send: StatementSendStatus) =>
  changeAccidentStatement(statementId, async (current) => ({
    update: current?.state === 'locked' ? { send } : undefined,
    result: undefined,
  }));

/**
 * Sends what is left of a locked statement's send. Answers whether everything is done; a failure is logged and left
 * to the scheduled retry (with a growing delay), never thrown at the driver who signed.
 */
export async function sendAccidentStatement(statementId: string, now = new Date()): Promise<boolean> {
  const statement = await takeLease(statementId, now);
  if (!statement?.send || !statement.lock) return false;
  const send: StatementSendStatus = { ...statement.send, emailedTo: [...statement.send.emailedTo] };
  const view = viewOf(statementId, statement, []);
  let failure: unknown = null;
  try {
    let pdf: Uint8Array | null = null;
    if (!send.pdfStored) {
      const photos = await photosOf(statementId, statement);
      const rendered = await renderAccidentStatementPdf({ statement: view, language: statement.language, photos });
      await saveFile(statementPdfPath(statementId), Buffer.from(rendered), 'application/pdf');
      pdf = rendered;
      send.pdfStored = true;
      await recordStep(statementId, send);
    }
    // The claim before the e-mails, so they can carry its number; an insurer that fails does not hold back the
    // drivers' copies (the retry submits it later).
    let claimFailure: unknown = null;
    if (send.claimWanted && !send.claimNumber) {
      try {
        pdf ??= new Uint8Array((await storedPdf(statementId)).bytes);
        const photos = await photosOf(statementId, statement);
        const { claimNumber } = await insurer().submitClaim({
          statementId,
          lockHash: statement.lock.hash,
          lockedAt: statement.lock.lockedAt.toDate().toISOString(),
          policies: (['A', 'B'] as const).flatMap((role) => {
            const linked = statement.sides[role]?.linkedPolicy;
            return linked ? [{ role, policyNumber: linked.policyNumber, licensePlate: linked.plate }] : [];
          }),
          statement: view,
          pdf: Buffer.from(pdf).toString('base64'),
          photos: photos.map((photo) => ({
            role: photo.role,
            photoId: photo.photoId,
            contentType: photo.contentType,
            sha256:
              statement.sides[photo.role]?.photos.find((listed) => listed.photoId === photo.photoId)?.sha256 ?? '',
            data: Buffer.from(photo.bytes).toString('base64'),
          })),
        });
        logger.info('Accident statement submitted as a claim', { statementId, claimNumber });
        send.claimNumber = claimNumber;
        await recordStep(statementId, send);
      } catch (error) {
        claimFailure = error;
      }
    }
    // Made here, once the number is known, and made again by a retry until it exists: the drivers follow it.
    if (send.claimWanted && send.claimNumber) {
      try {
        await openClaim(statementId, statement, send.claimNumber, now);
      } catch (error) {
        claimFailure ??= error;
      }
    }
    const pending = send.recipients.filter((to) => !send.emailedTo.includes(to));
    if (pending.length > 0) {
      pdf ??= new Uint8Array((await storedPdf(statementId)).bytes);
      const email = composeAccidentStatementEmail({ ...view, sent: sendSummary(send) }, statement.language);
      for (const to of pending) {
        await mailStatement(statementId, statement.language, email, pdf, to);
        send.emailedTo.push(to);
        await recordStep(statementId, send);
      }
    }
    if (claimFailure !== null) throw claimFailure;
  } catch (error) {
    failure = error;
    logger.error('Accident statement send failed; retried later', { statementId, error: String(error) });
  }
  const done = failure === null;
  const attempts = send.attempts + (done ? 0 : 1);
  await changeAccidentStatement(statementId, async (current) => {
    if (current?.state !== 'locked') return { result: undefined };
    return {
      update: {
        state: done ? 'sent' : 'locked',
        version: current.version + 1,
        send: {
          ...send,
          attempts,
          nextAttemptAt: done ? null : Timestamp.fromMillis(now.getTime() + retryDelayMs(attempts)),
          leaseUntil: null,
          lastError: done ? null : String(failure).slice(0, 300),
        },
      },
      result: undefined,
    };
  });
  return done;
}

async function storedPdf(statementId: string) {
  const file = await readFile(statementPdfPath(statementId));
  if (!file) throw new Error(`The PDF of statement ${statementId} is missing from storage`);
  return file;
}

/** The sign call: the signature, and when it was the last one needed, the send right away. */
export async function signAndSendAccidentStatement(
  input: SignAccidentStatementRequest,
  context: CallContext,
): Promise<SignAccidentStatementResponse> {
  const signed = await signAccidentStatement(input, context);
  if (!signed.locked) return { version: signed.version, state: signed.state };
  // The signature stands whatever happens to the send: the schedule picks up a send this call could not start.
  await sendAccidentStatement(input.statementId).catch((error: unknown) =>
    logger.error('Accident statement send not started; the schedule retries it', {
      statementId: input.statementId,
      error: String(error),
    }),
  );
  const after = await readAccidentStatement(input.statementId);
  return { version: after?.version ?? signed.version, state: after?.state ?? signed.state };
}

export async function getAccidentStatementPdf(
  input: GetAccidentStatementPdfRequest,
): Promise<GetAccidentStatementPdfResponse> {
  const { statement } = await readWithAccess(input.statementId, input.partyToken);
  const file = statement.send?.pdfStored ? await readFile(statementPdfPath(input.statementId)) : null;
  if (!file) throw new DomainError('failed-precondition', { errorKey: accidentErrorKeys.accidentPdfNotReady });
  return { fileName: pdfFileName(input.statementId, statement.language), data: file.bytes.toString('base64') };
}

/**
 * Staff's resend of a sent statement's PDF (the console's claim): the same e-mail again to every driver it went to.
 * Answers how many were mailed; a statement whose PDF is not stored yet has nothing to resend.
 */
export async function resendStatementEmail(statementId: string): Promise<number> {
  const statement = await readAccidentStatement(statementId);
  if (!statement?.send?.pdfStored) return 0;
  const pdf = new Uint8Array((await storedPdf(statementId)).bytes);
  const view = viewOf(statementId, statement, []);
  const email = composeAccidentStatementEmail(view, statement.language);
  for (const to of statement.send.emailedTo) await mailStatement(statementId, statement.language, email, pdf, to);
  return statement.send.emailedTo.length;
}

/** What one housekeeping run did, for its log line. */
export interface AccidentHousekeepingReport {
  sent: number;
  stillFailing: number;
  statementsDeleted: number;
  filesDeleted: number;
}

/**
 * The schedule's work: sends that failed and are due again, and statements past their keeping (drafts after 30 days,
 * signed ones after six years) with their photos and PDF: the TTL policy would delete the documents, not the files.
 */
export async function runAccidentHousekeeping(now = new Date()): Promise<AccidentHousekeepingReport> {
  const report: AccidentHousekeepingReport = { sent: 0, stillFailing: 0, statementsDeleted: 0, filesDeleted: 0 };
  for (const statementId of await statementsToSend(now, 20)) {
    if (await sendAccidentStatement(statementId, now)) report.sent += 1;
    else report.stillFailing += 1;
  }
  for (const statementId of await expiredStatements(now, 100)) {
    report.filesDeleted += await deleteFolder(statementFolder(statementId));
    if (await deleteExpiredStatement(statementId, now)) report.statementsDeleted += 1;
  }
  return report;
}
