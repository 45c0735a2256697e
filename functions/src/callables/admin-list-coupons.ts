import { callNames } from '../contracts/call-names.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminListCoupons = defineCallable(
  callNames.adminListCoupons,
  async () => (await import('../contracts/admin-list-coupons.js')).adminListCouponsRequestSchema,
  async () => (await import('../services/admin-coupons.js')).listCoupons,
  {
    limits: adminCallLimits('adminRead'),
    adminOnly: true,
  },
);
