/**
 * `getGroupamaPricingForOptions`: price MTPL and every add-on for a vehicle and driver (spec §7). The server keeps
 * the result as a quote; the amount to pay is later computed from that quote, never from what a client sends.
 */
import * as yup from 'yup';
import type { CoverCode } from './covers.js';
import type { errorKeys } from './error-keys.js';
import {
  clientContextFields,
  couponCodeSchema,
  displayDateSchema,
  emailSchema,
  idSchema,
  oibSchema,
  phoneNumberSchema,
  phonePrefixSchema,
  vinSchema,
} from './validation.js';
import { vehicleTextSchema } from './printed-text.js';
import { licensePlateSchema } from './plate-schema.js';
import { fieldErrors } from './field-rules.js';
import { isPolicyStartOnSale } from './policy-dates.js';

const currentYear = new Date().getFullYear();

/**
 * A wanted policy start, dd/MM/yyyy: no later than the insurer sells (a past one starts today, spec §4). Here, not
 * with the shared field rules: only pricing takes one, and the sign-in and account forms need not carry its dates.
 */
const policyStartDateSchema = () =>
  displayDateSchema().test(
    'on-sale',
    fieldErrors.policyStartTooLate,
    (value) => value === undefined || value === null || isPolicyStartOnSale(value, new Date()),
  );

export const pricingRequestSchema = yup
  .object({
    wipId: idSchema().nullable(),
    licensePlate: licensePlateSchema().nullable(),
    vin: vinSchema().nullable(),
    /** Completed by the driver when the register lacks them (/onboarding/vehicle-details/add). */
    vehicleDetails: yup
      .object({
        manufacturer: vehicleTextSchema().nullable(),
        model: vehicleTextSchema().nullable(),
        yearOfManufacture: yup
          .number()
          .integer(fieldErrors.invalid)
          .min(1900, fieldErrors.invalid)
          .max(currentYear + 1, fieldErrors.invalid)
          .nullable(),
        enginePowerInKw: yup
          .number()
          .integer(fieldErrors.invalid)
          .min(1, fieldErrors.invalid)
          .max(1500, fieldErrors.invalid)
          .nullable(),
      })
      .noUnknown(fieldErrors.invalid)
      .nullable()
      .optional(),
    dateOfBirth: displayDateSchema().required(fieldErrors.required),
    personalIdentificationNumber: oibSchema().required(fieldErrors.required),
    contactEmail: emailSchema().required(fieldErrors.required),
    phoneNumberPrefix: phonePrefixSchema().required(fieldErrors.required),
    phoneNumber: phoneNumberSchema().required(fieldErrors.required),
    /** Wanted start, dd/MM/yyyy; a past or missing date starts the policy today (spec §4), a later one is refused. */
    policyStartDate: policyStartDateSchema().nullable(),
    /** Spec §7: a quote without the terms accepted goes to an offer request (`sendCreateOfferRequest`), never a price. */
    policyAccepted: yup.boolean().oneOf([true], fieldErrors.required).required(fieldErrors.required),
    /** A coupon the driver entered; it is re-checked on every pricing, so it survives repricing while valid. */
    discountCode: couponCodeSchema().nullable(),
    ...clientContextFields,
  })
  .noUnknown(fieldErrors.invalid)
  .test('plate-or-vin', fieldErrors.required, (value) => !value || Boolean(value.licensePlate) || Boolean(value.vin));

export type PricingRequest = yup.InferType<typeof pricingRequestSchema>;

export interface PremiumCover {
  coverCode: CoverCode;
  /** Annual premium with premium tax, before bonus-malus and discounts, euros. */
  grossPremiumAmt: number;
  /** What this cover costs the driver, euros: the price paid in instalments. */
  discountedPrice: number;
  taxBasisAmt: number;
  /** The insurer's price of this cover paid at once (its one-payment discount), euros. */
  singlePaymentPrice: number;
}

/** A discount worth a fixed amount: a coupon the driver entered, or one the insurer grants the vehicle. */
export interface CodeDiscount {
  /** The coupon code; null for a vehicle discount, which needs no code. */
  code: string | null;
  discountInEuros: number;
  licensePlate: string | null;
  type: 'coupon' | 'vehicle';
}

export interface ZoneDiscount {
  code: string;
  discountAmount: number;
  discountAmountType: 'percent' | 'amount';
}

export interface PricingResponse {
  /** Reference of the stored quote, used to pay. */
  quoteId: string;
  responseStatus: 'success';
  premiumCovers: PremiumCover[];
  discountCode: CodeDiscount | null;
  /** Already included in the MTPL price. */
  discountZone: ZoneDiscount | null;
  discountOptions: ('code' | 'vehicle')[];
  /** Set when the request carried a coupon that cannot be used: one answer, whatever the reason. */
  discountCodeRefusal: typeof errorKeys.discountCodeError | null;
  /** dd/MM/yyyy; the end is one year after the start (spec §4, §9). */
  policyStartDate: string;
  policyEndDate: string;
}
