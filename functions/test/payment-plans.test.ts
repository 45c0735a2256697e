/**
 * Paying at once or in instalments (issue 29): the insurer prices both ways, the server charges the plan chosen and
 * never an amount the client sends, and the gateway's form lets only the cards that allow the instalments pay them.
 */
import { describe, expect, it } from 'vitest';
import { callNames } from '../src/contracts/call-names.js';
import { errorKeys } from '../src/contracts/error-keys.js';
import type { PricingResponse } from '../src/contracts/get-groupama-pricing-for-options.js';
import type { OrderSummary } from '../src/contracts/get-order-summary.js';
import type { PaymentPlan } from '../src/contracts/payment-plan.js';
import { hasValidSignature } from '../src/payments/gateway-signature.js';
import { collections } from '../src/store/collection-names.js';
import type { PolicyDocument } from '../src/store/policies.js';
import { findDocs, readDoc } from './admin.js';
import { callError, callOk, web } from './callable.js';
import { localFunctionsSecrets } from './local-runtime.js';
import {
  eventually,
  payOnGateway,
  paymentRequest,
  policyholder,
  priceFor,
  readOrder,
  startPayment,
  testCards,
  tryPayment,
  uniqueEmail,
  cardGatewayOf,
} from './payment-kit.js';

const coverCodes = ['MTPL', 'MTPL_ACC', 'MTPL_ASS'];
const sixInstalments: PaymentPlan = { kind: 'instalments', count: 6 };

/** The insurer's prices of the chosen covers, in cents: each paid at once, and each at its list (instalment) price. */
function insurerSums(pricing: PricingResponse) {
  const chosen = pricing.premiumCovers.filter((cover) => coverCodes.includes(cover.coverCode));
  const cents = (euros: number) => Math.round(euros * 100);
  return {
    single: chosen.reduce((sum, cover) => sum + cents(cover.singlePaymentPrice), 0),
    list: chosen.reduce((sum, cover) => sum + cents(cover.discountedPrice), 0),
  };
}

const summaryOf = (pricing: PricingResponse, paymentPlan?: unknown) =>
  callOk<OrderSummary>(callNames.getOrderSummary, {
    ...web,
    quoteId: pricing.quoteId,
    coverCodes,
    discountCode: null,
    ...(paymentPlan === undefined ? {} : { paymentPlan }),
  });

const ordersOf = (pricing: PricingResponse) => findDocs(collections.orders, 'quoteId', pricing.quoteId);

async function buyer() {
  const holder = policyholder(uniqueEmail());
  return { holder, pricing: await priceFor('ZG5678CD', holder) };
}

/** Pays on the hosted page with the card and waits for the policy the insurer issued for it. */
async function payAndIssue(started: Awaited<ReturnType<typeof startPayment>>, card: string) {
  await payOnGateway(started, card);
  await eventually(
    () => readOrder(started.orderNumber),
    (order) => order?.policyState === 'issued',
    30_000,
  );
  return readDoc<PolicyDocument>(`${collections.policies}/${started.orderNumber}`);
}

