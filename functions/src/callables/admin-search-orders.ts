import { callNames } from '../contracts/call-names.js';
import { adminSearchOrdersRequestSchema } from '../contracts/admin-search-orders.js';
import { searchOrders } from '../services/admin-orders.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminSearchOrders = defineCallable(
  callNames.adminSearchOrders,
  adminSearchOrdersRequestSchema,
  searchOrders,
  {
    limits: adminCallLimits('adminRead'),
    adminOnly: true,
  },
);
