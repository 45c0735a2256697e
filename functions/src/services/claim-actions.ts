/**
 * What a driver does on a claim (decision 0018): list their account's claims, upload a document the insurer asked
 * for, confirm the assessor's appointment, answer the offer. Each action goes to the insurer at once and its answer
 * (the claim's snapshot) is applied like a notification. The IBAN of an accepted offer goes to the insurer and
 * nowhere else: the claim keeps the masked form the insurer answers with.
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import type { AnswerClaimOfferRequest, AnswerClaimOfferResponse } from '../contracts/answer-claim-offer.js';
import { claimErrorKeys } from '../contracts/claim-error-keys.js';
import type {
  ConfirmClaimAppointmentRequest,
  ConfirmClaimAppointmentResponse,
} from '../contracts/confirm-claim-appointment.js';
import type { AccountClaimRow, ListAccountClaimsResponse } from '../contracts/list-account-claims.js';
import {
  maxClaimDocuments,
  type UploadClaimDocumentRequest,
  type UploadClaimDocumentResponse,
} from '../contracts/upload-claim-document.js';
import { insurer } from '../insurer/insurer.js';
import { InsurerFailure } from '../insurer/insurer-client.js';
import type { InsurerClaimSnapshot } from '../insurer/insurer-api.js';
import { deleteFile, readFile, saveFile } from '../storage/file-store.js';
import { changeClaim, claimsOfAccount, type ClaimDocumentFile, type ClaimRecord } from '../store/claims.js';
import { claimOfCaller } from './claim-access.js';
import { claimViewOf, nextActionOf } from './claim-view.js';
import { acceptedPayee } from './claim-payee.js';
import { applyClaimSnapshot, claimActionNotAllowed, claimDocumentPath, insurerRefusal } from './claims.js';
import { checkDocument, documentFileName } from './document-bytes.js';
import { DomainError, type CallContext } from './domain-error.js';
import { signedIn } from './signed-in.js';

const iso = (timestamp: Timestamp) => timestamp.toDate().toISOString();

export async function listAccountClaims(context: CallContext): Promise<ListAccountClaimsResponse> {
  const { uid, email, emailVerified } = signedIn(context);
  const found = await claimsOfAccount(uid, emailVerified ? email : null);
  const rows = found
    .sort(([, a], [, b]) => b.createdAt.toMillis() - a.createdAt.toMillis())
    .map(([claimId, claim]): AccountClaimRow => {
      const you = claim.parties.find((party) => emailVerified && party.email === email)?.role ?? 'A';
      return {
        claimId,
        claimNumber: claim.claimNumber,
        state: claim.state,
        accidentDate: claim.accidentDate,
        plates: claim.plates,
        nextAction: nextActionOf(claim, you),
        updatedAt: iso(claim.lastHeardAt),
      };
    });
  return { claims: rows };
}

/**
 * Hands a stored document to the insurer and applies its answer, marking the document taken in the same transaction.
 * Answers the claim as it then is; throws the insurer's failure for the caller to report or leave to the schedule.
 */
export async function passDocumentToInsurer(
  claimId: string,
  claim: ClaimRecord,
  document: ClaimDocumentFile,
  now = new Date(),
): Promise<ClaimRecord> {
  const file = await readFile(claimDocumentPath(claimId, document.documentId));
  if (!file) throw new Error(`Document ${document.documentId} of claim ${claimId} is missing from storage`);
  const snapshot = await insurer().sendClaimDocument({
    claimNumber: claim.claimNumber,
    documentId: document.documentId,
    code: document.code,
    fileName: document.fileName,
    contentType: document.contentType,
    sha256: document.sha256,
    data: file.bytes.toString('base64'),
  });
  const taken = Timestamp.fromDate(now);
  const applied = await applyClaimSnapshot(claimId, snapshot, 'answer', now, (next) => ({
    documents: next.documents.map((listed) =>
      listed.documentId === document.documentId && !listed.sentToInsurerAt
        ? { ...listed, sentToInsurerAt: taken }
        : listed,
    ),
  }));
  return applied.claim;
}

/**
 * Stores the document privately, lists it on the claim (a retry after a lost answer finds it listed) and passes it to
 * the insurer. An insurer that does not answer leaves it listed and owed: the schedule passes it on later.
 */
