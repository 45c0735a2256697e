/**
 * `getOrderSummary`: what the driver is about to pay, computed by the server from the stored quote, the covers
 * chosen and a re-checked discount (ARCHITECTURE §4: the client never sends a price). Shown on the payment step.
 */
import * as yup from 'yup';
import { coverCodes, type CoverCode } from './covers.js';
import type { DiscountRefusal } from './error-keys.js';
import type { CodeDiscount, ZoneDiscount } from './get-groupama-pricing-for-options.js';
import { clientContextFields, couponCodeSchema, idSchema, textSchema } from './validation.js';
import { fieldErrors } from './field-rules.js';

/** The covers to buy: a list of cover codes, MTPL among them (the server checks the cover rules). */
export const coverCodesSchema = () =>
  yup
    .array(textSchema().oneOf(coverCodes, fieldErrors.invalid).required(fieldErrors.invalid))
    .min(1, fieldErrors.required)
    .max(coverCodes.length, fieldErrors.invalid)
    .required(fieldErrors.required);

export const orderSummaryRequestSchema = yup
  .object({
    quoteId: idSchema().required(fieldErrors.required),
    coverCodes: coverCodesSchema(),
    discountCode: couponCodeSchema().nullable(),
    platform: clientContextFields.platform,
    platformVersion: clientContextFields.platformVersion,
  })
  .noUnknown(fieldErrors.invalid);

export type OrderSummaryRequest = yup.InferType<typeof orderSummaryRequestSchema>;

export interface OrderItem {
  coverCode: CoverCode;
  /** Euros, premium tax included. */
  price: number;
  taxBasisAmt: number;
}

export interface OrderSummary {
  quoteId: string;
  licensePlate: string | null;
  vin: string | null;
  items: OrderItem[];
  /** Already inside the MTPL price. */
  discountZone: ZoneDiscount | null;
  codeDiscount: CodeDiscount | null;
  discountCodeRefusal: DiscountRefusal | null;
  /** Sum of the items, euros. */
  subtotal: number;
  /** What the code discount takes off (never more than the subtotal), euros. */
  discountAmount: number;
  /** What a referred friend's first policy costs less (recommend-and-earn), after the code discount; 0 if none. */
  referralDiscountAmount: number;
  total: number;
  currency: 'EUR';
  /** dd/MM/yyyy. */
  policyStartDate: string;
  policyEndDate: string;
}
