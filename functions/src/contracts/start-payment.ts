/**
 * `startPayment`: the driver pays for a priced quote. The server computes the amount from the stored quote exactly as
 * `getOrderSummary` does, checks that the policyholder is the person the quote was priced for and the vehicle's
 * owner, opens an order and answers the signed form the browser posts to the card gateway's hosted payment page.
 * No card data ever reaches our origin or our functions.
 */
import * as yup from 'yup';
import { fieldErrors } from './field-rules.js';
import { coverCodesSchema } from './get-order-summary.js';
import { policyholderSchema } from './policyholder.js';
import { purchaseLocales } from './purchase-locales.js';
import { paymentPlanSchema } from './payment-plan.js';
import type { PaymentSlipView } from './payment-slip.js';
import { clientContextFields, couponCodeSchema, idSchema, textSchema } from './validation.js';

/** By card on the gateway's page, or by a HUB-3 slip paid from any bank (decision 0034). */
export const paymentMethods = ['card', 'slip'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * Which edition of the pre-contract information and general terms (the `/documents` PDFs) a consent refers to; the
 * order records it. Change it whenever those documents change.
 */
export const purchaseDocumentsVersion = '2026-11';

/**
 * Euros with at most two decimals: 193.56 is, 193.561 is not. Allows for binary fractions (193.56 × 100 is
 * 19,356.000000000004), not for a tenth of a cent.
 */
const hasWholeCents = (euros: number) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6;

/** A consent a distance sale of insurance needs: only `true` is an answer. */
const given = () => yup.boolean().oneOf([true], fieldErrors.required).required(fieldErrors.required);

export const startPaymentRequestSchema = yup
  .object({
    quoteId: idSchema().required(fieldErrors.required),
    coverCodes: coverCodesSchema(),
    discountCode: couponCodeSchema().nullable(),
    /** As for `getOrderSummary`: the server prices the plan and tells the gateway which cards may pay it in instalments. */
    paymentPlan: paymentPlanSchema(),
    /** Absent is a card. A slip is paid in one payment: a plan of instalments with it is refused. */
    paymentMethod: textSchema().oneOf(paymentMethods, fieldErrors.invalid),
    /** As for `getOrderSummary`: the points are taken off the balance in the transaction that opens the order. */
    usePoints: yup.boolean(),
    /**
     * The total the driver was shown, euros. Never used as the amount: when the server's figure differs (a coupon
     * expired meanwhile, say) the payment is refused with `Messages.priceChanged`, so nobody pays a price unseen.
     */
    expectedTotal: yup
      .number()
      .min(0, fieldErrors.invalid)
      .max(1_000_000, fieldErrors.invalid)
      .test('cents', fieldErrors.invalid, (value) => value === undefined || hasWholeCents(value))
      .required(fieldErrors.required),
    wipId: idSchema().nullable(),
    policyholder: policyholderSchema.required(fieldErrors.required),
    consents: yup
      .object({
        /** The pre-contract information and the product information document were received and read. */
        preContractInformation: given(),
        /** The general terms were received and are accepted. */
        generalTerms: given(),
      })
      .noUnknown(fieldErrors.invalid)
      .required(fieldErrors.required),
    locale: textSchema().oneOf(purchaseLocales, fieldErrors.invalid).required(fieldErrors.required),
    platform: clientContextFields.platform,
    platformVersion: clientContextFields.platformVersion,
  })
  .noUnknown(fieldErrors.invalid);

export type StartPaymentRequest = yup.InferType<typeof startPaymentRequestSchema>;

interface StartedPayment {
  /** The gateway's order number of this attempt (each attempt has its own), shown to the driver. */
  orderNumber: string;
  /**
   * This order's secret, held only by the browser that started it: the success page and the policy download ask
   * with it. The server keeps only its hash.
   */
  orderToken: string;
  /** Euros, as the gateway will charge them. */
  amount: number;
  currency: 'EUR';
}

export type StartPaymentResponse = StartedPayment &
  (
    | {
        method: 'card';
        /** The browser POSTs `fields` as a form to `url`, the gateway's hosted payment page on the gateway's origin. */
        gateway: { url: string; fields: Record<string, string> };
      }
    | {
        method: 'slip';
        /** The slip to pay: also e-mailed as a PDF, and shown again by `getOrderStatus` until it is paid. */
        slip: PaymentSlipView;
      }
  );
