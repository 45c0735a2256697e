import { callNames } from '../contracts/call-names.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminListAudit = defineCallable(
  callNames.adminListAudit,
  async () => (await import('../contracts/admin-list-audit.js')).adminListAuditRequestSchema,
  async () => (await import('../services/admin-audit.js')).listAudit,
  {
    limits: adminCallLimits('adminRead'),
    adminOnly: true,
  },
);
