/**
 * A policy ended before its term (docs/decisions/0031-policy-endings.md): the request kept once, the insurer's
 * decision, the unused premium back to the card through the gateway (or, where the card cannot take it, to the IBAN
 * the driver gives), and the confirmation by e-mail. Each step runs under the ending's lease and records itself, so
 * a request, its retry and the schedule (`carryOnPolicyEndings`) never do one twice; a step that fails is left for
 * the schedule. Nothing is called paid before the gateway said it refunded or staff ordered the transfer.
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import type { CompletePolicyEndingRequest, CompletePolicyEndingResponse } from '../contracts/complete-policy-ending.js';
import type { EndPolicyRequest, EndPolicyResponse } from '../contracts/end-policy.js';
import type {
  GetPolicyEndConfirmationRequest,
  GetPolicyEndConfirmationResponse,
} from '../contracts/get-policy-end-confirmation.js';
import { errorKeys } from '../contracts/error-keys.js';
import { displayDateToIso, isoToDisplayDate } from '../contracts/field-rules.js';
import { maskIban, normaliseIban } from '../contracts/iban-rules.js';
import {
  policyEndErrorKeys,
  proofOfReason,
  withdrawalDays,
  type PolicyEndDocumentCode,
  type PolicyEndReason,
} from '../contracts/policy-ending.js';
import { zagrebDate } from '../contracts/policy-dates.js';
import { insurer } from '../insurer/insurer.js';
import { InsurerFailure } from '../insurer/insurer-client.js';
import type { InsurerPolicyCancellation } from '../insurer/insurer-api.js';
import { gateway } from '../payments/gateway.js';
import { GatewayFailure } from '../payments/gateway-client.js';
import { deleteFile, readFile, saveFile } from '../storage/file-store.js';
import {
  changePolicyEnding,
  endingsToCarryOn,
  readPolicyEnding,
  type PolicyEndDocumentFile,
  type PolicyEndingRecord,
} from '../store/policy-endings.js';
import { readOrder } from '../store/orders.js';
import { policyRef, readPolicy, type PolicyDocument } from '../store/policies.js';
import { retentionOfPaidRecord } from '../store/retention.js';
import { checkDocument, documentFileName } from './document-bytes.js';
import { DomainError, type CallContext } from './domain-error.js';
import { toCents } from './order-total.js';
import { policyOfCaller } from './policy-access.js';
import { renderPolicyEndConfirmation, sendPolicyEndEmail } from './policy-end-emails.js';
import { viewOfEnding } from './policy-ending-view.js';

/** Long enough for the insurer's answer, a refund and an e-mail; a run that dies leaves it to the next after this. */
const leaseMs = 90_000;
const day = 24 * 60 * 60 * 1000;

export const policyEndDocumentPath = (orderNumber: string, documentId: string) =>
  `policy-endings/${orderNumber}/${documentId}`;

const refused = (errorKey: (typeof policyEndErrorKeys)[keyof typeof policyEndErrorKeys]) =>
  new DomainError('failed-precondition', { errorKey });

/** The id the insurer knows an ending by: one per attempt, so a refused ending asked again is a new decision. */
const cancellationIdOf = (ending: PolicyEndingRecord) => `${ending.orderNumber}-${ending.attempt}`;

/** Days from one `YYYY-MM-DD` to another on the calendar. */
const calendarDays = (fromIso: string, toIso: string) => Math.round((Date.parse(toIso) - Date.parse(fromIso)) / day);

/**
 * The checks the insurer makes too, made first so a driver hears at once what is wrong with the request. Staff asking
 * on a driver's word by phone send no proof: the insurer then asks for it, and the driver adds it on the policy's page.
 */
function checkRequest(
  policy: PolicyDocument,
  input: Pick<EndPolicyRequest, 'reason' | 'endDate' | 'document'>,
  now: Date,
  withProof = true,
): string {
  if (policy.ended || policy.endsAt.toMillis() <= now.getTime()) throw refused(policyEndErrorKeys.notRunning);
  const today = zagrebDate(now);
  if (input.reason === 'withdrawal') {
    if (calendarDays(zagrebDate(policy.issuedAt.toDate()), today) > withdrawalDays)
      throw refused(policyEndErrorKeys.withdrawalPeriodOver);
    return isoToDisplayDate(today);
  }
  const endIso = displayDateToIso(input.endDate ?? '') ?? '';
  if (endIso > today || endIso < zagrebDate(policy.startsAt.toDate())) throw refused(policyEndErrorKeys.dateOutOfCover);
  if (withProof ? input.document?.code !== proofOfReason[input.reason] : input.document !== undefined)
    throw new DomainError('invalid-argument', { errorKey: policyEndErrorKeys.wrongDocument });
  return input.endDate ?? '';
}

