import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { callNames } from '../src/contracts/call-names.js';
import { errorKeys } from '../src/contracts/error-keys.js';
import type { StartPaymentResponse } from '../src/contracts/start-payment.js';
import { hasValidSignature } from '../src/payments/gateway-signature.js';
import { collections } from '../src/store/collection-names.js';
import type { CouponDocument } from '../src/store/coupons.js';
import type { OrderDocument } from '../src/store/orders.js';
import { findDocs, firestore, readDoc } from './admin.js';
import { call, callError, randomIp, startInsideOneWindow } from './callable.js';
import { gatewayOrigin } from './emulator-env.js';
import { localFunctionsSecrets } from './local-runtime.js';
import {
  followReturn,
  payOnGateway,
  paymentRequest,
  policyholder,
  priceFor,
  singleUseCoupon,
  readOrder,
  startPayment,
  testCards,
  tryPayment,
  eventually,
  cardGatewayOf,
} from './payment-kit.js';

const refusal = async (outcome: ReturnType<typeof tryPayment>) => {
  const result = await outcome;
  if (result.ok) throw new Error(`startPayment succeeded: ${JSON.stringify(result.result)}`);
  return result.error;
};

describe('startPayment', () => {
  it('opens a pending order for the amount the server computed and answers the signed form for the gateway', async () => {
    const pricing = await priceFor('ZG5678CD');
    const request = await paymentRequest(pricing, { coverCodes: ['MTPL', 'MTPL_ACC', 'MTPL_ASS'] });
    const outcome = await call<StartPaymentResponse>(callNames.startPayment, request);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.error));
    const started = outcome.result;

    expect(started.orderNumber).toMatch(/^AO-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(started.orderToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(started.amount).toBe(request.expectedTotal);
    expect(cardGatewayOf(started).url).toBe(`${gatewayOrigin}/checkout`);
    const { fields } = cardGatewayOf(started);
    expect(fields).toMatchObject({
      order_number: started.orderNumber,
      amount: request.expectedTotal.toFixed(2),
      currency: 'EUR',
      language: 'hr',
      cardholder_name: 'Ivana',
      cardholder_surname: 'Horvat',
      success_url: 'http://127.0.0.1:5000/api/payments/return',
    });
    expect(hasValidSignature(fields, localFunctionsSecrets().GATEWAY_STORE_SECRET ?? '')).toBe(true);

    const order = await readOrder(started.orderNumber);
    expect(order).toMatchObject({
      state: 'pending',
      quoteId: pricing.quoteId,
      amountCents: Math.round(request.expectedTotal * 100),
      coverCodes: ['MTPL', 'MTPL_ACC', 'MTPL_ASS'],
      policyholderIsRegisteredOwner: true,
      vehicle: { licensePlate: 'ZG5678CD', manufacturer: 'Škoda', model: 'Octavia Combi' },
      consents: { preContractInformation: true, generalTerms: true, documentsVersion: '2026-11' },
      policyState: null,
      payment: null,
    });
    // Only the token's hash is kept: whoever reads the database cannot act as the buyer.
    expect(order?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(order)).not.toContain(started.orderToken);
    expect(order?.history.map((event) => event.event)).toEqual(['started']);
  });

  it('sends the buyer back to the site they paid on; a page elsewhere cannot start a payment at all', async () => {
    const pricing = await priceFor('ZG5678CD');
    const request = await paymentRequest(pricing);
    const fromDev = await call<StartPaymentResponse>(callNames.startPayment, request, {
      origin: 'http://127.0.0.1:5173',
    });
    const fromNoBrowser = await call<StartPaymentResponse>(callNames.startPayment, request);
    if (!fromDev.ok || !fromNoBrowser.ok) throw new Error('startPayment failed');
    expect(cardGatewayOf(fromDev.result).fields.success_url).toBe('http://127.0.0.1:5173/api/payments/return');
    expect(cardGatewayOf(fromNoBrowser.result).fields.success_url).toBe('http://127.0.0.1:5000/api/payments/return');

    const orders = (await findDocs(collections.orders, 'quoteId', pricing.quoteId)).length;
    const fromElsewhere = await call(callNames.startPayment, request, { origin: 'https://napadac.example' });
    expect(fromElsewhere).toMatchObject({ ok: false, httpStatus: 403, error: { status: 'PERMISSION_DENIED' } });
    expect(await findDocs(collections.orders, 'quoteId', pricing.quoteId)).toHaveLength(orders);
  });

  it('refuses when the total is not the one the driver was shown, and opens no order', async () => {
    const pricing = await priceFor('ZG5678CD');
    const request = await paymentRequest(pricing);
    const error = await refusal(tryPayment(pricing, { expectedTotal: request.expectedTotal - 1 }));
    expect(error).toMatchObject({ status: 'FAILED_PRECONDITION', message: errorKeys.priceChanged });
    expect(await findDocs(collections.orders, 'quoteId', pricing.quoteId)).toEqual([]);
  });

  it('refuses a policyholder other than the person the quote was priced for', async () => {
    const pricing = await priceFor('ZG5678CD');
    const otherOib = await refusal(
      tryPayment(pricing, { holder: { ...policyholder(), personalIdentificationNumber: '16180339882' } }),
    );
    expect(otherOib).toMatchObject({ status: 'FAILED_PRECONDITION', message: errorKeys.policyholderMismatch });
    const otherBirthday = await refusal(
      tryPayment(pricing, { holder: { ...policyholder(), dateOfBirth: '15/05/1980' } }),
    );
    expect(otherBirthday.message).toBe(errorKeys.policyholderMismatch);
    expect(await findDocs(collections.orders, 'quoteId', pricing.quoteId)).toEqual([]);
  });

  it('refuses a policyholder the register does not name as the owner, before any money moves', async () => {
    // RI3456GH belongs to someone else in the mock register; Ivana may price it but not insure it online.
    const pricing = await priceFor('RI3456GH');
    const error = await refusal(tryPayment(pricing));
    expect(error).toMatchObject({ status: 'FAILED_PRECONDITION', message: errorKeys.notVehicleOwner });
    expect(await findDocs(collections.orders, 'quoteId', pricing.quoteId)).toEqual([]);
  });

  it('lets anyone insure a new vehicle the register names no owner for yet', async () => {
    const holder = policyholder();
    const pricing = await priceFor({ vin: 'WVWZZZE1ZTP567890' }, holder);
    const started = await startPayment(pricing, { holder });
    expect(await readOrder(started.orderNumber)).toMatchObject({
      policyholderIsRegisteredOwner: false,
      vehicle: { licensePlate: null, vin: 'WVWZZZE1ZTP567890', manufacturer: 'Volkswagen' },
    });
  });

  it('refuses an expired quote', async () => {
    const pricing = await priceFor('ZG5678CD');
    const request = await paymentRequest(pricing);
    await firestore()
      .collection(collections.quotes)
      .doc(pricing.quoteId)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const error = await callError(callNames.startPayment, request);
    expect(error).toMatchObject({ status: 'FAILED_PRECONDITION', message: errorKeys.quoteExpired });
  });

  it('refuses consents not given, a price sent by the client and unreadable text, and changes nothing', async () => {
    const pricing = await priceFor('ZG5678CD');
    const request = await paymentRequest(pricing);
    const error = await callError(callNames.startPayment, {
      ...request,
      consents: { preContractInformation: false, generalTerms: true },
      amount: 1,
    });
    expect(error).toMatchObject({ status: 'INVALID_ARGUMENT', message: errorKeys.validation });
    expect(error.details?.fields).toMatchObject({
      'consents.preContractInformation': 'required',
      '(request)': 'invalid',
    });
    const loneSurrogate = await callError(callNames.startPayment, {
      ...request,
      policyholder: { ...request.policyholder, firstName: 'Iv\ud800ana' },
    });
    expect(loneSurrogate.details?.fields).toEqual({ 'policyholder.firstName': 'invalid' });
    expect(await findDocs(collections.orders, 'quoteId', pricing.quoteId)).toEqual([]);
  });

  it(
    'answers only the first 10 payment starts a minute from one address, whichever of its /64 they use',
    { timeout: 45_000 },
    async () => {
      const pricing = await priceFor('ZG5678CD');
      await startInsideOneWindow();
      const subnet = randomIp().split(':').slice(0, 4).join(':');
      const request = await paymentRequest(pricing);
      const outcomes = [];
      for (let i = 0; i < 11; i += 1)
        outcomes.push(await call(callNames.startPayment, request, { ip: `${subnet}::${i + 1}` }));
      expect(outcomes.slice(0, 10).every((outcome) => outcome.ok)).toBe(true);
      expect(outcomes[10]).toMatchObject({ ok: false, error: { status: 'RESOURCE_EXHAUSTED' } });
    },
  );
});

