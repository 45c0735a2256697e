/**
 * `claims/{statementId}`: the claim a sent accident statement became, as the insurer last told us (its whole snapshot,
 * kept as it came), with what is ours alone: who may follow it, the documents the driver uploaded, staff's notes and
 * what the console filters on. Written only by the functions (firestore.rules denies every client).
 * `claimEmails/{claimId}~{sequence}`: one per change that e-mails the drivers.
 */
import { Timestamp, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import type { PartyRole } from '../contracts/accident-statement.js';
import type { ClaimDocumentCode, ClaimDocumentContentType, ClaimState, PayeeCheckResult } from '../contracts/claim.js';
import type { InsurerClaimSnapshot } from '../insurer/insurer-api.js';
import { collections } from './collection-names.js';
import { db } from './firestore.js';

export interface ClaimDocumentFile {
  documentId: string;
  code: ClaimDocumentCode;
  fileName: string;
  contentType: ClaimDocumentContentType;
  size: number;
  sha256: string;
  uploadedAt: Timestamp;
  /** When the insurer took it; null while our call to it is still owed (the schedule retries). */
  sentToInsurerAt: Timestamp | null;
}

/**
 * A check of the claimant's account by the insurer's bank (Verification of Payee). The IBAN is kept masked, and as a
 * digest keyed with the check's token, which only the tab that asked holds: whoever reads the store learns nothing
 * of the IBAN from it, and the accept that brings the token shows it is for the same IBAN and name.
 */
export interface ClaimPayeeCheckRecord {
  /** SHA-256 of the check's token. */
  tokenHash: string;
  /** Hex HMAC-SHA256, keyed with the token, of the IBAN (normalised) and the name checked (services/claim-payee.ts). */
  digest: string;
  ibanMasked: string;
  payeeName: string;
  result: PayeeCheckResult;
  bankHeldName: string | null;
  /** The insurer's id of the check, which the accept names to it. */
  verificationId: string;
  /** The side that asked: the claimant's. */
  role: PartyRole;
  checkedAt: Timestamp;
}

/** What reached us about the claim, newest last (at most the last 100). */
export interface ClaimNotificationRecord {
  at: Timestamp;
  sequence: number;
  state: ClaimState;
  source: 'notification' | 'status' | 'answer';
  applied: boolean;
}

export interface ClaimRecord {
  claimNumber: string;
  statementId: string;
  language: 'hr' | 'en';
  /** The insurer's claim as of its highest `sequence` we have applied. */
  insurer: InsurerClaimSnapshot;
  /** Denormalised from `insurer` for queries. */
  state: ClaimState;
  sequence: number;
  /** From the statement, for the lists and the search: plates normalised (no spaces or hyphens, upper case). */
  plates: string[];
  accidentDate: string | null;
  /** The accident's time (HH:mm) and place as typed on the statement, for the driver's page. */
  accident: { time: string | null; place: string | null };
  /**
   * Each driver's e-mail (lower case) as on the statement, the side they drove, and their date of birth (dd/MM/yyyy);
   * `name` as the console shows it (claims stored before issue 42 have none).
   */
  parties: {
    role: PartyRole;
    email: string | null;
    dateOfBirth: string | null;
    plate: string | null;
    name?: string | null;
  }[];
  /** The drivers' names for the console's search (store/admin-claims.ts `driverNameKeys`); none before issue 42. */
  driverNames?: string[];
  /** The parties' e-mails, for `array-contains` (the account list and the console search). */
  emails: string[];
  /** The account that started the statement signed in. */
  uid: string | null;
  /** Guests' access: SHA-256 of each token `getClaim` gave for a proven date of birth, with its side and expiry. */
  accessTokens: { hash: string; role: PartyRole; expiresAt: Timestamp }[];
  /** Wrong dates of birth so far (`claimIdentityAttempts` locks guests out). */
  identityFailures: number;
  documents: ClaimDocumentFile[];
  notifications: ClaimNotificationRecord[];
  notes: { at: Timestamp; actorUid: string; actorEmail: string; text: string }[];
  /** The account checks of the last day, newest last (at most `payeeChecksPerDay`): none on older claims. */
  payeeChecks?: ClaimPayeeCheckRecord[];
  /**
   * What the claimant accepted the offer with: the account (masked), the name confirmed and the bank's answer, and
   * whether they went on past a warning. The record of their decision, should the money go astray.
   */
  acceptedPayee?: {
    ibanMasked: string;
    confirmedName: string;
    result: PayeeCheckResult;
    riskAcknowledged: boolean;
    checkedAt: Timestamp;
    acceptedAt: Timestamp;
  };
  /** When anything from the insurer last reached us (a duplicate too): "no word for a day" reads it. */
  lastHeardAt: Timestamp;
  /** Set when the driver uploads a document or disputes, cleared when the insurer moves the claim to another state. */
  waitingSince: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** The TTL policy's field: six years after the claim was made (docs/decisions/0003-retention.md, 0018). */
  expireAt: Timestamp;
}

export interface ClaimEmailRecord {
  claimId: string;
  sequence: number;
  state: ClaimState;
  to: string[];
  createdAt: Timestamp;
  /** SendGrid's id once it took the message; null while owed. */
  messageId: string | null;
  sentAt: Timestamp | null;
  resentAt: Timestamp | null;
  attempts: number;
  /** The recipients SendGrid has taken it for, so a retry after one of two failed mails only the other. */
  sentTo?: string[];
  /** One sender at a time: the call that applied the change and the schedule's retry never both send it. */
  leaseUntil?: Timestamp | null;
  expireAt: Timestamp;
}

export const claimRef = (claimId: string) => db().collection(collections.claims).doc(claimId);
export const claimEmailRef = (claimId: string, sequence: number) =>
  db().collection(collections.claimEmails).doc(`${claimId}~${sequence}`);

/** Creates the claim unless it exists already (a retried send): answers whether this call created it. */
export async function createClaim(claimId: string, claim: ClaimRecord): Promise<boolean> {
  return db().runTransaction(async (transaction) => {
    if ((await transaction.get(claimRef(claimId))).exists) return false;
    transaction.create(claimRef(claimId), claim);
    return true;
  });
}

export async function readClaimEmail(claimId: string, sequence: number): Promise<ClaimEmailRecord | undefined> {
  const snapshot = await claimEmailRef(claimId, sequence).get();
  return snapshot.exists ? (snapshot.data() as ClaimEmailRecord) : undefined;
}

/** A claim's e-mails, oldest first (a claim has a handful: one per change that needs the driver). */
export async function claimEmailsOf(claimId: string): Promise<ClaimEmailRecord[]> {
  const snapshot = await db().collection(collections.claimEmails).where('claimId', '==', claimId).get();
  return snapshot.docs.map((doc) => doc.data() as ClaimEmailRecord).sort((a, b) => a.sequence - b.sequence);
}

/** Reads the e-mail record and writes what `decide` answers, in one transaction. */
export async function changeClaimEmail<T>(
  claimId: string,
  sequence: number,
  decide: (current: ClaimEmailRecord | undefined) => { update?: Partial<ClaimEmailRecord>; result: T },
): Promise<T> {
  const ref = claimEmailRef(claimId, sequence);
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const { update, result } = decide(snapshot.exists ? (snapshot.data() as ClaimEmailRecord) : undefined);
    if (update && snapshot.exists) transaction.update(ref, update);
    return result;
  });
}