/** The proof, told by its bytes and kept privately before anything refers to it. */
async function keepDocument(
  orderNumber: string,
  document: NonNullable<EndPolicyRequest['document']>,
  now: Date,
): Promise<PolicyEndDocumentFile> {
  let checked: Awaited<ReturnType<typeof checkDocument>>;
  try {
    checked = await checkDocument(Buffer.from(document.data, 'base64'));
  } catch (error) {
    if (error instanceof DomainError)
      throw new DomainError('invalid-argument', { errorKey: policyEndErrorKeys.documentNotAccepted });
    throw error;
  }
  await saveFile(policyEndDocumentPath(orderNumber, document.documentId), checked.bytes, checked.contentType);
  return {
    documentId: document.documentId,
    code: document.code as PolicyEndDocumentCode,
    fileName: documentFileName(document.fileName, checked.contentType),
    contentType: checked.contentType,
    size: checked.bytes.length,
    sha256: createHash('sha256').update(checked.bytes).digest('hex'),
    uploadedAt: Timestamp.fromDate(now),
    sentToInsurerAt: null,
  };
}

/** The same request again: what a retry after a lost answer, or one of ten at once, sends. */
const isSameRequest = (
  ending: PolicyEndingRecord,
  input: Pick<EndPolicyRequest, 'reason' | 'document'>,
  endDate: string,
) =>
  ending.reason === input.reason &&
  ending.endDate === endDate &&
  (input.document === undefined || ending.documents.some((kept) => kept.documentId === input.document?.documentId));

/**
 * Keeps the ending once (the same request again answers it; another while one runs is `endingUnderWay`), then carries
 * it on at once as far as the insurer and the gateway let it; answers the ending as it was left.
 */
async function requestEnding(
  policy: PolicyDocument,
  input: Pick<EndPolicyRequest, 'reason' | 'endDate' | 'document' | 'iban'>,
  requestedBy: PolicyEndingRecord['requestedBy'],
  now: Date,
): Promise<PolicyEndingRecord> {
  const orderNumber = policy.orderNumber;
  const existing = await readPolicyEnding(orderNumber);
  if (existing && existing.state !== 'refused') {
    const endDate = input.reason === 'withdrawal' ? existing.endDate : (input.endDate ?? '');
    if (!isSameRequest(existing, input, endDate)) throw refused(policyEndErrorKeys.endingUnderWay);
    return (await carryOnPolicyEnding(orderNumber, now)) ?? existing;
  }

  const endDate = checkRequest(policy, input, now, requestedBy.kind === 'driver');
  const document = input.document ? await keepDocument(orderNumber, input.document, now) : null;
  const iban = input.iban ? normaliseIban(input.iban) : null;
  const created = await changePolicyEnding(orderNumber, (current) => {
    if (current && current.state !== 'refused') {
      if (isSameRequest(current, input, endDate)) return { result: current };
      throw refused(policyEndErrorKeys.endingUnderWay);
    }
    const ending: PolicyEndingRecord = {
      orderNumber,
      policyNumber: policy.policyNumber,
      uid: policy.uid,
      email: policy.email,
      locale: policy.locale,
      attempt: (current?.attempt ?? 0) + 1,
      reason: input.reason,
      endDate,
      requestedAt: Timestamp.fromDate(now),
      requestedBy,
      state: 'requested',
      documents: document ? [document] : [],
      missingDocuments: [],
      refusal: null,
      coverEndsAt: null,
      bonusMalusClass: null,
      answeredAt: null,
      refund: null,
      transferIban: iban,
      emailedAt: null,
      leaseUntil: null,
      updatedAt: Timestamp.fromDate(now),
      // The proof and the decision are records of the policy: kept as long as its own (store/retention.ts).
      expireAt: retentionOfPaidRecord(policy.endsAt.toDate()),
    };
    return { create: ending, result: ending };
  });
  if (document && !created.documents.some((kept) => kept.documentId === document.documentId))
    await deleteFile(policyEndDocumentPath(orderNumber, document.documentId)).catch((error: unknown) =>
      logger.warn('Unlisted policy end document left in storage', { orderNumber, error }),
    );
  logger.info('Policy end requested', { orderNumber, reason: input.reason, endDate, by: requestedBy.kind });
  return (await carryOnPolicyEnding(orderNumber, now)) ?? created;
}

