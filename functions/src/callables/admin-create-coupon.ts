import { callNames } from '../contracts/call-names.js';
import { adminCreateCouponRequestSchema } from '../contracts/admin-create-coupon.js';
import { createAdminCoupon } from '../services/admin-coupons.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminCreateCoupon = defineCallable(
  callNames.adminCreateCoupon,
  adminCreateCouponRequestSchema,
  createAdminCoupon,
  {
    limits: adminCallLimits('adminWrite'),
    adminOnly: true,
  },
);
