/**
 * How a driver pays: at once, with the insurer's one-payment discount, or in monthly instalments that the card's
 * bank carries (the merchant is paid the whole amount at once). Which cards allow instalments, and up to how many,
 * is the acquiring banks' offer to this shop; why the numbers are what they are, and where to change them:
 * docs/decisions/0019-payment-plans.md.
 */
import * as yup from 'yup';
import { fieldErrors } from './field-rules.js';

/** Card brands the gateway tells apart, by the names its per-brand checkout fields use (`payment_<brand>`). */
export const cardBrands = ['visa', 'master', 'maestro', 'diners', 'amex'] as const;
export type CardBrand = (typeof cardBrands)[number];

/** The most instalments each brand's issuers give on this shop's payments; a brand not named allows none. */
export const instalmentCards: Partial<Record<CardBrand, number>> = { amex: 12, diners: 12, visa: 6, master: 6 };

export const minInstalments = 2;
export const maxInstalments = Math.max(...Object.values(instalmentCards));

/** The brands whose cards may pay in `count` instalments. */
export const brandsAllowing = (count: number): CardBrand[] =>
  cardBrands.filter((brand) => (instalmentCards[brand] ?? 0) >= count);

export type PaymentPlan = { kind: 'single' } | { kind: 'instalments'; count: number };

export const singlePayment: PaymentPlan = { kind: 'single' };

/** The plan a request asks for: instalments only in a number some card allows. Absent means one payment. */
export const paymentPlanSchema = () =>
  yup
    .object({
      kind: yup
        .mixed<PaymentPlan['kind']>()
        .oneOf(['single', 'instalments'], fieldErrors.invalid)
        .required(fieldErrors.required),
      count: yup
        .number()
        .integer(fieldErrors.invalid)
        .min(minInstalments, fieldErrors.invalid)
        .max(maxInstalments, fieldErrors.invalid)
        .when('kind', {
          is: 'instalments',
          then: (schema) => schema.required(fieldErrors.required),
          otherwise: (schema) => schema.strip(),
        }),
    })
    .noUnknown(fieldErrors.invalid)
    .optional();

/** The plan a validated request names, one payment when it names none. */
export const requestedPlan = (plan: { kind: PaymentPlan['kind']; count?: number } | undefined): PaymentPlan =>
  plan?.kind === 'instalments' && plan.count !== undefined ? { kind: 'instalments', count: plan.count } : singlePayment;