/** `endPolicy`: the policyholder (the account, or a guest's access token) ends a policy. */
export async function endPolicy(
  input: EndPolicyRequest,
  context: CallContext,
  now = new Date(),
): Promise<EndPolicyResponse> {
  const policy = await policyOfCaller(input, context, now);
  return { ending: viewOfEnding(await requestEnding(policy, input, { kind: 'driver' }, now)) };
}

/**
 * Staff end a policy on the policyholder's word by phone (the console audits who and why). A reason that takes proof
 * is sent without it: the insurer asks for it, and the driver adds it on the policy's page.
 */
export async function endPolicyOnRequest(
  orderNumber: string,
  request: { reason: PolicyEndReason; endDate: string | null },
  staffUid: string,
  now = new Date(),
): Promise<PolicyEndingRecord> {
  const policy = await readPolicy(orderNumber);
  if (!policy) throw new DomainError('not-found', { errorKey: policyEndErrorKeys.notFound });
  return requestEnding(
    policy,
    { reason: request.reason, ...(request.endDate ? { endDate: request.endDate } : {}) },
    { kind: 'staff', uid: staffUid },
    now,
  );
}

/** A document the driver added after the insurer asked for it, not yet sent on. */
export const hasUnsentDocument = (ending: PolicyEndingRecord) =>
  ending.documents.some((document) => document.sentToInsurerAt === null);

/** Takes the ending's lease when it has a step to run and nobody holds it; undefined otherwise. */
async function takeLease(orderNumber: string, now: Date): Promise<PolicyEndingRecord | undefined> {
  return changePolicyEnding(orderNumber, (current) => {
    const due =
      current &&
      (current.state === 'requested' ||
        (current.state === 'documents-missing' && hasUnsentDocument(current)) ||
        (current.state === 'ended' &&
          ((current.refund?.state === 'pending' && current.refund.method === 'card') || current.emailedAt === null)));
    if (!current || !due || (current.leaseUntil && current.leaseUntil.toMillis() > now.getTime()))
      return { result: undefined };
    const leaseUntil = Timestamp.fromMillis(now.getTime() + leaseMs);
    return { update: { leaseUntil }, result: { ...current, leaseUntil } };
  });
}

/** A kept document as the insurer takes it, its bytes read back from storage. */
async function insurerDocument(orderNumber: string, document: PolicyEndDocumentFile) {
  const file = await readFile(policyEndDocumentPath(orderNumber, document.documentId));
  if (!file) throw new Error(`Policy end document ${document.documentId} is gone`);
  return {
    documentId: document.documentId,
    code: document.code,
    fileName: document.fileName,
    contentType: document.contentType,
    sha256: document.sha256,
    data: file.bytes.toString('base64'),
  };
}

/** Sends the insurer the documents it asked for, one by one; its answer to the last is the decision. */
async function sendMissingDocuments(ending: PolicyEndingRecord): Promise<InsurerPolicyCancellation | undefined> {
  let decision: InsurerPolicyCancellation | undefined;
  for (const document of ending.documents.filter((kept) => kept.sentToInsurerAt === null))
    decision = await insurer().sendPolicyCancellationDocument({
      cancellationId: cancellationIdOf(ending),
      document: await insurerDocument(ending.orderNumber, document),
    });
  return decision;
}

