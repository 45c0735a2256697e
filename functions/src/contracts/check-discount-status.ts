/**
 * `checkDiscountStatus`: is a coupon usable for this plate (spec §7)? Every refusal is the same `discountCodeError`,
 * whichever the reason (unknown, expired, used, another plate's), so guessing codes teaches nothing; the log keeps why.
 */
import * as yup from 'yup';
import { clientContextFields, couponCodeSchema } from './validation.js';
import { licensePlateSchema } from './plate-schema.js';
import { fieldErrors } from './field-rules.js';

export const discountStatusRequestSchema = yup
  .object({
    code: couponCodeSchema().required(fieldErrors.required),
    /** The quote's plate; null (or empty) for a vehicle priced by VIN only, which only a coupon for any vehicle fits. */
    licensePlate: licensePlateSchema().nullable(),
    platform: clientContextFields.platform,
    platformVersion: clientContextFields.platformVersion,
  })
  .noUnknown(fieldErrors.invalid);

export type DiscountStatusRequest = yup.InferType<typeof discountStatusRequestSchema>;

export interface DiscountStatusResponse {
  discountCode: string;
  discountInEuros: number;
  /** ISO 8601. */
  expiresAt: string | null;
  /** The plate the coupon is bound to; null when it is good for any vehicle. */
  licensePlate: string | null;
  type: 'coupon';
  singleUse: boolean;
  /** ISO 8601; set once a single-use coupon has been redeemed. */
  usedAt: string | null;
}

/** Coupon codes are case-insensitive for drivers; stored upper case without spaces. */
export const normalizeCouponCode = (code: string): string => code.replace(/\s+/g, '').toUpperCase();
