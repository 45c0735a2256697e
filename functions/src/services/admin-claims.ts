/**
 * The console's claims (docs/decisions/0012-support-console.md, 0018-claims.md): the search, one claim with the
 * statement it came from, its files, and what staff may do on it. Every action and every file read is audited.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import type { PartyRole } from '../contracts/accident-statement.js';
import type { AdminClaimActionRequest, AdminClaimActionResponse } from '../contracts/admin-claim-action.js';
import type { AdminClaimDetail, AdminGetClaimRequest, AdminGetClaimResponse } from '../contracts/admin-get-claim.js';
import type { AdminGetClaimFileRequest, AdminGetClaimFileResponse } from '../contracts/admin-get-claim-file.js';
import { adminPageSize } from '../contracts/admin-paging.js';
import type {
  AdminClaimQueryKind,
  AdminClaimRow,
  AdminSearchClaimsRequest,
  AdminSearchClaimsResponse,
  ClaimWaitingReason,
} from '../contracts/admin-search-claims.js';
import { callNames } from '../contracts/call-names.js';
import { isFinalClaimState } from '../contracts/claim.js';
import { adminClaimErrorKeys } from '../contracts/claim-error-keys.js';
import { errorKeys } from '../contracts/error-keys.js';
import { emailPattern, fieldErrors } from '../contracts/field-rules.js';
import { normalizedLicensePlatePattern, normalizeLicensePlate } from '../contracts/license-plate.js';
import { InsurerFailure } from '../insurer/insurer-client.js';
import { readFile } from '../storage/file-store.js';
import { readAccidentStatement, type AccidentStatementDocument } from '../store/accident-statements.js';
import {
  claimSearchQuery,
  claimSilenceMs,
  foldName,
  waitingOrderFields,
  type ClaimSearch,
} from '../store/admin-claims.js';
import { recordAudit, writeAudit, type Staff } from '../store/audit-log.js';
import { changeClaim, claimEmailsOf, readClaim, type ClaimEmailRecord, type ClaimRecord } from '../store/claims.js';
import { readPage } from '../store/paging.js';
import { photoPath, statementPdfPath, viewOf } from './accident-statements.js';
import { resendStatementEmail } from './accident-send.js';
import { staffOf } from './admin-access.js';
import { auditEntriesOf } from './admin-audit.js';
import { resendLatestClaimEmail } from './claim-emails.js';
import { claimViewOf } from './claim-view.js';
import { claimDocumentPath, refreshClaimStatus } from './claims.js';
import { DomainError, type CallContext } from './domain-error.js';

const iso = (timestamp: Timestamp) => timestamp.toDate().toISOString();

/**
 * The insurer's claim numbers (`ŠT-2026-004217`) as staff type them: with or without the Š, hyphens or spaces, any
 * case, or the digits alone.
 */
const claimNumberPattern = /^(?:ŠT|ST)?(\d{4})(\d{6})$/;

