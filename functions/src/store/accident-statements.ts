/**
 * `accidentStatements/{statementId}` and `accidentJoinCodes/{codeHash}`. Statements are written only through the
 * accident callables (firestore.rules denies every client); the rules of who may change what are the services'
 * (services/accident-statements.ts), this module only reads and writes in transactions.
 */
import { FieldValue, Timestamp, type Query, type Transaction } from 'firebase-admin/firestore';
import type {
  FillMode,
  OtherPartyKind,
  SignatureState,
  StatementCommon,
  StatementPhoto,
  StatementSide,
  StatementState,
} from '../contracts/accident-statement.js';
import type { StatementFunnelStep } from '../contracts/admin-get-statement-funnel.js';
import { collections } from './collection-names.js';
import { db } from './firestore.js';

/** A photo as stored: the listing plus the SHA-256 of its stored bytes, which the lock's hash covers. */
export interface StoredPhoto extends StatementPhoto {
  sha256: string;
}

/**
 * A signature as stored: Firestore holds no array directly inside an array, so each stroke's points are one flat list
 * (x, y, x, y …). The statement's view and the lock's hash use the drawn form (`SignatureState`).
 */
export type StoredSignature =
  | { kind: 'signed'; signature: { strokes: { points: number[] }[] }; signedAt: string }
  | Extract<SignatureState, { kind: 'declined' }>;

export const storedSignature = (signature: SignatureState): StoredSignature =>
  signature.kind === 'signed'
    ? { ...signature, signature: { strokes: signature.signature.strokes.map((stroke) => ({ points: stroke.flat() })) } }
    : signature;

export function drawnSignature(signature: StoredSignature | null): SignatureState | null {
  if (signature?.kind !== 'signed') return signature;
  const strokes = signature.signature.strokes.map(({ points }) =>
    Array.from({ length: points.length / 2 }, (_, index): [number, number] => [
      points[2 * index] ?? 0,
      points[2 * index + 1] ?? 0,
    ]),
  );
  return { ...signature, signature: { strokes } };
}

export interface StoredSide extends StatementSide {
  linkedPolicy: { policyNumber: string; plate: string } | null;
  photos: StoredPhoto[];
  signature: StoredSignature | null;
}

/** How far the send after the lock got: each step is done once, so a retry picks up where the last attempt stopped. */
export interface StatementSendStatus {
  pdfStored: boolean;
  /** Every driver e-mail the statement names, lower case, as they were when it locked. */
  recipients: string[];
  /** The recipients SendGrid has taken the message for. */
  emailedTo: string[];
  /** A side is linked to one of our policies: the statement goes to the insurer as a claim. */
  claimWanted: boolean;
  claimNumber: string | null;
  attempts: number;
  /** When the scheduled retry may try again (null once everything is done). */
  nextAttemptAt: Timestamp | null;
  /** One sender at a time: the sign call and the schedule never send the same step twice. */
  leaseUntil: Timestamp | null;
  lastError: string | null;
}

/**
 * The steps a driver takes, in the report's order. Whether a statement was sent is its `state`: the send after the
 * lock is ours, not the drivers'.
 */
export type StatementDriverStep = Exclude<StatementFunnelStep, 'sent'>;

export interface AccidentStatementDocument {
  mode: FillMode;
  otherParty: OtherPartyKind | null;
  language: 'hr' | 'en';
  /** The signed-in driver who started it, for their account's list of statements (issue 28). */
  uid: string | null;
  /** SHA-256 of each side's secret; B's is set when driver B joins (two phones) or at the start (one phone). */
  tokenHashes: { A: string; B: string | null };
  /** The current join code's hash and expiry; a new code replaces it, a join clears it. */
  joinCodeHash: string | null;
  joinExpiresAt: Timestamp | null;
  joined: boolean;
  /** Grows with every change a phone can see. */
  version: number;
  state: StatementState;
  common: StatementCommon;
  sides: { A: StoredSide; B: StoredSide | null };
  lock: { hash: string; lockedAt: Timestamp } | null;
  send: StatementSendStatus | null;
  /**
   * The furthest step the drivers reached (services/accident-statements.ts), only ever forward: what the console's
   * funnel counts. Statements started before it was kept have none.
   */
  furthestStep?: StatementDriverStep;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** The TTL policy's field: 30 days after the last change of a draft, six years after the lock (store/retention.ts). */
  expireAt: Timestamp;
}

