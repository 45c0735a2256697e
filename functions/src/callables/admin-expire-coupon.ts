import { callNames } from '../contracts/call-names.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminExpireCoupon = defineCallable(
  callNames.adminExpireCoupon,
  async () => (await import('../contracts/admin-expire-coupon.js')).adminExpireCouponRequestSchema,
  async () => (await import('../services/admin-coupons.js')).expireAdminCoupon,
  {
    limits: adminCallLimits('adminWrite'),
    adminOnly: true,
  },
);