/** The insurer's decision on the ending, with the documents it holds. */
async function askInsurer(ending: PolicyEndingRecord, policy: PolicyDocument): Promise<InsurerPolicyCancellation> {
  const documents = await Promise.all(
    ending.documents.map((document) => insurerDocument(ending.orderNumber, document)),
  );
  return insurer().cancelPolicy({
    cancellationId: cancellationIdOf(ending),
    policyNumber: policy.policyNumber,
    licensePlate: policy.vehicle.licensePlate,
    vin: policy.vehicle.vin,
    issuedAt: policy.issuedAt.toDate().toISOString(),
    policyStartsAt: policy.startsAt.toDate().toISOString(),
    policyEndsAt: policy.endsAt.toDate().toISOString(),
    paidAmount: policy.total,
    paymentPlan: policy.paymentPlan ?? { kind: 'single' },
    reason: ending.reason,
    effectiveDate: displayDateToIso(ending.endDate) ?? '',
    documents,
  });
}

/** The decision written on the ending, and on the policy once the cover has ended, in one transaction. */
async function applyDecision(ending: PolicyEndingRecord, decision: InsurerPolicyCancellation, now: Date) {
  return changePolicyEnding(ending.orderNumber, (current, transaction) => {
    if (!current || (current.state !== 'requested' && current.state !== 'documents-missing'))
      return { result: current ?? ending };
    const answeredAt = Timestamp.fromDate(now);
    // What the insurer was sent is what this decision read; a document added meanwhile is still to send.
    const sent = new Set(ending.documents.map((document) => document.documentId));
    const documents = current.documents.map((document) =>
      sent.has(document.documentId) && document.sentToInsurerAt === null
        ? { ...document, sentToInsurerAt: answeredAt }
        : document,
    );
    if (decision.state !== 'accepted') {
      const update: Partial<PolicyEndingRecord> = {
        state: decision.state === 'refused' ? 'refused' : 'documents-missing',
        documents,
        missingDocuments: decision.missingDocuments,
        refusal: decision.refusal,
        answeredAt,
      };
      return { update, result: { ...current, ...update } };
    }
    const coverEndsAt = Timestamp.fromDate(new Date(decision.coverEndsAt ?? now.toISOString()));
    const amount = decision.refundAmount ?? 0;
    const update: Partial<PolicyEndingRecord> = {
      state: 'ended',
      documents,
      missingDocuments: [],
      refusal: null,
      coverEndsAt,
      bonusMalusClass: decision.bonusMalusClass,
      answeredAt,
      refund: {
        amount,
        method: amount > 0 ? 'card' : null,
        state: amount > 0 ? 'pending' : 'none',
        ibanMasked: null,
        refundId: null,
        paidAt: null,
        attempts: 0,
        lastError: null,
      },
    };
    transaction.update(policyRef(ending.orderNumber), {
      ended: { reason: current.reason, coverEndsAt, endedAt: answeredAt },
    });
    return { update, result: { ...current, ...update } };
  });
}

/**
 * The money back through the card's gateway: one refund per order there, so a retry after a lost answer is told
 * `already-refunded`, and the order's status then says whether the first went through. A card the gateway will not
 * refund (the order too old for it, say) is paid to the IBAN the driver gave, or waits for one.
 */
async function refund(ending: PolicyEndingRecord, now: Date): Promise<NonNullable<PolicyEndingRecord['refund']>> {
  const owed = ending.refund;
  if (!owed || owed.state !== 'pending' || owed.method !== 'card') throw new Error('No card refund is owed');
  // Staff refunded the whole payment before (the order says so): the money is back on the card already, and more
  // of it than the insurer answered; sending the ending's refund too, or to an IBAN, would pay twice.
  if ((await readOrder(ending.orderNumber))?.refundState === 'refunded') {
    logger.info('Policy end refund already paid by the full refund of the order', { orderNumber: ending.orderNumber });
    return { ...owed, state: 'paid', paidAt: Timestamp.fromDate(now), lastError: null };
  }
  const attempt = { ...owed, attempts: owed.attempts + 1 };
  try {
    const { refundId } = await gateway().refund(ending.orderNumber, toCents(owed.amount));
    logger.info('Policy end refunded to the card', { orderNumber: ending.orderNumber, refundId });
    return { ...attempt, state: 'paid', refundId, paidAt: Timestamp.fromDate(now), lastError: null };
  } catch (error) {
    if (!(error instanceof GatewayFailure)) throw error;
    if (error.kind === 'unavailable') {
      logger.warn('Policy end refund failed; the schedule retries it', { orderNumber: ending.orderNumber, error });
      return { ...attempt, lastError: error.message };
    }
    // Refused: either an earlier attempt of ours went through after all (its answer was lost), or the card cannot
    // take this refund back.
    const status = await gateway()
      .orderStatus(ending.orderNumber)
      .catch(() => null);
    if (status?.status === 'refunded' && owed.attempts > 0)
      return { ...attempt, state: 'paid', paidAt: Timestamp.fromDate(now), lastError: null };
    logger.warn('The card cannot take the policy end refund back', { orderNumber: ending.orderNumber, error });
    return ending.transferIban
      ? { ...attempt, method: 'iban', ibanMasked: maskIban(ending.transferIban), lastError: error.message }
      : { ...attempt, method: null, state: 'needs-iban', lastError: error.message };
  }
}