/** The claims an account follows: started signed in, or naming its verified e-mail. */
export async function claimsOfAccount(uid: string, email: string | null): Promise<[string, ClaimRecord][]> {
  const claims = db().collection(collections.claims);
  const [byUid, byEmail] = await Promise.all([
    claims.where('uid', '==', uid).limit(100).get(),
    email ? claims.where('emails', 'array-contains', email).limit(100).get() : Promise.resolve(null),
  ]);
  const found = new Map<string, ClaimRecord>();
  for (const doc of [...byUid.docs, ...(byEmail?.docs ?? [])]) found.set(doc.id, doc.data() as ClaimRecord);
  return [...found.entries()];
}

/** Open claims the insurer has not told us of since `quietSince`: the schedule asks their status. */
export async function quietClaims(quietSince: Date, openStates: readonly ClaimState[], limit: number) {
  const snapshot = await db()
    .collection(collections.claims)
    .where('state', 'in', openStates)
    .where('lastHeardAt', '<=', Timestamp.fromDate(quietSince))
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => doc.id);
}

/** E-mails created and not yet taken by SendGrid (created in the change's transaction, sent after it). */
export async function unsentClaimEmails(createdBefore: Date, limit: number) {
  const snapshot = await db()
    .collection(collections.claimEmails)
    .where('sentAt', '==', null)
    .where('createdAt', '<=', Timestamp.fromDate(createdBefore))
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => doc.data() as ClaimEmailRecord);
}

