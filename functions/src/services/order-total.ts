import type { CoverCode } from '../contracts/covers.js';
import type { OrderItem } from '../contracts/get-order-summary.js';
import type { PremiumCover } from '../contracts/get-groupama-pricing-for-options.js';

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
    if (!cover) throw new Error(`The quote has no price for ${coverCode}`);
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
