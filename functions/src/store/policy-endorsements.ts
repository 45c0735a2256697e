import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { AddressChange, EndorsementRefusal, EndorsementState } from '../contracts/policy-details.js';
import type { PurchaseLocale } from '../contracts/purchase-locales.js';
import { collections } from './collection-names.js';
import { db } from './firestore.js';

/**
 * `policyEndorsements/{orderNumber}-E{attempt}`: one address change of a policy as the insurer takes it
 * (docs/decisions/0033-policy-changes.md). Created in the transaction that marks it pending on the policy, so ten
 * requests at once make one; the insurer knows it by this id and answers the same id with the same endorsement.
 */
export interface PolicyEndorsementRecord {
  endorsementId: string;
  orderNumber: string;
  policyNumber: string;
  email: string;
  locale: PurchaseLocale;
  /** The version it changes; an issued endorsement makes `baseVersion + 1`. */
  baseVersion: number;
  address: AddressChange;
  requestedAt: Timestamp;
  requestedBy: { kind: 'driver' } | { kind: 'staff'; uid: string };
  state: EndorsementState;
  endorsementNumber: string | null;
  refusal: EndorsementRefusal | null;
  effectiveAt: Timestamp | null;
  answeredAt: Timestamp | null;
  /** Tries at the insurer that got no answer, and the last failure: what the schedule and staff see. */
  attempts: number;
  lastError: string | null;
  /** The new version's e-mail, once SendGrid took it. */
  emailedAt: Timestamp | null;
  leaseUntil: Timestamp | null;
  updatedAt: Timestamp;
  expireAt: Timestamp;
}

export const policyEndorsementRef = (endorsementId: string) =>
  db().collection(collections.policyEndorsements).doc(endorsementId);

export async function readPolicyEndorsement(endorsementId: string): Promise<PolicyEndorsementRecord | undefined> {
  const snapshot = await policyEndorsementRef(endorsementId).get();
  return snapshot.exists ? (snapshot.data() as PolicyEndorsementRecord) : undefined;
}

/** The policy's endorsements, oldest first. */
export async function endorsementsOfPolicy(orderNumber: string): Promise<PolicyEndorsementRecord[]> {
  const snapshot = await db().collection(collections.policyEndorsements).where('orderNumber', '==', orderNumber).get();
  return snapshot.docs
    .map((doc) => doc.data() as PolicyEndorsementRecord)
    .sort((a, b) => a.requestedAt.toMillis() - b.requestedAt.toMillis());
}

/** Reads the endorsement and writes what `decide` answers, in one transaction (which may read the policy too). */
export async function changePolicyEndorsement<T>(
  endorsementId: string,
  decide: (
    current: PolicyEndorsementRecord | undefined,
    transaction: Transaction,
  ) => Promise<{ update?: Partial<PolicyEndorsementRecord>; result: T }>,
): Promise<T> {
  return db().runTransaction(
    async (transaction) => {
      const ref = policyEndorsementRef(endorsementId);
      const snapshot = await transaction.get(ref);
      const current = snapshot.exists ? (snapshot.data() as PolicyEndorsementRecord) : undefined;
      const { update, result } = await decide(current, transaction);
      if (update && current) transaction.update(ref, { ...update, updatedAt: Timestamp.now() });
      return result;
    },
    { maxAttempts: 20 },
  );
}

/** Endorsements a run must carry on: not yet answered, or issued with the e-mail not sent, and not leased. */
export async function endorsementsToCarryOn(now: Date, limit: number): Promise<string[]> {
  const [unanswered, unmailed] = await Promise.all([
    db().collection(collections.policyEndorsements).where('state', '==', 'requested').limit(limit).get(),
    db()
      .collection(collections.policyEndorsements)
      .where('state', '==', 'issued')
      .where('emailedAt', '==', null)
      .limit(limit)
      .get(),
  ]);
  const free = (record: PolicyEndorsementRecord) => !record.leaseUntil || record.leaseUntil.toMillis() <= now.getTime();
  return [...unanswered.docs, ...unmailed.docs]
    .filter((snapshot) => free(snapshot.data() as PolicyEndorsementRecord))
    .map((snapshot) => snapshot.id)
    .slice(0, limit);
}
