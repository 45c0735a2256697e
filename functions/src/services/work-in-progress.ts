import type { Timestamp } from 'firebase-admin/firestore';
import { errorKeys } from '../contracts/error-keys.js';
import {
  onboardingProgressSteps,
  type GetWorkInProgressRequest,
  type OnboardingProgress,
  type SaveWorkInProgressRequest,
  type SaveWorkInProgressResponse,
  type WorkInProgressRecord,
} from '../contracts/work-in-progress.js';
import { normalizeLicensePlate } from '../contracts/license-plate.js';
import { normalizeVin } from '../contracts/vin.js';
import { DomainError } from './domain-error.js';
import { createWorkInProgress, readWorkInProgress, updateWorkInProgress } from '../store/work-in-progress.js';
import { clientContextOf } from './client-context.js';

export const progressRank = (progress: OnboardingProgress | null): number =>
  progress === null ? -1 : onboardingProgressSteps.indexOf(progress);

const notFound = () => new DomainError('not-found', { errorKey: errorKeys.workInProgressNotFound });

function normalizedFields(fields: SaveWorkInProgressRequest['fields'] = {}) {
  return {
    ...fields,
    ...(fields.licensePlate ? { licensePlate: normalizeLicensePlate(fields.licensePlate) } : {}),
    ...(fields.vin ? { vin: normalizeVin(fields.vin) } : {}),
  };
}

export async function saveWorkInProgress(input: SaveWorkInProgressRequest): Promise<SaveWorkInProgressResponse> {
  const fields = normalizedFields(input.fields);
  const context = clientContextOf(input);
  if (!input.wipId) {
    const wipId = await createWorkInProgress({
      fields,
      lastStep: input.lastStep,
      onboardingProgress: input.onboardingProgress ?? null,
      ...context,
    });
    return { wipId };
  }
  const updated = await updateWorkInProgress(
    input.wipId,
    { fields, lastStep: input.lastStep, onboardingProgress: input.onboardingProgress ?? undefined, ...context },
    progressRank,
  );
  if (!updated) throw notFound();
  return { wipId: input.wipId };
}

/** Records a step only the server knows of (a pricing failure, a payment), when the flow has a record. */
export async function markWorkInProgressStep(
  wipId: string | null | undefined,
  lastStep: string,
  onboardingProgress?: OnboardingProgress,
): Promise<void> {
  if (wipId) await updateWorkInProgress(wipId, { lastStep, onboardingProgress }, progressRank);
}

const iso = (timestamp: Timestamp) => timestamp.toDate().toISOString();

export async function getWorkInProgress(input: GetWorkInProgressRequest): Promise<WorkInProgressRecord> {
  const record = await readWorkInProgress(input.wipId);
  if (!record) throw notFound();
  const { fields } = record;
  return {
    wipId: input.wipId,
    fields: {
      licensePlate: fields.licensePlate ?? null,
      vin: fields.vin ?? null,
      dateOfBirth: fields.dateOfBirth ?? null,
      PIN: fields.PIN ?? null,
      email: fields.email ?? null,
      phone: fields.phone ?? null,
      prefix: fields.prefix ?? null,
      policyAccepted: fields.policyAccepted ?? null,
    },
    lastStep: record.lastStep,
    onboardingProgress: record.onboardingProgress,
    lastSeenAt: iso(record.lastSeenAt),
    updatedAt: iso(record.updatedAt),
  };
}
