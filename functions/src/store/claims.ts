/**
 * `claims/{statementId}`: the claim a sent accident statement became, as the insurer last told us (its whole snapshot,
 * kept as it came), with what is ours alone: who may follow it, the documents the driver uploaded, staff's notes and
 * what the console filters on. Written only by the functions (firestore.rules denies every client).
 * `claimEmails/{claimId}~{sequence}`: one per change that e-mails the drivers.
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { PartyRole } from '../contracts/accident-statement.js';
import type { ClaimDocumentCode, ClaimDocumentContentType, ClaimState } from '../contracts/claim.js';
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
  /** Each driver's e-mail (lower case) as on the statement, the side they drove, and their date of birth (dd/MM/yyyy). */
  parties: { role: PartyRole; email: string | null; dateOfBirth: string | null }[];
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
  /** When anything from the insurer last reached us (a duplicate too): "no word for a day" reads it. */
  lastHeardAt: Timestamp;
  /** Set when the driver uploads a document or disputes, cleared when the insurer's next change arrives. */
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
  expireAt: Timestamp;
}

export const claimRef = (claimId: string) => db().collection(collections.claims).doc(claimId);
export const claimEmailRef = (claimId: string, sequence: number) =>
  db().collection(collections.claimEmails).doc(`${claimId}~${sequence}`);

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
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(claimRef(claimId));
    const current = snapshot.exists ? (snapshot.data() as ClaimRecord) : undefined;
    const { update, result } = await decide(current, transaction);
    if (update && current) transaction.update(claimRef(claimId), { ...update, updatedAt: Timestamp.now() });
    return result;
  });
}
