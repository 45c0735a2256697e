import { describe, expect, it } from 'vitest';
import { errorKeys } from '../contracts/error-keys.js';
import type { PremiumCover } from '../contracts/get-groupama-pricing-for-options.js';
import { DomainError } from './domain-error.js';
import { orderTotal } from './order-total.js';
import type { PaymentPlan } from '../contracts/payment-plan.js';

const instalments: PaymentPlan = { kind: 'instalments', count: 6 };

const covers: PremiumCover[] = [
  { coverCode: 'MTPL', grossPremiumAmt: 331.2, discountedPrice: 165.6, taxBasisAmt: 144, singlePaymentPrice: 165.6 },
  { coverCode: 'MTPL_ACC', grossPremiumAmt: 19.9, discountedPrice: 19.9, taxBasisAmt: 19.9, singlePaymentPrice: 19.9 },
  { coverCode: 'MTPL_ASS', grossPremiumAmt: 24.9, discountedPrice: 24.9, taxBasisAmt: 24.9, singlePaymentPrice: 24.9 },
  { coverCode: 'MTPL_BP', grossPremiumAmt: 14.4, discountedPrice: 14.4, taxBasisAmt: 14.4, singlePaymentPrice: 14.4 },
];

describe('orderTotal', () => {
  it('adds the chosen covers at their discounted prices to the cent', () => {
    expect(
      orderTotal(covers, ['MTPL', 'MTPL_ACC', 'MTPL_ASS'], { plan: instalments, discountInEuros: 0 }),
    ).toMatchObject({
      subtotal: 210.4,
      discountAmount: 0,
      total: 210.4,
    });
  });

  it('takes a code discount off the subtotal', () => {
    expect(orderTotal(covers, ['MTPL', 'MTPL_BP'], { plan: instalments, discountInEuros: 10 })).toMatchObject({
      subtotal: 180,
      discountAmount: 10,
      total: 170,
    });
  });

  it('never goes below zero, whatever the discount', () => {
    expect(orderTotal(covers, ['MTPL'], { plan: instalments, discountInEuros: 500 })).toMatchObject({
      subtotal: 165.6,
      discountAmount: 165.6,
      total: 0,
    });
  });

  it('keeps the sum exact where floating point would not (0.1 + 0.2)', () => {
    const cents: PremiumCover[] = [
      { coverCode: 'MTPL', grossPremiumAmt: 0.1, discountedPrice: 0.1, taxBasisAmt: 0.1, singlePaymentPrice: 0.1 },
      { coverCode: 'MTPL_ACC', grossPremiumAmt: 0.2, discountedPrice: 0.2, taxBasisAmt: 0.2, singlePaymentPrice: 0.2 },
    ];
    expect(orderTotal(cents, ['MTPL', 'MTPL_ACC'], { plan: instalments, discountInEuros: 0 }).total).toBe(0.3);
  });

  it('refuses a cover the quote has no price for as the driver’s choice, with the catalogued validation error', () => {
    let thrown: unknown;
    try {
      orderTotal(covers, ['MTPL', 'MOD_FULL'], { plan: instalments, discountInEuros: 0 });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({
      code: 'invalid-argument',
      details: { errorKey: errorKeys.validation, fields: { coverCodes: 'invalid' } },
    });
  });

  it('takes a referred friend’s discount after the code discount, never below zero', () => {
    expect(
      orderTotal(covers, ['MTPL', 'MTPL_BP'], { plan: instalments, discountInEuros: 10, referralDiscountInEuros: 10 }),
    ).toMatchObject({
      discountAmount: 10,
      referralDiscountAmount: 10,
    });
    expect(
      orderTotal(covers, ['MTPL'], { plan: instalments, discountInEuros: 160, referralDiscountInEuros: 10 }),
    ).toMatchObject({
      subtotal: 165.6,
      discountAmount: 160,
      referralDiscountAmount: 5.6,
      total: 0,
    });
  });
});
