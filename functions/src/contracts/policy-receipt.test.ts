import { describe, expect, it } from 'vitest';
import { policyReceipt, type PolicyReceipt, type ReceiptSource } from './policy-receipt.js';

const cents = (euros: number) => Math.round(euros * 100);
const sumOf = (receipt: PolicyReceipt) =>
  receipt.covers.reduce((sum, cover) => sum + cents(cover.premium), 0) -
  receipt.deductions.reduce((sum, deduction) => sum + cents(deduction.amount), 0);

/** ST2345EF paid at once with its vehicle discount and 300 points, as issue 42 found it on the success page. */
const withPoints: ReceiptSource = {
  covers: [
    { coverCode: 'MTPL', premium: 171.27, premiumTax: 17.13 },
    { coverCode: 'MTPL_ACC', premium: 14, premiumTax: 0 },
  ],
  paymentPlan: { kind: 'single' },
  singlePaymentDiscount: 9.27,
  discount: { code: null, amount: 15 },
  referralDiscount: 0,
  points: { points: 300, amount: 30 },
  total: 131,
};

describe('policyReceipt', () => {
  it('lists every deduction in the order the total takes them, and they add up to what was paid', () => {
    const receipt = policyReceipt(withPoints);
    expect(receipt.deductions).toEqual([
      { kind: 'single-payment', amount: 9.27 },
      { kind: 'vehicle', amount: 15 },
      { kind: 'points', points: 300, amount: 30 },
    ]);
    expect(receipt.plan).toEqual({ kind: 'single' });
    expect(sumOf(receipt)).toBe(cents(receipt.total));

    const friend = policyReceipt({ ...withPoints, discount: { code: 'JESEN10', amount: 10 }, referralDiscount: 5 });
    expect(friend.deductions.map((deduction) => deduction.kind)).toEqual([
      'single-payment',
      'coupon',
      'referral',
      'points',
    ]);
    expect(friend.deductions[1]).toEqual({ kind: 'coupon', code: 'JESEN10', amount: 10 });
  });

  it('leaves out what took nothing off, and the plan of a policy issued before drivers chose one', () => {
    const plain = policyReceipt({
      covers: withPoints.covers,
      discount: null,
      total: 185.27,
    });
    expect(plain).toEqual({ covers: withPoints.covers, deductions: [], total: 185.27, plan: null });
  });

  it('splits instalments to the cent, the cents left over on the first', () => {
    const six = policyReceipt({
      ...withPoints,
      paymentPlan: { kind: 'instalments', count: 6 },
      singlePaymentDiscount: 0,
      points: null,
      total: 170.27,
    });
    expect(six.plan).toEqual({ kind: 'instalments', count: 6, first: 28.42, each: 28.37 });
    expect(six.deductions).toEqual([{ kind: 'vehicle', amount: 15 }]);
    for (let count = 2; count <= 12; count += 1)
      for (const total of [1, 99.99, 170.27, 203.75, 1234.56]) {
        const plan = policyReceipt({ ...withPoints, paymentPlan: { kind: 'instalments', count }, total }).plan;
        if (plan?.kind !== 'instalments') throw new Error('no instalments');
        expect(cents(plan.first) + (count - 1) * cents(plan.each)).toBe(cents(total));
        expect(cents(plan.first) - cents(plan.each)).toBeGreaterThanOrEqual(0);
        expect(cents(plan.first) - cents(plan.each)).toBeLessThan(count);
      }
  });
});