/**
 * Claims with a document the insurer has not taken yet. `documents` is a list of maps, which Firestore cannot query by
 * a field inside; `waitingSince` is set by every upload, so the open claims waiting on us are the few to look through.
 */
export async function claimsWaitingOnUs(limit: number) {
  const snapshot = await db().collection(collections.claims).where('waitingSince', '!=', null).limit(limit).get();
  return snapshot.docs.map((doc) => [doc.id, doc.data() as ClaimRecord] as const);
}

/**
 * Claims past their `expireAt` (six years): the TTL policy deletes the documents by itself, but not the uploaded
 * files, which the schedule deletes first. Asked by state so the query uses the (state, expireAt) index.
 */
export async function expiredClaims(now: Date, states: readonly ClaimState[], limit: number): Promise<string[]> {
  const snapshot = await db()
    .collection(collections.claims)
    .where('state', 'in', states)
    .where('expireAt', '<=', Timestamp.fromDate(now))
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => doc.id);
}

export async function deleteClaim(claimId: string): Promise<void> {
  await claimRef(claimId).delete();
}

export async function readClaim(claimId: string): Promise<ClaimRecord | undefined> {
  const snapshot = await claimRef(claimId).get();
  return snapshot.exists ? (snapshot.data() as ClaimRecord) : undefined;
}

/**
 * Reads the claim and writes what `decide` answers, in one transaction: ten copies of one notification at once make
 * one change. `decide` may throw to refuse; an `update` of undefined writes nothing.
 */
export async function changeClaim<T>(
  claimId: string,
  decide: (
    current: ClaimRecord | undefined,
    transaction: Transaction,
  ) => { update?: Partial<ClaimRecord>; result: T } | Promise<{ update?: Partial<ClaimRecord>; result: T }>,
): Promise<T> {
  // Ten copies of a notification at once queue on the one document: more attempts than the default five.
  return db().runTransaction(
    async (transaction) => {
      const snapshot = await transaction.get(claimRef(claimId));
      const current = snapshot.exists ? (snapshot.data() as ClaimRecord) : undefined;
      const { update, result } = await decide(current, transaction);
      if (update && current) transaction.update(claimRef(claimId), { ...update, updatedAt: Timestamp.now() });
      return result;
    },
    { maxAttempts: 20 },
  );
}

/** Firestore's answer to a write whose precondition no longer holds (gRPC FAILED_PRECONDITION). */
const isStale = (error: unknown) => (error as { code?: unknown } | null)?.code === 9;

/**
 * `changeClaim` without a transaction: reads the claim and writes what `decide` answers (with the other documents
 * `also` adds, in one atomic batch) on condition that nobody wrote the claim in between; if somebody did, it reads
 * and decides again. Ten copies of a notification at once then cost ten quick rounds: as transactions they queued on
 * the emulator's lock for seconds each (16 s for ten). `decide` may throw to refuse.
 */
export async function changeClaimOptimistically<T>(
  claimId: string,
  decide: (current: ClaimRecord | undefined) => {
    update?: Partial<ClaimRecord>;
    also?: (batch: WriteBatch) => void;
    result: T;
  },
  attempts = 25,
): Promise<T> {
  const ref = claimRef(claimId);
  for (let attempt = 1; ; attempt += 1) {
    const snapshot = await ref.get();
    const current = snapshot.exists ? (snapshot.data() as ClaimRecord) : undefined;
    const { update, also, result } = decide(current);
    if (!update || !current) return result;
    const batch = db().batch();
    batch.update(ref, { ...update, updatedAt: Timestamp.now() }, { lastUpdateTime: snapshot.updateTime as Timestamp });
    also?.(batch);
    try {
      await batch.commit();
      return result;
    } catch (error) {
      if (!isStale(error) || attempt >= attempts) throw error;
    }
  }
}
