import type { OrderSummaryRequest } from '@contracts/get-order-summary';
import type { CallRequest } from '../../../api/call-function';
import { selectedCoverCodes, type OnboardingState } from '../state/onboarding-state';

/**
 * What the server is asked to price for the driver's current choice: the stored quote, MTPL with the chosen add-ons
 * (full casco among them on the plus plan), the coupon the driver applied and how they will pay. A vehicle or zone discount needs no
 * code: the server takes it from the quote. Null until there is a quote.
 */
export function orderSummaryRequest(
  state: Pick<OnboardingState, 'pricing' | 'options' | 'discount' | 'paymentPlan' | 'usePoints'>,
): CallRequest<OrderSummaryRequest> | null {
  if (!state.pricing) return null;
  const { kind, code } = state.discount;
  return {
    quoteId: state.pricing.quoteId,
    coverCodes: selectedCoverCodes(state.options),
    discountCode: kind === 'code' && code !== '' ? code : null,
    paymentPlan: state.paymentPlan,
    // Only when asked: the server spends them for the signed-in driver's own policy and ignores the wish otherwise.
    ...(state.usePoints ? { usePoints: true } : {}),
  };
}
