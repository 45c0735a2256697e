import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { AuditSubject } from '../contracts/admin-audit.js';
import { collections } from './collection-names.js';
import { db } from './firestore.js';
import { retentionOfAuditEntry } from './retention.js';

/** A member of staff using the support console, as the audit log names them. */
export interface Staff {
  uid: string;
  email: string;
}

/**
 * `auditLog/{id}`: one change staff made through the support console. Written in the same transaction as the
 * change itself, so there is no change without its entry and no entry without its change. Kept eleven years
 * (store/retention.ts), never changed.
 */
export interface AuditDocument {
  at: Timestamp;
  actorUid: string;
  actorEmail: string;
  action: string;
  subject: AuditSubject;
  subjectId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  expireAt: Timestamp;
}

export interface AuditChange {
  action: string;
  subject: AuditSubject;
  subjectId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason?: string | null;
}

/** Only the fields that differ, before and after: an entry says what changed, not the whole record twice. */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  if (!before || !after) return { before, after };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

/** Records the change inside the caller's transaction. */
export function writeAudit(transaction: Transaction, staff: Staff, change: AuditChange, at = new Date()): void {
  const entry: AuditDocument = {
    at: Timestamp.fromDate(at),
    actorUid: staff.uid,
    actorEmail: staff.email,
    action: change.action,
    subject: change.subject,
    subjectId: change.subjectId,
    ...changedFields(change.before, change.after),
    reason: change.reason ?? null,
    expireAt: retentionOfAuditEntry(at),
  };
  transaction.create(db().collection(collections.auditLog).doc(), entry);
}

/** For a change that is not a Firestore write of ours (a refund at the gateway): its own small transaction. */
export async function recordAudit(staff: Staff, change: AuditChange): Promise<void> {
  await db().runTransaction(async (transaction) => writeAudit(transaction, staff, change));
}

export const auditLogCollection = () => db().collection(collections.auditLog);
