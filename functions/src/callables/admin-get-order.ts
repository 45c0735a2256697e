import { callNames } from '../contracts/call-names.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminGetOrder = defineCallable(
  callNames.adminGetOrder,
  async () => (await import('../contracts/admin-get-order.js')).adminGetOrderRequestSchema,
  async () => (await import('../services/admin-orders.js')).getAdminOrder,
  {
    limits: adminCallLimits('adminRead'),
    adminOnly: true,
  },
);
