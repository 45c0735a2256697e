import { callNames } from '../contracts/call-names.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminUpdateInboxItem = defineCallable(
  callNames.adminUpdateInboxItem,
  async () => (await import('../contracts/admin-update-inbox-item.js')).adminUpdateInboxItemRequestSchema,
  async () => (await import('../services/admin-inbox.js')).updateInboxItem,
  {
    limits: adminCallLimits('adminWrite'),
    adminOnly: true,
  },
);
