import type { CoverCode } from '../contracts/covers.js';
import { errorKeys } from '../contracts/error-keys.js';
import { fieldErrors } from '../contracts/field-rules.js';
import type { OrderItem } from '../contracts/get-order-summary.js';
import type { PremiumCover } from '../contracts/get-groupama-pricing-for-options.js';
import { DomainError } from './domain-error.js';

export const toCents = (euros: number) => Math.round(euros * 100);
const toEuros = (cents: number) => cents / 100;

/**
 * The amount to pay for chosen covers of a priced quote, in whole cents so sums do not drift: each cover at its
 * discounted price, less a fixed code discount, then a referred friend's discount, which together can take the total
 * to zero but not below.
 */
export function orderTotal(
  premiumCovers: readonly PremiumCover[],
  selected: readonly CoverCode[],
  discountInEuros: number,
  referralDiscountInEuros = 0,
) {
  const items: OrderItem[] = selected.map((coverCode) => {
    const cover = premiumCovers.find((candidate) => candidate.coverCode === coverCode);
    // The driver chose a cover the insurer did not price for this quote: theirs to change, not a fault of ours.
    if (!cover)
      throw new DomainError('invalid-argument', {
        errorKey: errorKeys.validation,
        fields: { coverCodes: fieldErrors.invalid },
      });
    return { coverCode, price: cover.discountedPrice, taxBasisAmt: cover.taxBasisAmt };
  });
  const subtotalCents = items.reduce((sum, item) => sum + toCents(item.price), 0);
  const discountCents = Math.min(toCents(discountInEuros), subtotalCents);
  const referralCents = Math.min(toCents(referralDiscountInEuros), subtotalCents - discountCents);
  const totalCents = subtotalCents - discountCents - referralCents;
  return {
    items,
    subtotal: toEuros(subtotalCents),
    discountAmount: toEuros(discountCents),
    referralDiscountAmount: toEuros(referralCents),
    total: toEuros(totalCents),
    totalCents,
  };
}
