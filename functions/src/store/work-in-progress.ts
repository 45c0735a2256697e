import { FieldValue, Timestamp, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { OnboardingProgress, WorkInProgressFields } from '../contracts/work-in-progress.js';
import { collections } from './collection-names.js';
import { db } from './firestore.js';
import { retentionOfWorkInProgress } from './retention.js';

/** `workInProgress/{wipId}`: the spec's fields plus where the request came from. */
export interface WorkInProgressDocument {
  fields: Partial<WorkInProgressFields>;
  lastStep: string;
  onboardingProgress: OnboardingProgress | null;
  quoteId?: string | null;
  platform: string;
  platformVersion: string;
  utmTags: Record<string, string>;
  deviceType: string | null;
  referrerId: string | null;
  referralIndividualId: string | null;
  /** SHA-256 of the write secret; absent on records from before it existed, which no client can then change. */
  tokenHash?: string;
  /** Wrong dates of birth given through the resume link. */
  identityFailures?: number;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  updatedAt: Timestamp;
  /** When the TTL policy deletes the record: moved forward by every save (store/retention.ts). */
  expireAt: Timestamp;
}

const wipRef = (wipId: string) => db().collection(collections.workInProgress).doc(wipId);

export async function readWorkInProgress(wipId: string): Promise<WorkInProgressDocument | undefined> {
  const snapshot = await wipRef(wipId).get();
  return snapshot.exists ? (snapshot.data() as WorkInProgressDocument) : undefined;
}

/** Creates the record; its id is random (Firestore's 20 characters), long enough not to be guessed from a link. */
export async function createWorkInProgress(
  data: Omit<WorkInProgressDocument, 'createdAt' | 'lastSeenAt' | 'updatedAt' | 'expireAt'>,
): Promise<string> {
  const ref = db().collection(collections.workInProgress).doc();
  await ref.set({
    ...data,
    createdAt: FieldValue.serverTimestamp(),
    lastSeenAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    expireAt: retentionOfWorkInProgress(new Date()),
  });
  return ref.id;
}

/**
 * Updates the record in a transaction: given fields overwrite, absent ones stay; `onboardingProgress` only moves
 * forward (`rank` orders the steps). Answers 'missing' when there is no such record and 'refused' when `accepts`
 * turns the current record down (then nothing changes).
 */
export async function updateWorkInProgress(
  wipId: string,
  update: Partial<
    Omit<WorkInProgressDocument, 'createdAt' | 'lastSeenAt' | 'updatedAt' | 'expireAt' | 'fields' | 'identityFailures'>
  > & {
    fields?: Partial<WorkInProgressFields>;
  },
  rank: (progress: OnboardingProgress | null) => number,
  accepts: (current: WorkInProgressDocument) => boolean = () => true,
): Promise<'updated' | 'missing' | 'refused'> {
  const ref = wipRef(wipId);
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return 'missing';
    const current = snapshot.data() as WorkInProgressDocument;
    if (!accepts(current)) return 'refused';
    const { fields, onboardingProgress, ...rest } = update;
    const keepProgress =
      onboardingProgress === undefined || rank(onboardingProgress) <= rank(current.onboardingProgress);
    transaction.update(ref, {
      ...rest,
      ...Object.fromEntries(Object.entries(fields ?? {}).map(([key, value]) => [`fields.${key}`, value])),
      ...(keepProgress ? {} : { onboardingProgress }),
      lastSeenAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      expireAt: retentionOfWorkInProgress(new Date()),
    });
    return 'updated';
  });
}

/**
 * The resume link's identity check, in one transaction: once `maxFailures` wrong answers are recorded it answers
 * 'locked' whatever is given; a wrong answer is counted; the right one stores a new write secret's hash.
 */
export async function proveWorkInProgressIdentity(
  wipId: string,
  isRight: (record: WorkInProgressDocument) => boolean,
  newTokenHash: string,
  maxFailures: number,
): Promise<'missing' | 'locked' | 'wrong' | WorkInProgressDocument> {
  const ref = wipRef(wipId);
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return 'missing';
    const record = snapshot.data() as WorkInProgressDocument;
    const failures = record.identityFailures ?? 0;
    if (failures >= maxFailures) return 'locked';
    if (!isRight(record)) {
      transaction.update(ref, { identityFailures: failures + 1 });
      return failures + 1 >= maxFailures ? 'locked' : 'wrong';
    }
    transaction.update(ref, { tokenHash: newTokenHash });
    return record;
  });
}

/** Records created in `[from, to)`: what the support console's funnel counts and exports. */
export interface CreatedPeriod {
  from: Date;
  to: Date;
}

/** What a funnel count narrows the period's records to; the fields are in firestore.indexes.json with `createdAt`. */
export interface WorkInProgressFilter {
  progress?: OnboardingProgress | readonly OnboardingProgress[];
  lastStep?: string;
  contactConsent?: boolean;
}

function createdIn(period: CreatedPeriod, filter: WorkInProgressFilter = {}): Query {
  let query: Query = db()
    .collection(collections.workInProgress)
    .where('createdAt', '>=', Timestamp.fromDate(period.from))
    .where('createdAt', '<', Timestamp.fromDate(period.to));
  const { progress, lastStep, contactConsent } = filter;
  if (typeof progress === 'string') query = query.where('onboardingProgress', '==', progress);
  else if (progress) query = query.where('onboardingProgress', 'in', progress);
  if (lastStep !== undefined) query = query.where('lastStep', '==', lastStep);
  if (contactConsent !== undefined) query = query.where('fields.contactConsent', '==', contactConsent);
  return query;
}

/** A count aggregation: the records themselves are never read. */
export async function countWorkInProgress(period: CreatedPeriod, filter?: WorkInProgressFilter): Promise<number> {
  return (await createdIn(period, filter).count().get()).data().count;
}

/** Records read per request while exporting: a page, not the period. */
const exportPageSize = 1000;

/** The matching records, newest first, at most `limit`, read a page at a time. */
export async function readWorkInProgressCreatedIn(
  period: CreatedPeriod,
  filter: WorkInProgressFilter,
  limit: number,
): Promise<{ id: string; record: WorkInProgressDocument }[]> {
  const ordered = createdIn(period, filter).orderBy('createdAt', 'desc').orderBy('__name__', 'desc');
  const rows: { id: string; record: WorkInProgressDocument }[] = [];
  let last: QueryDocumentSnapshot | undefined;
  while (rows.length < limit) {
    const wanted = Math.min(exportPageSize, limit - rows.length);
    const page = await (last ? ordered.startAfter(last) : ordered).limit(wanted).get();
    rows.push(...page.docs.map((doc) => ({ id: doc.id, record: doc.data() as WorkInProgressDocument })));
    last = page.docs.at(-1);
    if (page.size < wanted) break;
  }
  return rows;
}
