/**
 * `adminListAudit`: the audit log, newest first: every change staff made through the console (who, when, what, the
 * values before and after). Written by the admin callables only, never changed or deleted through the console.
 */
import * as yup from 'yup';
import { adminClientFields, adminCursorSchema } from './admin-paging.js';
import { auditSubjects, type AdminAuditEntry } from './admin-audit.js';
import { fieldErrors } from './field-rules.js';
import { idSchema, textSchema } from './validation.js';

export const adminListAuditRequestSchema = yup
  .object({
    subject: textSchema().oneOf(auditSubjects, fieldErrors.invalid).nullable().defined(fieldErrors.required),
    subjectId: idSchema().nullable().defined(fieldErrors.required),
    cursor: adminCursorSchema(),
    ...adminClientFields,
  })
  .noUnknown(fieldErrors.invalid);

export type AdminListAuditRequest = yup.InferType<typeof adminListAuditRequestSchema>;

export interface AdminListAuditResponse {
  items: AdminAuditEntry[];
  nextCursor: string | null;
  total: number;
}