/** `accidentJoinCodes/{codeHash}`: the statement a code opens, until when, and whether it was used. */
export interface JoinCodeDocument {
  statementId: string;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  expireAt: Timestamp;
}

const statementRef = (statementId: string) => db().collection(collections.accidentStatements).doc(statementId);
const joinCodeRef = (codeHash: string) => db().collection(collections.accidentJoinCodes).doc(codeHash);

export async function readAccidentStatement(statementId: string): Promise<AccidentStatementDocument | undefined> {
  const snapshot = await statementRef(statementId).get();
  return snapshot.exists ? (snapshot.data() as AccidentStatementDocument) : undefined;
}

/**
 * Creates the statement under the id given (the service's 20 random base62 characters) and, for two phones, its first
 * join code. Answers false when either id is taken already (the caller draws new ones).
 */
export async function createAccidentStatement(
  statementId: string,
  statement: Omit<AccidentStatementDocument, 'createdAt' | 'updatedAt'>,
  joinCode: { codeHash: string; document: JoinCodeDocument } | null,
): Promise<boolean> {
  return db().runTransaction(async (transaction) => {
    const [existing, code] = await Promise.all([
      transaction.get(statementRef(statementId)),
      joinCode ? transaction.get(joinCodeRef(joinCode.codeHash)) : Promise.resolve(undefined),
    ]);
    if (existing.exists || code?.exists) return false;
    transaction.create(statementRef(statementId), {
      ...statement,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (joinCode) transaction.create(joinCodeRef(joinCode.codeHash), joinCode.document);
    return true;
  });
}

/** What a change decided: the fields to write (none: nothing changes) and the answer for the caller. */
export interface StatementChange<T> {
  update?: Partial<Omit<AccidentStatementDocument, 'createdAt' | 'updatedAt'>>;
  /** Other documents the same transaction writes (a join code; `changeAccidentStatementInTransaction` only). */
  also?: (transaction: Transaction) => void;
  result: T;
}

/** Attempts of a change whose statement another call wrote between its read and its write. */
const changeAttempts = 5;

/** Firestore's answer to a write whose precondition no longer holds (gRPC FAILED_PRECONDITION). */
const isStale = (error: unknown) => (error as { code?: unknown } | null)?.code === 9;

/**
 * Reads the statement and writes what `decide` answers, on condition that nobody wrote the statement in between (the
 * write names the update time it read); if somebody did, it reads and decides again. So two phones saving at once
 * never lose each other's change, and a write never lands on a statement that was locked meanwhile. Optimistic rather
 * than a transaction: both phones write one document all the time, and the emulator serialises transactions on a
 * document by seconds (two saves at once took 3 s), which the other phone must see a change within two. `decide` may
 * throw to refuse.
 */
export async function changeAccidentStatement<T>(
  statementId: string,
  decide: (current: AccidentStatementDocument | undefined) => Promise<StatementChange<T>>,
): Promise<T> {
  const ref = statementRef(statementId);
  for (let attempt = 1; ; attempt += 1) {
    const snapshot = await ref.get();
    const current = snapshot.exists ? (snapshot.data() as AccidentStatementDocument) : undefined;
    const { update, result } = await decide(current);
    if (!update || !current) return result;
    try {
      await ref.update(
        { ...update, updatedAt: FieldValue.serverTimestamp() },
        { lastUpdateTime: snapshot.updateTime as Timestamp },
      );
      return result;
    } catch (error) {
      if (!isStale(error) || attempt >= changeAttempts) throw error;
    }
  }
}

/** A change that writes other documents with the statement (a new join code), in one transaction. */
export async function changeAccidentStatementInTransaction<T>(
  statementId: string,
  decide: (current: AccidentStatementDocument | undefined, transaction: Transaction) => Promise<StatementChange<T>>,
): Promise<T> {
  const ref = statementRef(statementId);
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const current = snapshot.exists ? (snapshot.data() as AccidentStatementDocument) : undefined;
    const { update, also, result } = await decide(current, transaction);
    if (update && current) transaction.update(ref, { ...update, updatedAt: FieldValue.serverTimestamp() });
    also?.(transaction);
    return result;
  });
}

/** A new join code for a statement: its document is created, and the code it replaces (if any) deleted. */
export function writeJoinCode(
  transaction: Transaction,
  code: { codeHash: string; document: JoinCodeDocument },
  replaces: string | null,
): void {
  transaction.create(joinCodeRef(code.codeHash), code.document);
  if (replaces) transaction.delete(joinCodeRef(replaces));
}

