import type { Timestamp } from 'firebase-admin/firestore';
import { errorKeys } from '../contracts/error-keys.js';
import {
  onboardingProgressSteps,
  resumeIdentityAttempts,
  resumeLinkValidDays,
  type GetWorkInProgressRequest,
  type OnboardingProgress,
  type SaveWorkInProgressRequest,
  type SaveWorkInProgressResponse,
  type WorkInProgressRecord,
} from '../contracts/work-in-progress.js';
import { normalizeLicensePlate } from '../contracts/license-plate.js';
import { normalizeVin } from '../contracts/vin.js';
import { DomainError, type CallContext } from './domain-error.js';
import {
  createWorkInProgress,
  proveWorkInProgressIdentity,
  readWorkInProgress,
  updateWorkInProgress,
  type WorkInProgressDocument,
} from '../store/work-in-progress.js';
import { clientContextOf } from './client-context.js';
import { keepRecord } from './record-keeping.js';
import { hashSecretToken, newSecretToken, secretTokenMatches } from './secret-token.js';

export const progressRank = (progress: OnboardingProgress | null): number =>
  progress === null ? -1 : onboardingProgressSteps.indexOf(progress);

const notFound = () => new DomainError('not-found', { errorKey: errorKeys.workInProgressNotFound });

/** An empty plate or VIN is none (contracts/validation.ts), kept as null like one never given. */
function normalizedFields(fields: SaveWorkInProgressRequest['fields'] = {}) {
  const { licensePlate, vin } = fields;
  return {
    ...fields,
    ...(licensePlate !== undefined ? { licensePlate: licensePlate ? normalizeLicensePlate(licensePlate) : null } : {}),
    ...(vin !== undefined ? { vin: vin ? normalizeVin(vin) : null } : {}),
  };
}

/**
 * A record changes only through the tab that created it (or that proved it is the driver's through the resume link):
 * it sends the record's secret. A paid record is finished and takes no client changes at all.
 */
const acceptsClientSave = (token: string | null | undefined) => (current: WorkInProgressDocument) =>
  current.onboardingProgress !== 'paid' && secretTokenMatches(token, current.tokenHash);

export async function saveWorkInProgress(input: SaveWorkInProgressRequest): Promise<SaveWorkInProgressResponse> {
  const fields = normalizedFields(input.fields);
  const context = clientContextOf(input);
  if (!input.wipId) {
    const wipToken = newSecretToken();
    const wipId = await createWorkInProgress({
      fields,
      lastStep: input.lastStep,
      onboardingProgress: input.onboardingProgress ?? null,
      tokenHash: hashSecretToken(wipToken),
      ...context,
    });
    return { wipId, wipToken };
  }
  const outcome = await updateWorkInProgress(
    input.wipId,
    { fields, lastStep: input.lastStep, onboardingProgress: input.onboardingProgress ?? undefined, ...context },
    progressRank,
    acceptsClientSave(input.wipToken),
  );
  if (outcome === 'missing') throw notFound();
  // The same answer whether the secret is wrong or the record is finished: a guesser learns nothing.
  if (outcome === 'refused') throw new DomainError('permission-denied', { errorKey: errorKeys.workInProgressNotFound });
  return { wipId: input.wipId };
}

/**
 * Records a step only the server knows of (a pricing failure, a payment), when the flow has a record. It is for
 * support, so a failure is logged and never replaces the answer of the call that took the step.
 */
export async function markWorkInProgressStep(
  wipId: string | null | undefined,
  lastStep: string,
  onboardingProgress?: OnboardingProgress,
): Promise<void> {
  if (wipId)
    await keepRecord('work-in-progress-step', () =>
      updateWorkInProgress(wipId, { lastStep, onboardingProgress }, progressRank),
    );
}

const iso = (timestamp: Timestamp) => timestamp.toDate().toISOString();
const day = 24 * 60 * 60 * 1000;

function recordOf(
  wipId: string,
  record: WorkInProgressDocument,
  proved: { wipToken: string } | null,
): WorkInProgressRecord {
  const { fields } = record;
  const personal = (value: string | boolean | null | undefined) => (proved ? (value ?? null) : null);
  return {
    wipId,
    fields: {
      licensePlate: fields.licensePlate ?? null,
      vin: fields.vin ?? null,
      dateOfBirth: personal(fields.dateOfBirth) as string | null,
      PIN: personal(fields.PIN) as string | null,
      email: personal(fields.email) as string | null,
      phone: personal(fields.phone) as string | null,
      prefix: personal(fields.prefix) as string | null,
      policyAccepted: fields.policyAccepted ?? null,
      // Given for the contact details on the record: whoever holds the link without them gives their own.
      contactConsent: personal(fields.contactConsent) as boolean | null,
    },
    identityRequired: !proved && Boolean(fields.dateOfBirth),
    ...(proved ? { wipToken: proved.wipToken } : {}),
    lastStep: record.lastStep,
    onboardingProgress: record.onboardingProgress,
    lastSeenAt: iso(record.lastSeenAt),
    updatedAt: iso(record.updatedAt),
  };
}

/**
 * `?wipId=` (docs/decisions/0004-resume-link.md): the vehicle and the progress for anyone with the link for 30 days
 * after the last save; the driver's personal details, and the right to go on saving the record, only with the date of
 * birth on the record, and after five wrong ones not at all.
 */
export async function getWorkInProgress(
  input: GetWorkInProgressRequest,
  context: CallContext,
  now = new Date(),
): Promise<WorkInProgressRecord> {
  const record = await readWorkInProgress(input.wipId);
  if (!record) throw notFound();
  if (now.getTime() - record.lastSeenAt.toMillis() > resumeLinkValidDays * day)
    throw new DomainError('failed-precondition', { errorKey: errorKeys.workInProgressExpired });
  if (!input.dateOfBirth) return recordOf(input.wipId, record, null);

  const wipToken = newSecretToken();
  const proof = await proveWorkInProgressIdentity(
    input.wipId,
    (current) => Boolean(current.fields.dateOfBirth) && current.fields.dateOfBirth === input.dateOfBirth,
    hashSecretToken(wipToken),
    resumeIdentityAttempts,
  );
  if (proof === 'missing') throw notFound();
  if (proof === 'locked') throw new DomainError('permission-denied', { errorKey: errorKeys.workInProgressLocked });
  if (proof === 'wrong') throw new DomainError('permission-denied', { errorKey: errorKeys.workInProgressIdentity });
  return recordOf(input.wipId, proof, { wipToken });
}
