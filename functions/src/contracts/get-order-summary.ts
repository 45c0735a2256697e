/**
 * `getOrderSummary`: what the driver is about to pay, computed by the server from the stored quote, the covers
 * chosen and a re-checked discount (ARCHITECTURE §4: the client never sends a price). Shown on the payment step.
 */
import * as yup from 'yup';
import { coverCodes, type CoverCode } from './covers.js';
import type { DiscountCodeRefusal } from './error-keys.js';
import type { CodeDiscount, ZoneDiscount } from './get-groupama-pricing-for-options.js';
import { clientContextFields, couponCodeSchema, idSchema, textSchema } from './validation.js';
import { fieldErrors } from './field-rules.js';
import { paymentPlanSchema, type PaymentPlan } from './payment-plan.js';

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
    /** How the driver will pay; one payment when absent. The server prices the plan, the client never sends an amount. */
    paymentPlan: paymentPlanSchema(),
    /**
     * Spend the signed-in driver's referral points on this order (as many as the rule allows). Ignored, never refused,
     * when the caller has none to spend on it (a guest, another person's policy).
     */
    usePoints: yup.boolean(),
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
  /** Set when the request carried a coupon that cannot be used (contracts/error-keys.ts says what it names). */
  discountCodeRefusal: DiscountCodeRefusal | null;
  /** Sum of the items, euros. */
  subtotal: number;
  /** The plan this summary is priced for. */
  paymentPlan: PaymentPlan;
  /** The insurer's one-payment discount taken off the subtotal first; 0 for instalments. */
  singlePaymentDiscountAmount: number;
  /**
   * The total both ways, so the plan chooser can show euros before the driver picks: `single` with the one-payment
   * discount, `instalments` without it (the bank splits it; each instalment is about `instalments / count`).
   */
  planTotals: { single: number; instalments: number };
  /** What the code discount takes off (never more than the subtotal), euros. */
  discountAmount: number;
  /** What a referred friend's first policy costs less (recommend-and-earn), after the code discount; 0 if none. */
  referralDiscountAmount: number;
  /**
   * The signed-in driver's referral points on this order: their balance, how many this order may take (the rule in
   * `pointsRule`), and how many it takes now (0 unless `usePoints`). Null for a guest, or when the policyholder priced
   * is not the account's own driver.
   */
  points: { balance: number; usable: number; spent: number } | null;
  /** What the points spent take off, euros (0,10 € a point); last, after every other discount. */
  pointsDiscountAmount: number;
  total: number;
  currency: 'EUR';
  /** dd/MM/yyyy. */
  policyStartDate: string;
  policyEndDate: string;
  /**
   * This car already has a policy with us running past `policyStartDate`, and it is the same person's (the caller's
   * account, or the OIB the quote was priced for). Said only to that person; null otherwise. dd/MM/yyyy.
   */
  coveredCar: { coveredUntil: string; suggestedStartDate: string } | null;
}
