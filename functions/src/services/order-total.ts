import type { CoverCode } from '../contracts/covers.js';
import { errorKeys } from '../contracts/error-keys.js';
import { fieldErrors } from '../contracts/field-rules.js';
import type { OrderItem } from '../contracts/get-order-summary.js';
import type { PremiumCover } from '../contracts/get-groupama-pricing-for-options.js';
import type { PaymentPlan } from '../contracts/payment-plan.js';
import { centsPerPoint, usablePoints } from '../contracts/points-rule.js';
import { DomainError } from './domain-error.js';

export const toCents = (euros: number) => Math.round(euros * 100);
const toEuros = (cents: number) => cents / 100;

export interface OrderTotalTerms {
  plan: PaymentPlan;
  /** A coupon's or the vehicle's fixed discount. */
  discountInEuros: number;
  /** A referred friend's discount on their first policy. */
  referralDiscountInEuros?: number;
  /** The referral points the driver may spend here (their balance); the points rule decides how many are taken. */
  pointsBalance?: number;
}

/**
 * The amount to pay for chosen covers of a priced quote, in whole cents so sums do not drift: each cover at its
 * price, less the insurer's one-payment discount when paid at once, a fixed code discount, a referred friend's
 * discount, and last the referral points the rule lets this order take. The discounts together can take the total to
 * zero but not below; points always leave the card its minimum charge.
 */
export function orderTotal(
  premiumCovers: readonly PremiumCover[],
  selected: readonly CoverCode[],
  terms: OrderTotalTerms,
) {
  const chosen = selected.map((coverCode) => {
    const cover = premiumCovers.find((candidate) => candidate.coverCode === coverCode);
    // The driver chose a cover the insurer did not price for this quote: theirs to change, not a fault of ours.
    if (!cover)
      throw new DomainError('invalid-argument', {
        errorKey: errorKeys.validation,
        fields: { coverCodes: fieldErrors.invalid },
      });
    return cover;
  });
  const items: OrderItem[] = chosen.map((cover) => ({
    coverCode: cover.coverCode,
    price: cover.discountedPrice,
    taxBasisAmt: cover.taxBasisAmt,
  }));
  const subtotalCents = items.reduce((sum, item) => sum + toCents(item.price), 0);
  const singlePaymentCents =
    terms.plan.kind === 'single'
      ? chosen.reduce((sum, cover) => sum + toCents(cover.discountedPrice) - toCents(cover.singlePaymentPrice), 0)
      : 0;
  let dueCents = subtotalCents - singlePaymentCents;
  const discountCents = Math.min(toCents(terms.discountInEuros), dueCents);
  dueCents -= discountCents;
  const referralCents = Math.min(toCents(terms.referralDiscountInEuros ?? 0), dueCents);
  dueCents -= referralCents;
  const pointsSpent = usablePoints(terms.pointsBalance ?? 0, dueCents);
  const totalCents = dueCents - pointsSpent * centsPerPoint;
  return {
    items,
    subtotal: toEuros(subtotalCents),
    singlePaymentDiscountAmount: toEuros(singlePaymentCents),
    discountAmount: toEuros(discountCents),
    referralDiscountAmount: toEuros(referralCents),
    pointsSpent,
    pointsDiscountAmount: toEuros(pointsSpent * centsPerPoint),
    total: toEuros(totalCents),
    totalCents,
  };
}
