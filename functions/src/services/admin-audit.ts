import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { adminPageSize } from '../contracts/admin-paging.js';
import type { AdminAuditEntry, AuditSubject } from '../contracts/admin-audit.js';
import type { AdminListAuditRequest, AdminListAuditResponse } from '../contracts/admin-list-audit.js';
import { auditLogCollection, type AuditDocument } from '../store/audit-log.js';
import { readPage } from '../store/paging.js';
import { staffOf } from './admin-access.js';
import type { CallContext } from './domain-error.js';

export function auditEntryOf(snapshot: DocumentSnapshot): AdminAuditEntry {
  const entry = snapshot.data() as AuditDocument;
  return {
    id: snapshot.id,
    at: entry.at.toDate().toISOString(),
    actorUid: entry.actorUid,
    actorEmail: entry.actorEmail,
    action: entry.action,
    subject: entry.subject,
    subjectId: entry.subjectId,
    before: entry.before,
    after: entry.after,
    reason: entry.reason,
  };
}

/** What staff did to one record, newest first: beside the record itself, a record's story is short. */
export async function auditEntriesOf(subject: AuditSubject, subjectId: string, limit = 50): Promise<AdminAuditEntry[]> {
  const snapshot = await auditLogCollection()
    .where('subject', '==', subject)
    .where('subjectId', '==', subjectId)
    .orderBy('at', 'desc')
    .limit(limit)
    .get();
  return snapshot.docs.map(auditEntryOf);
}

export async function listAudit(input: AdminListAuditRequest, context: CallContext): Promise<AdminListAuditResponse> {
  staffOf(context);
  let query: Query = auditLogCollection();
  if (input.subject) query = query.where('subject', '==', input.subject);
  if (input.subjectId) query = query.where('subjectId', '==', input.subjectId);
  const page = await readPage(query, 'at', input.cursor, adminPageSize);
  return { items: page.docs.map(auditEntryOf), nextCursor: page.nextCursor, total: page.total };
}
