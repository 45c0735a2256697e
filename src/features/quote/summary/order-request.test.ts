import { describe, expect, it } from 'vitest';
import { initialOnboardingState } from '../state/onboarding-state';
import { orderSummaryRequest } from './order-request';
import { testPricing } from '../../../test/quote-kit';

const priced = { ...initialOnboardingState, pricing: testPricing };

describe('orderSummaryRequest', () => {
  it('is null before there is a quote', () => {
    expect(orderSummaryRequest(initialOnboardingState)).toBeNull();
  });

  it('asks for MTPL and the chosen add-ons of the stored quote, full casco included', () => {
    expect(
      orderSummaryRequest({
        ...priced,
        options: ['passenger-and-driver-protection', 'full-casco', 'roadside-assistance'],
      }),
    ).toEqual({
      quoteId: 'quote-1',
      coverCodes: ['MTPL', 'MTPL_ACC', 'MOD_FULL', 'MTPL_ASS'],
      discountCode: null,
      paymentPlan: { kind: 'single' },
    });
  });

  it('asks for the plan the driver chose, one payment unless they chose instalments', () => {
    expect(orderSummaryRequest({ ...priced, paymentPlan: { kind: 'instalments', count: 6 } })?.paymentPlan).toEqual({
      kind: 'instalments',
      count: 6,
    });
  });

  it('sends the coupon the driver applied', () => {
    const discount = { box: 'applied', code: 'PROLJECE10', kind: 'code', amount: 10 } as const;
    expect(orderSummaryRequest({ ...priced, discount })?.discountCode).toBe('PROLJECE10');
  });

  it('sends no code for a vehicle or zone discount, which the server takes from the quote', () => {
    expect(
      orderSummaryRequest({ ...priced, discount: { box: 'applied', code: '', kind: 'code', amount: 15 } })
        ?.discountCode,
    ).toBeNull();
    expect(
      orderSummaryRequest({ ...priced, discount: { box: 'applied', code: '', kind: 'zone', amount: 0 } })?.discountCode,
    ).toBeNull();
  });

  it('sends no code that was only typed, not applied', () => {
    expect(
      orderSummaryRequest({ ...priced, discount: { box: 'visible', code: 'PROLJECE10', kind: null, amount: 0 } })
        ?.discountCode,
    ).toBeNull();
  });
});
