import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { ClaimDocumentContentType } from '../contracts/claim.js';
import type {
  PolicyEndDocumentCode,
  PolicyEndingState,
  PolicyEndReason,
  PolicyEndRefusal,
  RefundMethod,
  RefundState,
} from '../contracts/policy-ending.js';
import type { PurchaseLocale } from '../contracts/purchase-locales.js';
import { collections } from './collection-names.js';
import { db } from './firestore.js';

/** A proof document, kept privately in storage (services/policy-endings.ts `policyEndDocumentPath`). */
export interface PolicyEndDocumentFile {
  documentId: string;
  code: PolicyEndDocumentCode;
  fileName: string;
  contentType: ClaimDocumentContentType;
  size: number;
  sha256: string;
  uploadedAt: Timestamp;
  sentToInsurerAt: Timestamp | null;
}

/**
 * `policyEndings/{orderNumber}`: the one early end of a policy, created by whoever asks first, so ten requests at
 * once make one ending, one refund and one e-mail (docs/decisions/0031-policy-endings.md). A refused ending may be
 * asked again (another reason, a later day): `attempt` grows, and with it the id the insurer knows it by.
 */
export interface PolicyEndingRecord {
  orderNumber: string;
  policyNumber: string;
  uid: string | null;
  email: string;
  locale: PurchaseLocale;
  attempt: number;
  reason: PolicyEndReason;
  /** dd/MM/yyyy. */
  endDate: string;
  requestedAt: Timestamp;
  /** Who asked: the policyholder, or staff for a policyholder who phoned (the audit log has the reason). */
  requestedBy: { kind: 'driver' } | { kind: 'staff'; uid: string };
  state: PolicyEndingState;
  documents: PolicyEndDocumentFile[];
  missingDocuments: PolicyEndDocumentCode[];
  refusal: PolicyEndRefusal | null;
  coverEndsAt: Timestamp | null;
  bonusMalusClass: number | null;
  /** The insurer's latest answer; null until it has answered. */
  answeredAt: Timestamp | null;
  /** Set once the insurer ended the cover. */
  refund: {
    amount: number;
    method: RefundMethod | null;
    state: RefundState;
    /** The IBAN the driver gave, masked: the transfer order (`ibanOrder`) holds it whole until it is sent. */
    ibanMasked: string | null;
    refundId: string | null;
    paidAt: Timestamp | null;
    attempts: number;
    lastError: string | null;
  } | null;
  /**
   * The IBAN the driver gave for a refund the card cannot take back, whole, for the transfer staff order; emptied
   * once it is paid. Closed to clients like the whole collection.
   */
  transferIban: string | null;
  /** The confirmation's e-mail, once SendGrid took it. */
  emailedAt: Timestamp | null;
  /** While a run (a request, the schedule) is sending it on: nobody else does meanwhile. */
  leaseUntil: Timestamp | null;
  updatedAt: Timestamp;
  expireAt: Timestamp;
}

export const policyEndingRef = (orderNumber: string) => db().collection(collections.policyEndings).doc(orderNumber);

export async function readPolicyEnding(orderNumber: string): Promise<PolicyEndingRecord | undefined> {
  const snapshot = await policyEndingRef(orderNumber).get();
  return snapshot.exists ? (snapshot.data() as PolicyEndingRecord) : undefined;
}

/** The endings of these orders that exist, in one read. */
export async function readPolicyEndings(orderNumbers: string[]): Promise<Map<string, PolicyEndingRecord>> {
  if (orderNumbers.length === 0) return new Map();
  const snapshots = await db().getAll(...orderNumbers.map(policyEndingRef));
  return new Map(
    snapshots
      .filter((snapshot) => snapshot.exists)
      .map((snapshot) => [snapshot.id, snapshot.data() as PolicyEndingRecord]),
  );
}

/**
 * Reads the ending and writes what `decide` answers, in one transaction; `decide` may throw to refuse, and answer
 * `create` for an ending that does not exist yet (or replaces a refused one).
 */
export async function changePolicyEnding<T>(
  orderNumber: string,
  decide: (
    current: PolicyEndingRecord | undefined,
    transaction: Transaction,
  ) =>
    | { update?: Partial<PolicyEndingRecord>; create?: PolicyEndingRecord; result: T }
    | Promise<{ update?: Partial<PolicyEndingRecord>; create?: PolicyEndingRecord; result: T }>,
): Promise<T> {
  return db().runTransaction(
    async (transaction) => {
      const ref = policyEndingRef(orderNumber);
      const snapshot = await transaction.get(ref);
      const current = snapshot.exists ? (snapshot.data() as PolicyEndingRecord) : undefined;
      const { update, create, result } = await decide(current, transaction);
      if (create) transaction.set(ref, create);
      else if (update && current) transaction.update(ref, { ...update, updatedAt: Timestamp.now() });
      return result;
    },
    { maxAttempts: 20 },
  );
}

/**
 * Endings a run must carry on: not yet answered by the insurer, a document added that the insurer has not had yet, or
 * ended with a card refund still owed or an e-mail
 * not yet sent, and not leased by a run under way. A transfer to an IBAN waits for staff, not for a run.
 */
export async function endingsToCarryOn(now: Date, limit: number): Promise<string[]> {
  const [unanswered, waiting, unpaid, unmailed] = await Promise.all([
    db().collection(collections.policyEndings).where('state', '==', 'requested').limit(limit).get(),
    // Few wait for a document, and fewer have one the driver added that did not reach the insurer: read in memory.
    db().collection(collections.policyEndings).where('state', '==', 'documents-missing').limit(limit).get(),
    db()
      .collection(collections.policyEndings)
      .where('refund.state', '==', 'pending')
      .where('refund.method', '==', 'card')
      .limit(limit)
      .get(),
    db()
      .collection(collections.policyEndings)
      .where('state', '==', 'ended')
      .where('emailedAt', '==', null)
      .limit(limit)
      .get(),
  ]);
  const free = (record: PolicyEndingRecord) => !record.leaseUntil || record.leaseUntil.toMillis() <= now.getTime();
  return [
    ...new Set(
      [
        ...unanswered.docs,
        ...waiting.docs.filter((snapshot) =>
          (snapshot.data() as PolicyEndingRecord).documents.some((document) => document.sentToInsurerAt === null),
        ),
        ...unpaid.docs,
        ...unmailed.docs,
      ]
        .filter((snapshot) => free(snapshot.data() as PolicyEndingRecord))
        .map((snapshot) => snapshot.id),
    ),
  ].slice(0, limit);
}
