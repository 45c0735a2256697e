import { callNames } from '../contracts/call-names.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminSearchOrders = defineCallable(
  callNames.adminSearchOrders,
  async () => (await import('../contracts/admin-search-orders.js')).adminSearchOrdersRequestSchema,
  async () => (await import('../services/admin-orders.js')).searchOrders,
  {
    limits: adminCallLimits('adminRead'),
    adminOnly: true,
  },
);