/**
 * Runs the steps the ending still owes, under its lease: the insurer's decision, the refund, the e-mail. Answers the
 * ending as it left it, or undefined when another run holds it or nothing was due. Failures stay for the schedule.
 */
export async function carryOnPolicyEnding(orderNumber: string, now = new Date()) {
  let ending = await takeLease(orderNumber, now);
  if (!ending) return undefined;
  try {
    const policy = await readPolicy(orderNumber);
    if (!policy) throw new Error(`Policy ${orderNumber} is gone`);
    if (ending.state === 'requested' || (ending.state === 'documents-missing' && hasUnsentDocument(ending))) {
      try {
        const decision =
          ending.state === 'requested' ? await askInsurer(ending, policy) : await sendMissingDocuments(ending);
        if (decision) ending = await applyDecision(ending, decision, now);
        logger.info('Policy end decided', { orderNumber, state: ending.state, refusal: ending.refusal });
      } catch (error) {
        if (!(error instanceof InsurerFailure)) throw error;
        logger.warn('Policy end not decided by the insurer; the schedule asks again', { orderNumber, error });
      }
    }
    // A transfer to an IBAN is staff's to order (and to mark paid); the card's refund is ours to send.
    if (ending.state === 'ended' && ending.refund?.state === 'pending' && ending.refund.method === 'card') {
      const outcome = await refund(ending, now);
      // Paid to the card: the account given for a transfer is not needed, and not kept.
      ending = await writeEnding(orderNumber, {
        refund: outcome,
        ...(outcome.state === 'paid' ? { transferIban: null } : {}),
      });
    }
    if (ending.state === 'ended' && ending.emailedAt === null && (await sendPolicyEndEmail(ending, policy)))
      ending = await writeEnding(orderNumber, { emailedAt: Timestamp.fromDate(now) });
  } finally {
    ending = await writeEnding(orderNumber, { leaseUntil: null });
  }
  return ending;
}

const writeEnding = (orderNumber: string, update: Partial<PolicyEndingRecord>) =>
  changePolicyEnding(orderNumber, (current) => {
    if (!current) throw new Error(`Policy ending ${orderNumber} is gone`);
    return { update, result: { ...current, ...update } };
  });

/** The schedule's run: every ending that still owes a step. Answers how many it carried on. */
export async function carryOnPolicyEndings(now = new Date(), limit = 50): Promise<number> {
  let carried = 0;
  for (const orderNumber of await endingsToCarryOn(now, limit)) {
    try {
      if (await carryOnPolicyEnding(orderNumber, now)) carried += 1;
    } catch (error) {
      logger.error('Policy ending not carried on', { orderNumber, error: String(error) });
    }
  }
  return carried;
}

/**
 * `completePolicyEnding`: what the ending waits for. A document the insurer asked for is kept, and sent on at once
 * with the ones before it; an IBAN for a refund the card could not take back is kept whole for the transfer staff
 * order (and masked on the view). Anything else is `nothingAwaited`.
 */
