/**
 * `adminCreateCoupon`: a new coupon. Codes are unique whatever their case or spaces (`Zima 25` and `ZIMA25` are one
 * code): creating an existing one is refused with `couponExists`, never overwritten.
 */
import * as yup from 'yup';
import { adminClientFields } from './admin-paging.js';
import type { AdminCoupon } from './admin-list-coupons.js';
import { fieldErrors } from './field-rules.js';
import { couponCodeSchema, displayDateSchema } from './validation.js';
import { licensePlateSchema } from './plate-schema.js';

/** The largest discount staff can give in one coupon, euros: above any MTPL premium, so a typo cannot go unnoticed. */
export const couponMaxValueInEuros = 500;

export const adminCreateCouponRequestSchema = yup
  .object({
    code: couponCodeSchema().min(3, fieldErrors.invalid).required(fieldErrors.required),
    valueInEuros: yup
      .number()
      .integer(fieldErrors.invalid)
      .min(1, fieldErrors.invalid)
      .max(couponMaxValueInEuros, fieldErrors.invalid)
      .required(fieldErrors.required),
    /** dd/MM/yyyy: usable to the end of that day, Zagreb time; null: no expiry. */
    expiresOn: displayDateSchema().nullable().defined(fieldErrors.required),
    singleUse: yup.boolean().required(fieldErrors.required),
    licensePlate: licensePlateSchema().nullable().defined(fieldErrors.required),
    ...adminClientFields,
  })
  .noUnknown(fieldErrors.invalid);

export type AdminCreateCouponRequest = yup.InferType<typeof adminCreateCouponRequestSchema>;

export interface AdminCreateCouponResponse {
  coupon: AdminCoupon;
}
