import { callNames } from '../contracts/call-names.js';
import { adminUpdateInboxItemRequestSchema } from '../contracts/admin-update-inbox-item.js';
import { updateInboxItem } from '../services/admin-inbox.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminUpdateInboxItem = defineCallable(
  callNames.adminUpdateInboxItem,
  adminUpdateInboxItemRequestSchema,
  updateInboxItem,
  {
    limits: adminCallLimits('adminWrite'),
    adminOnly: true,
  },
);