export async function completePolicyEnding(
  input: CompletePolicyEndingRequest,
  context: CallContext,
  now = new Date(),
): Promise<CompletePolicyEndingResponse> {
  await policyOfCaller(input, context, now);
  const nothingAwaited = () => refused(policyEndErrorKeys.nothingAwaited);
  const existing = await readPolicyEnding(input.orderNumber);
  if (!existing) throw nothingAwaited();
  if (input.iban) {
    const iban = normaliseIban(input.iban);
    const ending = await changePolicyEnding(input.orderNumber, (current) => {
      if (current?.state !== 'ended' || current.refund?.state !== 'needs-iban') {
        // The same account again (a retry after a lost answer) answers what the first did.
        if (current?.transferIban === iban) return { result: current };
        throw nothingAwaited();
      }
      const update: Partial<PolicyEndingRecord> = {
        transferIban: iban,
        refund: { ...current.refund, method: 'iban', state: 'pending', ibanMasked: maskIban(iban) },
      };
      return { update, result: { ...current, ...update } };
    });
    logger.info('Policy end refund account given', { orderNumber: input.orderNumber });
    return { ending: viewOfEnding(ending) };
  }
  const given = input.document;
  if (!given) throw nothingAwaited();
  const isKept = (ending: PolicyEndingRecord) => ending.documents.some((kept) => kept.documentId === given.documentId);
  if (!isKept(existing)) {
    if (
      existing.state !== 'documents-missing' ||
      !existing.missingDocuments.includes(given.code as PolicyEndDocumentCode)
    )
      throw nothingAwaited();
    const document = await keepDocument(input.orderNumber, given, now);
    await changePolicyEnding(input.orderNumber, (current) => {
      if (!current || isKept(current)) return { result: undefined };
      if (current.state !== 'documents-missing' || !current.missingDocuments.includes(document.code))
        throw nothingAwaited();
      return { update: { documents: [...current.documents, document] }, result: undefined };
    });
    logger.info('Policy end document added', { orderNumber: input.orderNumber, code: document.code });
  }
  const ending = (await carryOnPolicyEnding(input.orderNumber, now)) ?? (await readPolicyEnding(input.orderNumber));
  if (!ending) throw nothingAwaited();
  return { ending: viewOfEnding(ending) };
}

/** `getPolicyEndConfirmation`: the confirmation's PDF, once the insurer ended the cover. */
export async function getPolicyEndConfirmation(
  input: GetPolicyEndConfirmationRequest,
  context: CallContext,
  now = new Date(),
): Promise<GetPolicyEndConfirmationResponse> {
  const policy = await policyOfCaller(input, context, now);
  const ending = await readPolicyEnding(input.orderNumber);
  if (ending?.state !== 'ended') throw new DomainError('not-found', { errorKey: policyEndErrorKeys.notFound });
  const [{ policyEndConfirmationFileName }, pdf] = await Promise.all([
    import('../documents/policy-end-confirmation-pdf.js'),
    renderPolicyEndConfirmation(ending, policy),
  ]);
  return { fileName: policyEndConfirmationFileName(ending), pdfBase64: Buffer.from(pdf).toString('base64') };
}

/**
 * Staff's "send the refund now": the card refund the schedule has not got through yet, run at once under the lease.
 * False when none is owed to the card or a run holds the ending (it is being sent now).
 */
export async function retryEndingRefund(orderNumber: string, now = new Date()): Promise<boolean> {
  const ending = await readPolicyEnding(orderNumber);
  if (ending?.refund?.state !== 'pending' || ending.refund.method !== 'card') return false;
  return (await carryOnPolicyEnding(orderNumber, now)) !== undefined;
}

/**
 * Staff ordered the transfer to the IBAN the driver gave and the bank made it: the refund is paid, and the account,
 * needed no more, is not kept. False when no transfer is owed.
 */
export async function markEndingTransferPaid(orderNumber: string, now = new Date()): Promise<boolean> {
  return changePolicyEnding(orderNumber, (current) => {
    const owed = current?.refund;
    if (!owed || owed.state !== 'pending' || owed.method !== 'iban') return { result: false };
    return {
      update: {
        refund: { ...owed, state: 'paid', paidAt: Timestamp.fromDate(now), lastError: null },
        transferIban: null,
      },
      result: true,
    };
  });
}

/** Staff's "send the confirmation again": the same PDF to the policy's e-mail. False when the policy has not ended. */
export async function resendEndingConfirmation(orderNumber: string, now = new Date()): Promise<boolean> {
  const [ending, policy] = await Promise.all([readPolicyEnding(orderNumber), readPolicy(orderNumber)]);
  if (ending?.state !== 'ended' || !policy) return false;
  if (!(await sendPolicyEndEmail(ending, policy)))
    throw new DomainError('unavailable', { errorKey: errorKeys.generic });
  await writeEnding(orderNumber, { emailedAt: Timestamp.fromDate(now) });
  return true;
}