describe('a single-use coupon at payment', () => {
  it('is held by the order being paid: another driver cannot take it, the same driver may pay again', async () => {
    const code = await singleUseCoupon();
    const ivana = await priceFor('ZG5678CD');
    const first = await startPayment(ivana, { discountCode: code });
    expect((await readDoc<CouponDocument>(`${collections.coupons}/${code}`))?.reservation?.orderNumber).toBe(
      first.orderNumber,
    );

    // Luka owns ZG1234AB and has his own OIB.
    const lukaHolder = {
      ...policyholder(),
      firstName: 'Luka',
      lastName: 'Jurković',
      personalIdentificationNumber: '16180339882',
    };
    const luka = await priceFor('ZG1234AB', lukaHolder);
    const taken = await refusal(tryPayment(luka, { holder: lukaHolder, discountCode: code }));
    expect(taken).toMatchObject({
      message: errorKeys.discountCodeError,
      details: { errorKey: errorKeys.discountCodeError },
    });

    const again = await startPayment(ivana, { discountCode: code });
    expect((await readDoc<CouponDocument>(`${collections.coupons}/${code}`))?.reservation?.orderNumber).toBe(
      again.orderNumber,
    );
  });

  it('is let go when its payment is declined, so another driver can use it', async () => {
    const code = await singleUseCoupon();
    const ivana = await priceFor('ZG5678CD');
    const declined = await startPayment(ivana, { discountCode: code });
    await followReturn(await payOnGateway(declined, testCards.insufficientFunds));
    await eventually(
      () => readOrder(declined.orderNumber),
      (order) => order?.state === 'declined',
    );
    expect((await readDoc<CouponDocument>(`${collections.coupons}/${code}`))?.reservation).toBeNull();

    const lukaHolder = {
      ...policyholder(),
      firstName: 'Luka',
      lastName: 'Jurković',
      personalIdentificationNumber: '16180339882',
    };
    const luka = await priceFor('ZG1234AB', lukaHolder);
    const started = await startPayment(luka, { holder: lukaHolder, discountCode: code });
    const order = (await readOrder(started.orderNumber)) as OrderDocument;
    expect(order.reservedCoupon).toBe(code);
    expect(order.discountAmount).toBe(25);
  });
});
