import { callNames } from '../contracts/call-names.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminCreateCoupon = defineCallable(
  callNames.adminCreateCoupon,
  async () => (await import('../contracts/admin-create-coupon.js')).adminCreateCouponRequestSchema,
  async () => (await import('../services/admin-coupons.js')).createAdminCoupon,
  {
    limits: adminCallLimits('adminWrite'),
    adminOnly: true,
  },
);
