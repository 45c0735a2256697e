import { useInfiniteQuery } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { AuditSubject } from '@contracts/admin-audit';
import type { AdminListAuditRequest, AdminListAuditResponse } from '@contracts/admin-list-audit';
import { adminKeys } from './admin-keys';
import { pagedQuery } from './admin-paging';
import { callFunction, type CallRequest } from './call-function';

export const adminListAudit = (request: CallRequest<AdminListAuditRequest>) =>
  callFunction<AdminListAuditRequest, AdminListAuditResponse>(callNames.adminListAudit, request);

/** The audit log, newest first; of one kind of record, or one record, when given. */
export const adminAuditQuery = (subject: AuditSubject | null, subjectId: string | null = null) =>
  pagedQuery(adminKeys.auditList(subject, subjectId), (cursor) => adminListAudit({ subject, subjectId, cursor }));

export const useAdminAudit = (subject: AuditSubject | null, subjectId: string | null = null) =>
  useInfiniteQuery(adminAuditQuery(subject, subjectId));
