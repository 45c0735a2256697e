/**
 * `getOrderStatus`: what became of a payment, for the page the driver lands on after the gateway. Asked with the
 * order's secret token, never with a guessable id; an unknown order and a wrong token get the same answer.
 */
import * as yup from 'yup';
import { fieldErrors } from './field-rules.js';
import type { BankCreditProblem } from './bank-credits.js';
import type { InsuredVehicle } from './insured-vehicle.js';
import type { PaymentMethod } from './start-payment.js';
import type { PolicyReceipt } from './policy-receipt.js';
import { clientContextFields, textSchema } from './validation.js';

/** `orderNumber` as the gateway and the SPA's links carry it. */
export const orderNumberPattern = /^AO-[0-9A-HJKMNP-TV-Z]{10}$/;
/** base64url of 32 random bytes. */
export const orderTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const orderReferenceFields = {
  orderNumber: textSchema()
    .max(16, fieldErrors.tooLong)
    .matches(orderNumberPattern, fieldErrors.invalid)
    .required(fieldErrors.required),
  orderToken: textSchema()
    .max(43, fieldErrors.tooLong)
    .matches(orderTokenPattern, fieldErrors.invalid)
    .required(fieldErrors.required),
};

export const orderStatusRequestSchema = yup
  .object({
    ...orderReferenceFields,
    platform: clientContextFields.platform,
    platformVersion: clientContextFields.platformVersion,
  })
  .noUnknown(fieldErrors.invalid);

export type OrderStatusRequest = yup.InferType<typeof orderStatusRequestSchema>;

/**
 * `pending` until the gateway tells us; then `paid`, `declined` or `cancelled`; `expired` when the buyer never
 * finished; `refunded` when a second payment for an already paid quote was given back.
 */
export type OrderState = 'pending' | 'paid' | 'declined' | 'cancelled' | 'expired' | 'refunded';
/** For a paid order: the insurer is issuing the policy, has issued it, or failed and will be asked again. */
export type PolicyState = 'issuing' | 'issued' | 'issue-failed';

export interface PurchasedPolicy {
  policyNumber: string;
  policyControlNumber: string;
  /** ISO 8601 instants. */
  startsAt: string;
  endsAt: string;
  vehicle: Pick<InsuredVehicle, 'licensePlate' | 'vin' | 'manufacturer' | 'model'>;
  /** What it cost, line by line, exactly as its e-policy prints it. */
  receipt: PolicyReceipt;
  /** "HR/127/01234567": the green card issued with it, downloadable as a PDF; null for a policy issued without one. */
  greenCardNumber: string | null;
}

export interface OrderStatusResponse {
  orderNumber: string;
  state: OrderState;
  policyState: PolicyState | null;
  /** Euros charged (or to be charged). */
  amount: number;
  currency: 'EUR';
  /** Where the policy is (or will be) sent. */
  email: string;
  /** The policy e-mail has been accepted for delivery. */
  emailSent: boolean;
  /** Once issued. */
  policy: PurchasedPolicy | null;
  /** A second payment for a quote another order already paid is given back: `pending` until the gateway confirms. */
  refund: 'pending' | 'done' | null;
  /** ISO 8601, once paid. */
  paidAt: string | null;
  paymentMethod: PaymentMethod;
  /**
   * A slip order: its reference, the last day (ISO) it can be paid, and a credit that came for it but could not pay
   * it (too little, too much, too late, a second one), which staff send back or apply. The slip itself, with its
   * barcode, is `startPayment`'s answer and the e-mail's PDF, so a waiting page's polls stay small.
   */
  slip: {
    reference: string;
    validUntil: string;
    queuedCredit: { problem: BankCreditProblem; amount: number } | null;
  } | null;
}
