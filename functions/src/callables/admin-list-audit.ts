import { callNames } from '../contracts/call-names.js';
import { adminListAuditRequestSchema } from '../contracts/admin-list-audit.js';
import { listAudit } from '../services/admin-audit.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminListAudit = defineCallable(callNames.adminListAudit, adminListAuditRequestSchema, listAudit, {
  limits: adminCallLimits('adminRead'),
  adminOnly: true,
});
