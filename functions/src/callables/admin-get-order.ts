import { callNames } from '../contracts/call-names.js';
import { adminGetOrderRequestSchema } from '../contracts/admin-get-order.js';
import { getAdminOrder } from '../services/admin-orders.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminGetOrder = defineCallable(callNames.adminGetOrder, adminGetOrderRequestSchema, getAdminOrder, {
  limits: adminCallLimits('adminRead'),
  adminOnly: true,
});
