import { callNames } from '../contracts/call-names.js';
import { adminExpireCouponRequestSchema } from '../contracts/admin-expire-coupon.js';
import { expireAdminCoupon } from '../services/admin-coupons.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminExpireCoupon = defineCallable(
  callNames.adminExpireCoupon,
  adminExpireCouponRequestSchema,
  expireAdminCoupon,
  {
    limits: adminCallLimits('adminWrite'),
    adminOnly: true,
  },
);