/** A name as staff type it: letters, with the spaces, hyphens and apostrophes names have; never a digit. */
const namePattern = /^\p{L}[\p{L}\p{M}\s'’.-]*$/u;

/**
 * What was typed, read by its shape: claim numbers, e-mails, plates and names never look alike. A plate has digits
 * (every Croatian plate does), so "Novak" is a name, not the plate NO VAK.
 */
function readQuery(query: string | null): ClaimSearch {
  const text = query ?? '';
  if (!text) return { kind: 'none' };
  const number = claimNumberPattern.exec(text.replace(/[\s-]+/g, '').toLocaleUpperCase('hr'));
  if (number) return { kind: 'claim-number', value: `ŠT-${number[1]}-${number[2]}` };
  // Claims keep the drivers' e-mails in lower case.
  if (emailPattern.test(text)) return { kind: 'email', value: text.toLowerCase() };
  if (namePattern.test(text)) return { kind: 'driver-name', value: foldName(text) };
  const plate = normalizeLicensePlate(text);
  if (normalizedLicensePlatePattern.test(plate)) return { kind: 'license-plate', value: plate };
  throw new DomainError('invalid-argument', { errorKey: errorKeys.validation, fields: { query: fieldErrors.invalid } });
}

/** Why the claim waits for us now, if it does (the same reading as the search's filter, store/admin-claims.ts). */
export function waitingReasons(claim: ClaimRecord, now: Date): ClaimWaitingReason[] {
  const reasons: ClaimWaitingReason[] = [];
  if (!isFinalClaimState(claim.state) && claim.lastHeardAt.toMillis() < now.getTime() - claimSilenceMs)
    reasons.push('no-word-for-a-day');
  // `waitingSince` is set by an upload and by a dispute: a disputed claim waits for the dispute.
  if (claim.waitingSince && claim.state !== 'disputed') reasons.push('document-uploaded');
  if (claim.state === 'disputed') reasons.push('dispute');
  return reasons;
}

function rowOf(claimId: string, claim: ClaimRecord, now: Date): AdminClaimRow {
  return {
    claimId,
    claimNumber: claim.claimNumber,
    state: claim.state,
    createdAt: iso(claim.createdAt),
    lastHeardAt: iso(claim.lastHeardAt),
    accidentDate: claim.accidentDate,
    plates: claim.plates,
    emails: claim.emails,
    drivers: claim.parties.map((party) => ({
      role: party.role,
      name: party.name ?? null,
      plate: party.plate,
      email: party.email,
    })),
    waiting: waitingReasons(claim, now),
  };
}

export async function searchClaims(
  input: AdminSearchClaimsRequest,
  context: CallContext,
  now = new Date(),
): Promise<AdminSearchClaimsResponse> {
  staffOf(context);
  const search = readQuery(input.query);
  const query = claimSearchQuery(search, input.waiting, now);
  const thenBy = input.waiting ? waitingOrderFields : [];
  const page = await readPage(query, 'createdAt', input.cursor, adminPageSize, true, thenBy);
  return {
    queryKind: search.kind satisfies AdminClaimQueryKind,
    items: page.docs.map((doc) => rowOf(doc.id, doc.data() as ClaimRecord, now)),
    nextCursor: page.nextCursor,
    total: page.total,
  };
}

const notFound = () => new DomainError('not-found', { errorKey: errorKeys.adminNotFound });

async function existingClaim(claimId: string): Promise<ClaimRecord> {
  const claim = await readClaim(claimId);
  if (!claim) throw notFound();
  return claim;
}

/** The statement a claim came from: kept as long as the claim (store/retention.ts). */
async function statementOf(claim: ClaimRecord): Promise<AccidentStatementDocument> {
  const statement = await readAccidentStatement(claim.statementId);
  if (!statement) throw notFound();
  return statement;
}

/** The e-mail `resend-latest-email` sends again: the claim's latest, once it has e-mailed the drivers at all. */
const resendableEmail = (emails: readonly ClaimEmailRecord[]) => emails.at(-1) ?? null;

const photosOf = (statement: AccidentStatementDocument): AdminClaimDetail['photos'] =>
  (['A', 'B'] as const satisfies PartyRole[]).flatMap((role) =>
    (statement.sides[role]?.photos ?? []).map(({ photoId, contentType }) => ({ role, photoId, contentType })),
  );

async function detailOf(claimId: string, claim: ClaimRecord, now = new Date()): Promise<AdminClaimDetail> {
  const [statement, emails, audit] = await Promise.all([
    statementOf(claim),
    claimEmailsOf(claimId),
    auditEntriesOf('claim', claimId),
  ]);
  return {
    ...rowOf(claimId, claim, now),
    // Staff are neither side: the view shows what each side sees, and nothing is theirs to answer.
    claim: claimViewOf(claimId, claim, null),
    statement: viewOf(claim.statementId, statement, []),
    photos: photosOf(statement),
    notifications: claim.notifications.map((notification) => ({
      at: iso(notification.at),
      sequence: notification.sequence,
      state: notification.state,
      source: notification.source,
      applied: notification.applied,
    })),
    sentEmails: emails.map((email) => ({
      at: iso(email.sentAt ?? email.createdAt),
      state: email.state,
      to: email.to,
      messageId: email.messageId,
      resent: email.resentAt !== null,
    })),
    actions: { resendLatestEmail: resendableEmail(emails) !== null },
    notes: claim.notes.map((note) => ({ at: iso(note.at), actorEmail: note.actorEmail, text: note.text })),
    audit,
  };
}

export async function getAdminClaim(input: AdminGetClaimRequest, context: CallContext): Promise<AdminGetClaimResponse> {
  staffOf(context);
  return { claim: await detailOf(input.claimId, await existingClaim(input.claimId)) };
}

/** What the audit log keeps of a claim around a status query: where the insurer's story stood. */
const insurerFields = (claim: ClaimRecord): Record<string, unknown> => ({
  state: claim.state,
  sequence: claim.sequence,
  lastHeardAt: iso(claim.lastHeardAt),
});

const auditAction = (action: AdminClaimActionRequest['action']) => `${callNames.adminClaimAction}:${action}`;

async function addNote(claimId: string, staff: Staff, text: string): Promise<void> {
  await changeClaim(claimId, (current, transaction) => {
    if (!current) throw notFound();
    const at = new Date();
    const notes = [
      ...current.notes,
      { at: Timestamp.fromDate(at), actorUid: staff.uid, actorEmail: staff.email, text },
    ];
    writeAudit(
      transaction,
      staff,
      {
        action: auditAction('add-note'),
        subject: 'claim',
        subjectId: claimId,
        before: { notes: current.notes.length, note: null },
        after: { notes: notes.length, note: text },
      },
      at,
    );
    return { update: { notes }, result: undefined };
  });
}

/** The insurer's claim as it stands now, applied as the schedule applies it (source `status`). */
async function refreshStatus(claimId: string, claim: ClaimRecord, staff: Staff): Promise<void> {
  let after: ClaimRecord;
  try {
    after = await refreshClaimStatus(claimId);
  } catch (error) {
    if (!(error instanceof InsurerFailure)) throw error;
    logger.warn('Claim status asked by staff, not answered', { claimId, staff: staff.uid, kind: error.kind });
    // `rejected`: the insurer knows no claim of that number.
    throw error.kind === 'rejected'
      ? notFound()
      : new DomainError('unavailable', { errorKey: adminClaimErrorKeys.insurerUnavailable });
  }
  await recordAudit(staff, {
    action: auditAction('refresh-status'),
    subject: 'claim',
    subjectId: claimId,
    before: insurerFields(claim),
    after: insurerFields(after),
  });
}

const emailNotSent = () => new DomainError('unavailable', { errorKey: adminClaimErrorKeys.emailNotSent });

async function resendStatement(claimId: string, claim: ClaimRecord, staff: Staff): Promise<void> {
  let mailed: number;
  try {
    mailed = await resendStatementEmail(claim.statementId);
  } catch (error) {
    logger.error('Statement PDF not resent', { claimId, staff: staff.uid, error: String(error) });
    throw emailNotSent();
  }
  if (mailed === 0) throw new DomainError('failed-precondition', { errorKey: adminClaimErrorKeys.claimNoRecipients });
  await recordAudit(staff, {
    action: auditAction('resend-statement-pdf'),
    subject: 'claim',
    subjectId: claimId,
    before: null,
    after: { statementId: claim.statementId, recipients: mailed },
  });
}

async function resendLatestEmail(claimId: string, staff: Staff): Promise<void> {
  const latest = resendableEmail(await claimEmailsOf(claimId));
  if (!latest) throw new DomainError('failed-precondition', { errorKey: adminClaimErrorKeys.claimNoEmail });
  // False with an e-mail to send: it failed (logged, the schedule does not resend it) or is going out this moment.
  if (!(await resendLatestClaimEmail(claimId))) throw emailNotSent();
  await recordAudit(staff, {
    action: auditAction('resend-latest-email'),
    subject: 'claim',
    subjectId: claimId,
    before: null,
    after: { email: latest.state, to: latest.to },
  });
}

export async function claimAction(
  input: AdminClaimActionRequest,
  context: CallContext,
): Promise<AdminClaimActionResponse> {
  const staff = staffOf(context);
  const claim = await existingClaim(input.claimId);
  switch (input.action) {
    case 'add-note':
      await addNote(input.claimId, staff, input.note ?? '');
      break;
    case 'refresh-status':
      await refreshStatus(input.claimId, claim, staff);
      break;
    case 'resend-statement-pdf':
      await resendStatement(input.claimId, claim, staff);
      break;
    case 'resend-latest-email':
      await resendLatestEmail(input.claimId, staff);
      break;
  }
  logger.info('Claim action by staff', { claimId: input.claimId, action: input.action, staff: staff.uid });
  return { claim: await detailOf(input.claimId, await existingClaim(input.claimId)) };
}

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'application/pdf': 'pdf',
};