describe('payment plans', () => {
  it('prices both plans from the insurer’s prices, the instalment total whatever the count', async () => {
    const { pricing } = await buyer();
    const { single, list } = insurerSums(pricing);
    expect(single).toBeLessThan(list);

    const atOnce = await summaryOf(pricing);
    expect(atOnce).toMatchObject({
      paymentPlan: { kind: 'single' },
      subtotal: list / 100,
      singlePaymentDiscountAmount: (list - single) / 100,
      total: single / 100,
      planTotals: { single: single / 100, instalments: list / 100 },
    });
    expect(await summaryOf(pricing, { kind: 'single' })).toEqual(atOnce);

    for (const count of [2, 6, 12]) {
      expect(await summaryOf(pricing, { kind: 'instalments', count })).toMatchObject({
        paymentPlan: { kind: 'instalments', count },
        subtotal: list / 100,
        singlePaymentDiscountAmount: 0,
        total: list / 100,
        planTotals: { single: single / 100, instalments: list / 100 },
      });
    }
  });

  it(
    'charges the insurer’s one-payment sum when paid at once, and the policy says so',
    { timeout: 60_000 },
    async () => {
      const { holder, pricing } = await buyer();
      const { single, list } = insurerSums(pricing);
      const started = await startPayment(pricing, { holder, coverCodes });
      expect(started.amount).toBe(single / 100);
      expect(cardGatewayOf(started).fields.amount).toBe((single / 100).toFixed(2));
      // One payment: no instalment fields, so the page takes every card once.
      expect(
        Object.keys(cardGatewayOf(started).fields).filter((name) => /^payment_|^installments_map$/.test(name)),
      ).toEqual([]);
      expect(await readOrder(started.orderNumber)).toMatchObject({
        amountCents: single,
        paymentPlan: { kind: 'single' },
        singlePaymentDiscountAmount: (list - single) / 100,
        total: single / 100,
      });

      // The insurer issues it only for at most its one-payment price: it took the amount charged.
      const policy = await payAndIssue(started, testCards.approved);
      expect(policy).toMatchObject({
        paymentPlan: { kind: 'single' },
        singlePaymentDiscount: (list - single) / 100,
        total: single / 100,
      });
    },
  );

  it(
    'charges the list sum in instalments, and tells the gateway which cards may pay them',
    { timeout: 60_000 },
    async () => {
      const { holder, pricing } = await buyer();
      const { list } = insurerSums(pricing);
      const started = await startPayment(pricing, { holder, coverCodes, paymentPlan: sixInstalments });
      expect(started.amount).toBe(list / 100);
      const { fields } = cardGatewayOf(started);
      expect(fields.amount).toBe((list / 100).toFixed(2));
      expect(hasValidSignature(fields, localFunctionsSecrets().GATEWAY_STORE_SECRET ?? '')).toBe(true);
      expect(await readOrder(started.orderNumber)).toMatchObject({
        amountCents: list,
        paymentPlan: sixInstalments,
        singlePaymentDiscountAmount: 0,
        total: list / 100,
      });

      const policy = await payAndIssue(started, testCards.approved);
      expect(policy).toMatchObject({ paymentPlan: sixInstalments, singlePaymentDiscount: 0, total: list / 100 });
    },
  );

  it('puts the plan’s fields on the gateway form for exactly the brands that allow the count', async () => {
    const fieldsFor = async (count: number) => {
      const { holder, pricing } = await buyer();
      const started = await startPayment(pricing, {
        holder,
        coverCodes,
        paymentPlan: { kind: 'instalments', count },
      });
      return cardGatewayOf(started).fields;
    };
    const planFields = (fields: Record<string, string>) =>
      Object.fromEntries(Object.entries(fields).filter(([name]) => /^payment_|^installments_map$/.test(name)));

    const six = await fieldsFor(6);
    expect(planFields(six)).toEqual({
      payment_all: '',
      payment_visa: 'Y0606',
      payment_master: 'Y0606',
      payment_diners: 'Y0606',
      payment_amex: 'Y0606',
      installments_map: expect.any(String),
    });
    expect(JSON.parse(six.installments_map ?? '')).toEqual({
      visa: { min_installments: 6, max_installments: 6 },
      master: { min_installments: 6, max_installments: 6 },
      diners: { min_installments: 6, max_installments: 6 },
      amex: { min_installments: 6, max_installments: 6 },
    });

    const twelve = await fieldsFor(12);
    expect(planFields(twelve)).toEqual({
      payment_all: '',
      payment_diners: 'Y1212',
      payment_amex: 'Y1212',
      installments_map: JSON.stringify({
        diners: { min_installments: 12, max_installments: 12 },
        amex: { min_installments: 12, max_installments: 12 },
      }),
    });
  });

  it('refuses a total that is not the chosen plan’s, and opens no order', async () => {
    const { holder, pricing } = await buyer();
    const { single, list } = insurerSums(pricing);
    // The client shows the one-payment total but asks for instalments (or the other way round).
    for (const [paymentPlan, expectedTotal] of [
      [sixInstalments, single / 100],
      [{ kind: 'single' }, list / 100],
      [undefined, list / 100],
    ] as const) {
      const outcome = await tryPayment(pricing, { holder, coverCodes, paymentPlan, expectedTotal });
      expect(outcome).toMatchObject({
        ok: false,
        error: { status: 'FAILED_PRECONDITION', message: errorKeys.priceChanged },
      });
    }
    expect(await ordersOf(pricing)).toEqual([]);
  });

  it('refuses a plan no card allows, or not a plan at all, with a structured error, writing nothing', async () => {
    const { holder, pricing } = await buyer();
    const request = await paymentRequest(pricing, { holder, coverCodes });
    const refused: [unknown, string][] = [
      [{ kind: 'instalments', count: 13 }, 'paymentPlan.count'],
      [{ kind: 'instalments', count: 1 }, 'paymentPlan.count'],
      [{ kind: 'instalments', count: 0 }, 'paymentPlan.count'],
      [{ kind: 'instalments', count: 2.5 }, 'paymentPlan.count'],
      [{ kind: 'instalments', count: 'x' }, 'paymentPlan.count'],
      [{ kind: 'instalments', count: '6' }, 'paymentPlan.count'],
      [{ kind: 'instalments' }, 'paymentPlan.count'],
      [{ kind: 'monthly', count: 6 }, 'paymentPlan.kind'],
      [{ kind: 'instalments', count: 6, bank: 'PBZ' }, 'paymentPlan'],
      ['instalments', 'paymentPlan'],
    ];
    const orderPart = { ...web, quoteId: pricing.quoteId, coverCodes, discountCode: null };
    for (const [paymentPlan, field] of refused) {
      for (const [name, data] of [
        [callNames.getOrderSummary, { ...orderPart, paymentPlan }],
        [callNames.startPayment, { ...request, paymentPlan }],
      ] as const) {
        expect(await callError(name, data), `${name} ${JSON.stringify(paymentPlan)}`).toMatchObject({
          status: 'INVALID_ARGUMENT',
          details: { errorKey: errorKeys.validation, fields: { [field]: expect.any(String) } },
        });
      }
    }
    expect(await ordersOf(pricing)).toEqual([]);
  });
});
