import { coverSelectionProblem, type CoverCode } from '../contracts/covers.js';
import { errorKeys, type DiscountRefusal } from '../contracts/error-keys.js';
import type { CodeDiscount } from '../contracts/get-groupama-pricing-for-options.js';
import type { OrderSummary, OrderSummaryRequest } from '../contracts/get-order-summary.js';
import { isoToDisplayDate } from '../contracts/field-rules.js';
import { callableError } from '../callables/define-callable.js';
import { readQuote, type QuoteDocument } from '../store/quotes.js';
import { couponDiscount } from './discounts.js';
import { orderTotal } from './order-total.js';

/** The coupon, re-checked now (it may have expired or been used since pricing), or the quote's vehicle discount. */
async function currentDiscount(
  quote: QuoteDocument,
  discountCode: string | null | undefined,
  now: Date,
): Promise<{ discount: CodeDiscount | null; refusal: DiscountRefusal | null }> {
  const vehicleDiscount = quote.codeDiscount?.type === 'vehicle' ? quote.codeDiscount : null;
  if (!discountCode) return { discount: vehicleDiscount, refusal: null };
  const coupon = await couponDiscount(discountCode, quote.licensePlate, now);
  return coupon.ok
    ? { discount: coupon.discount, refusal: null }
    : { discount: vehicleDiscount, refusal: coupon.reason };
}

export async function orderSummary(input: OrderSummaryRequest, now = new Date()): Promise<OrderSummary> {
  const quote = await readQuote(input.quoteId);
  if (!quote) throw callableError('not-found', { errorKey: errorKeys.quoteExpired });
  if (quote.expiresAt.toMillis() <= now.getTime())
    throw callableError('failed-precondition', { errorKey: errorKeys.quoteExpired });
  const selected = input.coverCodes as CoverCode[];
  const problem = coverSelectionProblem(selected);
  if (problem)
    throw callableError('invalid-argument', { errorKey: errorKeys.validation, fields: { coverCodes: problem } });

  const { discount, refusal } = await currentDiscount(quote, input.discountCode, now);
  const totals = orderTotal(quote.premiumCovers, selected, discount?.discountInEuros ?? 0);
  return {
    quoteId: input.quoteId,
    licensePlate: quote.licensePlate,
    vin: quote.vin,
    ...totals,
    discountZone: quote.discountZone,
    codeDiscount: discount,
    discountCodeRefusal: refusal,
    currency: 'EUR',
    policyStartDate: isoToDisplayDate(quote.policyStartDate),
    policyEndDate: isoToDisplayDate(quote.policyEndDate),
  };
}
