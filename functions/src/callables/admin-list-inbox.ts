import { callNames } from '../contracts/call-names.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminListInbox = defineCallable(
  callNames.adminListInbox,
  async () => (await import('../contracts/admin-list-inbox.js')).adminListInboxRequestSchema,
  async () => (await import('../services/admin-inbox.js')).listInbox,
  {
    limits: adminCallLimits('adminRead'),
    adminOnly: true,
  },
);
