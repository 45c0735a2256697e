import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { BankCreditProblem, BankCreditState } from '../contracts/bank-credits.js';
import { collections } from './collection-names.js';
import { db } from './firestore.js';

export interface BankCreditEvent {
  at: Timestamp;
  event: 'received' | 'matched' | 'queued' | 'refund-sent' | 'refund-failed' | 'applied';
  detail?: string;
  /** The staff member's e-mail for what staff did. */
  by?: string;
}

/** Money sent back to the payer by instant transfer: one per credit, keyed for the bank by `endToEndId`. */
export interface BankCreditRefund {
  endToEndId: string;
  amountCents: number;
  state: 'sent' | 'failed';
  bankTransactionId: string | null;
  lastError: string | null;
  at: Timestamp;
  /**
   * Transfers tried for this credit so far, this one included; each after a refusal has an end-to-end id of its own.
   * Absent means 1.
   */
  attempts?: number;
}

/**
 * `bankCredits/{entryReference}`: one credit on the collection account as its bank reported it, recorded in the
 * transaction that decided it, so a notification repeated, late or read back from the statement is applied once.
 */
export interface BankCreditRecord {
  entryReference: string;
  /** The order its reference names, when it names one of ours. */
  orderNumber: string | null;
  state: BankCreditState;
  problem: BankCreditProblem | null;
  amountCents: number;
  currency: string;
  /** The payer as their bank named them; the IBAN in clear, for the refund an unmatched credit may need. */
  debtor: { name: string | null; iban: string | null };
  reference: string | null;
  remittanceText: string | null;
  bookedAt: Timestamp;
  source: 'bank-notification' | 'bank-statement';
  /** The order staff applied it to by hand. */
  appliedTo: string | null;
  /** For an overpayment applied by hand: the excess goes back. */
  refund: BankCreditRefund | null;
  history: BankCreditEvent[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Firestore TTL: an accounting record, kept eleven years. */
  expireAt: Timestamp;
}

export const bankCreditsCollection = () => db().collection(collections.bankCredits);

/**
 * The bank's entry reference is the document's id when Firestore can take it as one; a reference with a slash, or
 * one too long or made of dots, is hashed, so no bank's spelling of it can break the write.
 */
const documentIdOf = (entryReference: string) =>
  /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/.test(entryReference)
    ? entryReference
    : `h-${createHash('sha256').update(entryReference).digest('hex')}`;

export const bankCreditRef = (entryReference: string) => bankCreditsCollection().doc(documentIdOf(entryReference));

export async function readBankCredit(
  entryReference: string,
  transaction?: Transaction,
): Promise<BankCreditRecord | undefined> {
  const ref = bankCreditRef(entryReference);
  const snapshot = transaction ? await transaction.get(ref) : await ref.get();
  return snapshot.exists ? (snapshot.data() as BankCreditRecord) : undefined;
}

export function createBankCredit(
  transaction: Transaction,
  record: Omit<BankCreditRecord, 'createdAt' | 'updatedAt'>,
): void {
  transaction.create(bankCreditRef(record.entryReference), {
    ...record,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
}

export function bankCreditUpdate(changes: Partial<BankCreditRecord>, ...events: BankCreditEvent[]) {
  return {
    ...changes,
    ...(events.length > 0 ? { history: FieldValue.arrayUnion(...events) } : {}),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

export const bankCreditEvent = (
  event: BankCreditEvent['event'],
  at: Date,
  extra: { detail?: string; by?: string } = {},
): BankCreditEvent => ({ at: Timestamp.fromDate(at), event, ...extra });

/** Credits in a state, newest first, for the console's queue. */
export async function bankCreditsIn(states: readonly BankCreditState[], limit: number): Promise<BankCreditRecord[]> {
  const snapshot = await db()
    .collection(collections.bankCredits)
    .where('state', 'in', [...states])
    .orderBy('bookedAt', 'desc')
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => doc.data() as BankCreditRecord);
}

const cursorRef = () => db().collection(collections.bankReconciliation).doc('cursor');

/** The booking time up to which the account's credits have been read back; null before the first reading. */
export async function readReconciliationCursor(): Promise<Date | null> {
  const snapshot = await cursorRef().get();
  const since = snapshot.get('readUpTo') as Timestamp | undefined;
  return since ? since.toDate() : null;
}

export async function saveReconciliationCursor(readUpTo: Date): Promise<void> {
  await cursorRef().set({ readUpTo: Timestamp.fromDate(readUpTo), updatedAt: FieldValue.serverTimestamp() });
}
