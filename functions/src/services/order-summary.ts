import { coverSelectionProblem, type CoverCode } from '../contracts/covers.js';
import { errorKeys, type DiscountCodeRefusal, type DiscountRefusal } from '../contracts/error-keys.js';
import { normalizeCouponCode } from '../contracts/check-discount-status.js';
import type { CodeDiscount } from '../contracts/get-groupama-pricing-for-options.js';
import type { OrderSummary, OrderSummaryRequest } from '../contracts/get-order-summary.js';
import { isoToDisplayDate } from '../contracts/field-rules.js';
import { minInstalments, requestedPlan, singlePayment, type PaymentPlan } from '../contracts/payment-plan.js';
import { DomainError, type CallContext } from './domain-error.js';
import { readQuote, type QuoteDocument } from '../store/quotes.js';
import { coveredCarOf } from './covered-car.js';
import { couponDiscount, refusedCode } from './discounts.js';
import { orderTotal } from './order-total.js';
import { referralDiscountOf } from './referral-programme.js';
import { noPoints, pointsSummary, pointsWalletFor, type PointsRequest, type PointsWallet } from './referral-points.js';

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

/**
 * The one answer for a refused code, but `expired` for the coupon this quote was priced with: the driver saw it
 * applied, and its expiry empties the discount box (spec §4). Any other code learns nothing a guess could use.
 */
function summaryRefusal(refusal: DiscountRefusal, quote: QuoteDocument, code: string | null): DiscountCodeRefusal {
  const applied =
    quote.codeDiscount?.type === 'coupon' && code !== null && quote.codeDiscount.code === normalizeCouponCode(code);
  const answer = refusedCode(refusal, code);
  return refusal === 'expired' && applied ? 'expired' : answer;
}

export interface PricedOrder extends ReturnType<typeof orderTotal> {
  quote: QuoteDocument;
  coverCodes: CoverCode[];
  paymentPlan: PaymentPlan;
  discount: CodeDiscount | null;
  refusal: DiscountRefusal | null;
  /** The order's total paid each way, whatever the plan chosen: the plan chooser shows both. */
  planTotals: OrderSummary['planTotals'];
  /** The caller's points when they may spend them on this order, null otherwise. */
  pointsWallet: PointsWallet | null;
}

/**
 * What chosen covers of a stored quote cost now: the one computation behind both the summary the driver sees and the
 * amount the payment charges, so the two can never disagree.
 */
export async function priceOrder(
  quoteId: string,
  coverCodes: readonly string[],
  discountCode: string | null | undefined,
  paymentPlan: PaymentPlan,
  now: Date,
  points: PointsRequest = noPoints,
): Promise<PricedOrder> {
  const quote = await readQuote(quoteId);
  if (!quote) throw new DomainError('not-found', { errorKey: errorKeys.quoteExpired });
  if (quote.expiresAt.toMillis() <= now.getTime())
    throw new DomainError('failed-precondition', { errorKey: errorKeys.quoteExpired });
  const selected = coverCodes as CoverCode[];
  const problem = coverSelectionProblem(selected);
  if (problem)
    throw new DomainError('invalid-argument', { errorKey: errorKeys.validation, fields: { coverCodes: problem } });

  const { discount, refusal } = await currentDiscount(quote, discountCode, now);
  const referralDiscount = await referralDiscountOf(quote);
  const pointsWallet = await pointsWalletFor(points.uid, quote);
  const pointsBalance = points.usePoints ? (pointsWallet?.balance ?? 0) : 0;
  const terms = {
    discountInEuros: discount?.discountInEuros ?? 0,
    referralDiscountInEuros: referralDiscount,
    pointsBalance,
  };
  const totalFor = (plan: PaymentPlan) => orderTotal(quote.premiumCovers, selected, { ...terms, plan });
  const chosen = totalFor(paymentPlan);
  // The bank carries the instalments: their number changes what each one is, never the total.
  const single = paymentPlan.kind === 'single' ? chosen : totalFor(singlePayment);
  const instalments =
    paymentPlan.kind === 'instalments' ? chosen : totalFor({ kind: 'instalments', count: minInstalments });
  return {
    quote,
    coverCodes: selected,
    paymentPlan,
    discount,
    refusal,
    pointsWallet,
    planTotals: { single: single.total, instalments: instalments.total },
    ...chosen,
  };
}

/** The summary for the caller: points and a car already covered are said only to the signed-in driver they belong to. */
export async function orderSummary(
  input: OrderSummaryRequest,
  context: Pick<CallContext, 'uid'>,
  now = new Date(),
): Promise<OrderSummary> {
  const paymentPlan = requestedPlan(input.paymentPlan);
  const priced = await priceOrder(input.quoteId, input.coverCodes, input.discountCode, paymentPlan, now, {
    uid: context.uid,
    usePoints: input.usePoints === true,
  });
  const { quote, discount, refusal, items, subtotal, discountAmount, referralDiscountAmount, total } = priced;
  return {
    quoteId: input.quoteId,
    licensePlate: quote.licensePlate,
    vin: quote.vin,
    items,
    subtotal,
    discountAmount,
    referralDiscountAmount,
    paymentPlan,
    singlePaymentDiscountAmount: priced.singlePaymentDiscountAmount,
    planTotals: priced.planTotals,
    points: pointsSummary(priced.pointsWallet, priced),
    pointsDiscountAmount: priced.pointsDiscountAmount,
    total,
    discountZone: quote.discountZone,
    codeDiscount: discount,
    discountCodeRefusal: refusal ? summaryRefusal(refusal, quote, input.discountCode ?? null) : null,
    currency: 'EUR',
    policyStartDate: isoToDisplayDate(quote.policyStartDate),
    policyEndDate: isoToDisplayDate(quote.policyEndDate),
    coveredCar: await coveredCarOf(quote, context, now),
  };
}