/** Where the file lives and what it is called, from the claim's and the statement's own listings only. */
async function fileOf(
  input: AdminGetClaimFileRequest,
  claim: ClaimRecord,
): Promise<{ path: string; fileName: string; contentType: string }> {
  const fileId = input.fileId ?? '';
  switch (input.kind) {
    case 'statement-pdf':
      return {
        path: statementPdfPath(claim.statementId),
        fileName: `europsko-izvjesce-${claim.claimNumber}.pdf`,
        contentType: 'application/pdf',
      };
    case 'photo': {
      const photo = photosOf(await statementOf(claim)).find((listed) => listed.photoId === fileId);
      if (!photo) throw notFound();
      return {
        path: photoPath(claim.statementId, photo.role, photo.photoId),
        fileName: `${claim.claimNumber}-${photo.role}-${photo.photoId}.${extensions[photo.contentType] ?? 'bin'}`,
        contentType: photo.contentType,
      };
    }
    case 'document': {
      const document = claim.documents.find((listed) => listed.documentId === fileId);
      if (!document) throw notFound();
      return {
        path: claimDocumentPath(input.claimId, document.documentId),
        fileName: document.fileName,
        contentType: document.contentType,
      };
    }
  }
}

/**
 * A file of the claim, from the same Cloud Storage paths the drivers' access-checked calls read. Who read which file
 * goes into the audit log: these are photos of people's cars and documents with their names.
 */
export async function getClaimFile(
  input: AdminGetClaimFileRequest,
  context: CallContext,
): Promise<AdminGetClaimFileResponse> {
  const staff = staffOf(context);
  const claim = await existingClaim(input.claimId);
  const { path, fileName, contentType } = await fileOf(input, claim);
  const file = await readFile(path);
  if (!file) throw notFound();
  await recordAudit(staff, {
    action: `${callNames.adminGetClaimFile}:${input.kind}`,
    subject: 'claim',
    subjectId: input.claimId,
    before: null,
    after: { file: input.kind === 'statement-pdf' ? input.kind : `${input.kind} ${input.fileId ?? ''}` },
  });
  return { fileName, contentType, data: file.bytes.toString('base64') };
}
