import { callNames } from '../contracts/call-names.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminListPolicyChanges = defineCallable(
  callNames.adminListPolicyChanges,
  async () => (await import('../contracts/admin-list-policy-changes.js')).adminListPolicyChangesRequestSchema,
  async () => (await import('../services/admin-policy-changes.js')).listPolicyChanges,
  {
    limits: adminCallLimits('adminRead'),
    adminOnly: true,
  },
);
