/**
 * `adminListCoupons`: coupons with their usage, filtered by whether they can still be used (the three filters split
 * them: a used single-use coupon is used up whatever its expiry). Used-up ones by when they were used, the others by
 * their expiry, latest first, those that never expire last: seeded coupons have no creation time to sort by.
 */
import * as yup from 'yup';
import { adminClientFields, adminCursorSchema } from './admin-paging.js';
import { fieldErrors } from './field-rules.js';
import { textSchema } from './validation.js';

export const couponFilters = ['usable', 'used-up', 'expired', 'all'] as const;
export type CouponFilter = (typeof couponFilters)[number];

export const adminListCouponsRequestSchema = yup
  .object({
    filter: textSchema().oneOf(couponFilters, fieldErrors.invalid).required(fieldErrors.required),
    cursor: adminCursorSchema(),
    ...adminClientFields,
  })
  .noUnknown(fieldErrors.invalid);

export type AdminListCouponsRequest = yup.InferType<typeof adminListCouponsRequestSchema>;

export interface AdminCoupon {
  /** Upper case without spaces, as drivers' codes are matched (normalizeCouponCode). */
  code: string;
  valueInEuros: number;
  /** ISO 8601: the last moment it can be used; null: never expires. */
  expiresAt: string | null;
  singleUse: boolean;
  /** The normalised plate it is bound to, or null for any vehicle. */
  licensePlate: string | null;
  /** Paid orders that used it. */
  timesUsed: number;
  /** A single-use coupon's use: when and by which order. */
  usedAt: string | null;
  usedBy: string | null;
  /** An order being paid holds it now. */
  reservedBy: string | null;
  createdAt: string | null;
  createdBy: string | null;
}

export interface AdminListCouponsResponse {
  items: AdminCoupon[];
  nextCursor: string | null;
  total: number;
}
