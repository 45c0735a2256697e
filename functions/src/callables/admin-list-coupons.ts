import { callNames } from '../contracts/call-names.js';
import { adminListCouponsRequestSchema } from '../contracts/admin-list-coupons.js';
import { listCoupons } from '../services/admin-coupons.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminListCoupons = defineCallable(callNames.adminListCoupons, adminListCouponsRequestSchema, listCoupons, {
  limits: adminCallLimits('adminRead'),
  adminOnly: true,
});
