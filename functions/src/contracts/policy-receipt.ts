/**
 * What a policy cost, line by line, as the e-policy prints it and the success page shows it: both take the lines from
 * here, computed from the stored policy, so the page can never leave out a line the document has or sum them
 * differently. The SPA only labels and formats them; it never adds anything up.
 */
import type { CoverCode } from './covers.js';
import type { PaymentPlan } from './payment-plan.js';

/** What the stored policy says about its price; the e-policy's shape and the policy record both have it. */
export interface ReceiptSource {
  /** In the order bought; premium is euros with premium tax included, premiumTax the tax inside it. */
  covers: readonly { coverCode: CoverCode; premium: number; premiumTax: number }[];
  /** Absent on a policy issued before the driver could choose. */
  paymentPlan?: PaymentPlan;
  singlePaymentDiscount?: number;
  /** A coupon (code) or the insurer's vehicle discount (code null). */
  discount: { code: string | null; amount: number } | null;
  referralDiscount?: number;
  points?: { points: number; amount: number } | null;
  total: number;
}

/** Euros taken off the covers' sum, in the order the order total takes them (services/order-total.ts). */
export type ReceiptDeduction =
  | { kind: 'single-payment'; amount: number }
  | { kind: 'coupon'; code: string; amount: number }
  | { kind: 'vehicle'; amount: number }
  | { kind: 'referral'; amount: number }
  | { kind: 'points'; points: number; amount: number };

/**
 * How the total was paid. In instalments the gateway charges the whole total at once and the card's bank collects it
 * monthly (docs/decisions/0019-payment-plans.md): equal instalments of `each`, the cents that do not divide evenly on
 * the `first`, so that `first + (count − 1) × each` is the total to the cent.
 */
export type ReceiptPlan = { kind: 'single' } | { kind: 'instalments'; count: number; first: number; each: number };

export interface PolicyReceipt {
  covers: { coverCode: CoverCode; premium: number; premiumTax: number }[];
  deductions: ReceiptDeduction[];
  /** Euros paid: the covers' sum less every deduction. */
  total: number;
  /** Null for a policy issued before the driver could choose, which says nothing of a plan. */
  plan: ReceiptPlan | null;
}

const cents = (euros: number) => Math.round(euros * 100);

function planOf(plan: PaymentPlan | undefined, total: number): ReceiptPlan | null {
  if (!plan) return null;
  if (plan.kind === 'single') return { kind: 'single' };
  const each = Math.floor(cents(total) / plan.count);
  return {
    kind: 'instalments',
    count: plan.count,
    first: (cents(total) - each * (plan.count - 1)) / 100,
    each: each / 100,
  };
}

export function policyReceipt(source: ReceiptSource): PolicyReceipt {
  const deductions: ReceiptDeduction[] = [];
  if (source.singlePaymentDiscount) deductions.push({ kind: 'single-payment', amount: source.singlePaymentDiscount });
  if (source.discount) {
    const { code, amount } = source.discount;
    deductions.push(code === null ? { kind: 'vehicle', amount } : { kind: 'coupon', code, amount });
  }
  if (source.referralDiscount) deductions.push({ kind: 'referral', amount: source.referralDiscount });
  if (source.points) deductions.push({ kind: 'points', points: source.points.points, amount: source.points.amount });
  return {
    covers: source.covers.map(({ coverCode, premium, premiumTax }) => ({ coverCode, premium, premiumTax })),
    deductions,
    total: source.total,
    plan: planOf(source.paymentPlan, source.total),
  };
}