export async function readJoinCodeIn(
  transaction: Transaction,
  codeHash: string,
): Promise<JoinCodeDocument | undefined> {
  const snapshot = await transaction.get(joinCodeRef(codeHash));
  return snapshot.exists ? (snapshot.data() as JoinCodeDocument) : undefined;
}

export function markJoinCodeUsed(transaction: Transaction, codeHash: string, at: Date): void {
  transaction.update(joinCodeRef(codeHash), { usedAt: Timestamp.fromDate(at) });
}

/** Locked statements whose send is unfinished and due again, oldest first. */
export async function statementsToSend(now: Date, limit: number): Promise<string[]> {
  const snapshot = await db()
    .collection(collections.accidentStatements)
    .where('state', '==', 'locked')
    .where('send.nextAttemptAt', '<=', Timestamp.fromDate(now))
    .orderBy('send.nextAttemptAt')
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => doc.id);
}

/**
 * Statements past their `expireAt` (drafts after 30 days, signed ones after six years): the TTL policy deletes the
 * documents by itself, but not their files, which the retention job deletes first (then the document, so nothing is
 * left pointing at nothing). Asked by state so the query uses the (state, expireAt) index: the TTL field has no
 * single-field index of its own.
 */
export async function expiredStatements(now: Date, limit: number): Promise<string[]> {
  const states: StatementState[] = ['draft', 'locked', 'sent'];
  const snapshot = await db()
    .collection(collections.accidentStatements)
    .where('state', 'in', states)
    .where('expireAt', '<=', Timestamp.fromDate(now))
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => doc.id);
}

/** Deletes a statement that is still past its expiry (a driver may have saved a draft since it was listed). */
export async function deleteExpiredStatement(statementId: string, now: Date): Promise<boolean> {
  const ref = statementRef(statementId);
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return false;
    const current = snapshot.data() as AccidentStatementDocument;
    if (current.expireAt.toMillis() > now.getTime()) return false;
    transaction.delete(ref);
    if (current.joinCodeHash) transaction.delete(joinCodeRef(current.joinCodeHash));
    return true;
  });
}

/**
 * Trades a join code for side B's secret, in one transaction: the code must exist, be unused, unexpired and still the
 * statement's current one, and the statement a draft. Then the code is spent, B's secret hash stored (replacing a
 * phone that joined before: driver B's phone died and they join again with a new code), and the code cleared.
 * Answers the statement's id, or null for any refusal (one answer for all, by design).
 */
export async function redeemJoinCode(
  codeHash: string,
  tokenHash: string,
  now: Date,
  advance: (statement: AccidentStatementDocument) => Partial<AccidentStatementDocument> = () => ({}),
): Promise<string | null> {
  return db().runTransaction(async (transaction) => {
    const code = await readJoinCodeIn(transaction, codeHash);
    if (!code || code.usedAt !== null || code.expiresAt.toMillis() <= now.getTime()) return null;
    const ref = statementRef(code.statementId);
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return null;
    const statement = snapshot.data() as AccidentStatementDocument;
    if (statement.state !== 'draft' || statement.mode !== 'two-phones' || statement.joinCodeHash !== codeHash)
      return null;
    markJoinCodeUsed(transaction, codeHash, now);
    transaction.update(ref, {
      'tokenHashes.B': tokenHash,
      joined: true,
      joinCodeHash: null,
      joinExpiresAt: null,
      version: statement.version + 1,
      ...advance({ ...statement, joined: true }),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return code.statementId;
  });
}

/** What a funnel count narrows the period's statements to; the fields are in firestore.indexes.json with `createdAt`. */
export interface StatementCountFilter {
  furthestStep?: StatementDriverStep;
  state?: StatementState;
  claimWanted?: boolean;
}

/** Statements created in `[from, to)`, counted by aggregation: the statements themselves are never read. */
export async function countAccidentStatements(
  period: { from: Date; to: Date },
  filter: StatementCountFilter = {},
): Promise<number> {
  let query: Query = db()
    .collection(collections.accidentStatements)
    .where('createdAt', '>=', Timestamp.fromDate(period.from))
    .where('createdAt', '<', Timestamp.fromDate(period.to));
  if (filter.furthestStep) query = query.where('furthestStep', '==', filter.furthestStep);
  if (filter.state) query = query.where('state', '==', filter.state);
  if (filter.claimWanted !== undefined) query = query.where('send.claimWanted', '==', filter.claimWanted);
  return (await query.count().get()).data().count;
}
