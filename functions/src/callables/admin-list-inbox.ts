import { callNames } from '../contracts/call-names.js';
import { adminListInboxRequestSchema } from '../contracts/admin-list-inbox.js';
import { listInbox } from '../services/admin-inbox.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminListInbox = defineCallable(callNames.adminListInbox, adminListInboxRequestSchema, listInbox, {
  limits: adminCallLimits('adminRead'),
  adminOnly: true,
});