export async function uploadClaimDocument(
  input: UploadClaimDocumentRequest,
  context: CallContext,
  now = new Date(),
): Promise<UploadClaimDocumentResponse> {
  const { claim, you } = await claimOfCaller(input, context, now);
  const listed = claim.documents.find((document) => document.documentId === input.documentId);
  if (listed) return { claim: claimViewOf(input.claimId, claim, you) };
  if (claim.state !== 'documents-missing') throw claimActionNotAllowed();
  if (claim.documents.length >= maxClaimDocuments)
    throw new DomainError('failed-precondition', { errorKey: claimErrorKeys.claimTooManyDocuments });

  // The bytes say what the document is; the phone's type and name are only its guess.
  const { contentType, bytes } = await checkDocument(Buffer.from(input.data, 'base64'));
  if (contentType !== input.contentType)
    logger.info('Claim document is not what the phone took it for', {
      claimId: input.claimId,
      documentId: input.documentId,
      declared: input.contentType,
      contentType,
    });
  const path = claimDocumentPath(input.claimId, input.documentId);
  await saveFile(path, bytes, contentType);
  const document: ClaimDocumentFile = {
    documentId: input.documentId,
    code: input.code,
    fileName: documentFileName(input.fileName, contentType),
    contentType,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    uploadedAt: Timestamp.fromDate(now),
    sentToInsurerAt: null,
  };
  let stored: ClaimRecord;
  try {
    stored = await changeClaim(input.claimId, (current) => {
      if (!current) throw claimActionNotAllowed();
      const already = current.documents.find((existing) => existing.documentId === input.documentId);
      if (already) return { result: current };
      if (current.state !== 'documents-missing') throw claimActionNotAllowed();
      if (current.documents.length >= maxClaimDocuments)
        throw new DomainError('failed-precondition', { errorKey: claimErrorKeys.claimTooManyDocuments });
      const update = { documents: [...current.documents, document], waitingSince: Timestamp.fromDate(now) };
      return { update, result: { ...current, ...update } };
    });
  } catch (error) {
    // Refused meanwhile: the file listed nowhere must not stay behind.
    await deleteFile(path).catch((cleanup: unknown) =>
      logger.warn('Unlisted claim document left in storage', { path, error: String(cleanup) }),
    );
    throw error;
  }
  try {
    stored = await passDocumentToInsurer(input.claimId, stored, document, now);
  } catch (error) {
    if (!(error instanceof InsurerFailure)) throw error;
    logger.warn('Claim document not passed to the insurer; the schedule retries', {
      claimId: input.claimId,
      documentId: input.documentId,
      error: error.message,
    });
  }
  return { claim: claimViewOf(input.claimId, stored, you) };
}

export async function confirmClaimAppointment(
  input: ConfirmClaimAppointmentRequest,
  context: CallContext,
  now = new Date(),
): Promise<ConfirmClaimAppointmentResponse> {
  const { claim, you } = await claimOfCaller(input, context, now);
  const { appointment } = claim.insurer;
  // Confirmed already: a retry after a lost answer.
  if (claim.state === 'assessor-appointed' && appointment?.confirmedAt)
    return { claim: claimViewOf(input.claimId, claim, you) };
  if (
    claim.state !== 'assessor-appointed' ||
    !appointment ||
    appointment.photoAssessment ||
    Date.parse(appointment.at) < now.getTime()
  )
    throw claimActionNotAllowed();
  let snapshot: InsurerClaimSnapshot;
  try {
    snapshot = await insurer().confirmClaimAppointment({ claimNumber: claim.claimNumber });
  } catch (error) {
    throw insurerRefusal(error);
  }
  const applied = await applyClaimSnapshot(input.claimId, snapshot, 'answer', now);
  return { claim: claimViewOf(input.claimId, applied.claim, you) };
}

/**
 * The claimant's answer to the offer they saw (its revision). The IBAN is in the request to the insurer only: it is
 * not logged, not stored, and the error of a refused call carries none of the request. An accept is held to the bank's
 * check of the account (claim-payee.ts) before the insurer hears of it, and what the driver confirmed is kept with
 * the claim.
 */
export async function answerClaimOffer(
  input: AnswerClaimOfferRequest,
  context: CallContext,
  now = new Date(),
): Promise<AnswerClaimOfferResponse> {
  const { claim, you } = await claimOfCaller(input, context, now);
  const { offer, claimantRole } = claim.insurer;
  if (you !== claimantRole || claim.state !== 'offer' || offer?.revision !== input.offerRevision)
    throw claimActionNotAllowed();
  const payee = input.answer === 'accept' ? acceptedPayee(claim, you, input, now) : null;
  const base = { claimNumber: claim.claimNumber, offerRevision: input.offerRevision };
  let snapshot: InsurerClaimSnapshot;
  try {
    snapshot = await insurer().answerClaimOffer(
      payee
        ? {
            ...base,
            answer: 'accept',
            iban: payee.iban,
            payeeName: payee.confirmedName,
            payeeVerificationId: payee.check.verificationId,
          }
        : { ...base, answer: 'dispute', reason: input.reason ?? '' },
    );
  } catch (error) {
    throw insurerRefusal(error);
  }
  const applied = await applyClaimSnapshot(input.claimId, snapshot, 'answer', now, (): Partial<ClaimRecord> => {
    if (!payee) return { waitingSince: Timestamp.fromDate(now) };
    const { check, confirmedName, riskAcknowledged } = payee;
    return {
      acceptedPayee: {
        ibanMasked: check.ibanMasked,
        confirmedName,
        result: check.result,
        riskAcknowledged,
        checkedAt: check.checkedAt,
        acceptedAt: Timestamp.fromDate(now),
      },
    };
  });
  return { claim: claimViewOf(input.claimId, applied.claim, you) };
}
