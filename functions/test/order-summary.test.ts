import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { callNames } from '../src/contracts/call-names.js';
import { errorKeys } from '../src/contracts/error-keys.js';
import type { PricingResponse } from '../src/contracts/get-groupama-pricing-for-options.js';
import type { OrderSummary } from '../src/contracts/get-order-summary.js';
import { collections } from '../src/store/collection-names.js';
import { firestore } from './admin.js';
import { callError, callOk, driver, web } from './callable.js';

const coverOf = (pricing: PricingResponse, code: string) =>
  pricing.premiumCovers.find((cover) => cover.coverCode === code);
/** The price in instalments, the list price the items show. */
const priceOf = (pricing: PricingResponse, code: string) => coverOf(pricing, code)?.discountedPrice ?? NaN;
/** The price paid at once, which the summary charges unless the driver asks for instalments. */
const singlePriceOf = (pricing: PricingResponse, code: string) => coverOf(pricing, code)?.singlePaymentPrice ?? NaN;
const sum = (amounts: number[]) => Math.round(amounts.reduce((total, amount) => total + amount * 100, 0)) / 100;
const summary = (data: Record<string, unknown>) => callOk<OrderSummary>(callNames.getOrderSummary, { ...web, ...data });

describe('getOrderSummary', () => {
  it('computes the amount from the stored quote and the chosen covers', async () => {
    const pricing = await callOk<PricingResponse>(callNames.getGroupamaPricingForOptions, {
      ...web,
      ...driver,
      licensePlate: 'ZG5678CD',
    });
    const order = await summary({ quoteId: pricing.quoteId, coverCodes: ['MTPL', 'MTPL_ACC', 'MTPL_ASS_EUR'] });
    const codes = ['MTPL', 'MTPL_ACC', 'MTPL_ASS_EUR'];
    const list = sum(codes.map((code) => priceOf(pricing, code)));
    const single = sum(codes.map((code) => singlePriceOf(pricing, code)));
    expect(order).toMatchObject({
      quoteId: pricing.quoteId,
      licensePlate: 'ZG5678CD',
      subtotal: list,
      singlePaymentDiscountAmount: sum([list, -single]),
      discountAmount: 0,
      total: single,
      currency: 'EUR',
      policyStartDate: pricing.policyStartDate,
      policyEndDate: pricing.policyEndDate,
    });
    expect(order.items.map((item) => item.coverCode)).toEqual(['MTPL', 'MTPL_ACC', 'MTPL_ASS_EUR']);
  });

  it('takes off a coupon it checks again, and the vehicle discount the quote carries', async () => {
    const pricing = await callOk<PricingResponse>(callNames.getGroupamaPricingForOptions, {
      ...web,
      ...driver,
      licensePlate: 'ZG5678CD',
    });
    const withCoupon = await summary({ quoteId: pricing.quoteId, coverCodes: ['MTPL'], discountCode: 'dobrodosli10' });
    expect(withCoupon).toMatchObject({
      discountAmount: 10,
      total: sum([singlePriceOf(pricing, 'MTPL'), -10]),
    });
    expect(withCoupon.codeDiscount).toMatchObject({ code: 'DOBRODOSLI10', type: 'coupon' });

    // A code the quote was not priced with learns only that it is refused, expired or not.
    const refused = await summary({ quoteId: pricing.quoteId, coverCodes: ['MTPL'], discountCode: 'LJETO2026' });
    expect(refused).toMatchObject({ discountAmount: 0, discountCodeRefusal: errorKeys.discountCodeError });

    const vehicle = await callOk<PricingResponse>(callNames.getGroupamaPricingForOptions, {
      ...web,
      ...driver,
      licensePlate: 'ST2345EF',
    });
    expect(await summary({ quoteId: vehicle.quoteId, coverCodes: ['MTPL'] })).toMatchObject({
      discountAmount: 15,
      codeDiscount: { type: 'vehicle' },
    });
  });

  it('says a coupon expired only of the one its quote was priced with, and empties nothing else', async () => {
    const code = `PROLJECE${Date.now()}`;
    const coupon = firestore().collection(collections.coupons).doc(code);
    await coupon.set({
      code,
      valueInEuros: 10,
      expiresAt: Timestamp.fromMillis(Date.now() + 86_400_000),
      licensePlate: null,
      type: 'coupon',
      singleUse: false,
      usedAt: null,
      usedBy: null,
    });
    const pricing = await callOk<PricingResponse>(callNames.getGroupamaPricingForOptions, {
      ...web,
      ...driver,
      licensePlate: 'ZG5678CD',
      discountCode: code,
    });
    expect(pricing.discountCode?.code).toBe(code);
    await coupon.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1_000) });
    const expired = await summary({ quoteId: pricing.quoteId, coverCodes: ['MTPL'], discountCode: code.toLowerCase() });
    expect(expired).toMatchObject({ discountAmount: 0, discountCodeRefusal: 'expired' });
    const other = await summary({ quoteId: pricing.quoteId, coverCodes: ['MTPL'], discountCode: 'LJETO2026' });
    expect(other.discountCodeRefusal).toBe(errorKeys.discountCodeError);
  });

  it('refuses covers that exclude each other, or no MTPL', async () => {
    const pricing = await callOk<PricingResponse>(callNames.getGroupamaPricingForOptions, {
      ...web,
      ...driver,
      licensePlate: 'ZG5678CD',
    });
    for (const coverCodes of [['MTPL', 'MTPL_ASS', 'MTPL_ASS_EUR'], ['MTPL_ACC']]) {
      const error = await callError(callNames.getOrderSummary, { ...web, quoteId: pricing.quoteId, coverCodes });
      expect(error).toMatchObject({
        status: 'INVALID_ARGUMENT',
        details: { errorKey: errorKeys.validation, fields: { coverCodes: expect.any(String) } },
      });
    }
  });

  it('asks to price again for an unknown or expired quote', async () => {
    expect(
      await callError(callNames.getOrderSummary, { ...web, quoteId: 'nepostojeci', coverCodes: ['MTPL'] }),
    ).toMatchObject({
      status: 'NOT_FOUND',
      message: errorKeys.quoteExpired,
    });
    const pricing = await callOk<PricingResponse>(callNames.getGroupamaPricingForOptions, {
      ...web,
      ...driver,
      licensePlate: 'ZG5678CD',
    });
    await firestore()
      .collection(collections.quotes)
      .doc(pricing.quoteId)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect(
      await callError(callNames.getOrderSummary, { ...web, quoteId: pricing.quoteId, coverCodes: ['MTPL'] }),
    ).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: errorKeys.quoteExpired,
    });
  });
});
