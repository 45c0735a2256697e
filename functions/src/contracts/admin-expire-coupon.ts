/** `adminExpireCoupon`: end a coupon now (its expiry becomes this moment); an order already holding it keeps it. */
import * as yup from 'yup';
import { adminClientFields } from './admin-paging.js';
import type { AdminCoupon } from './admin-list-coupons.js';
import { fieldErrors } from './field-rules.js';
import { couponCodeSchema } from './validation.js';

export const adminExpireCouponRequestSchema = yup
  .object({ code: couponCodeSchema().required(fieldErrors.required), ...adminClientFields })
  .noUnknown(fieldErrors.invalid);

export type AdminExpireCouponRequest = yup.InferType<typeof adminExpireCouponRequestSchema>;

export interface AdminExpireCouponResponse {
  coupon: AdminCoupon;
}
