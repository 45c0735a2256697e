/**
 * What the quote flow's component tests share: vehicles as the register returns them, a flow seeded into storage
 * as the store keeps it, a priced quote, and a stand-in for the callables the priced steps use.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import hrCommon from '../../locales/hr/common.json';
import { apiPaths } from '@contracts/call-names';
import type { CoverCode } from '@contracts/covers';
import type { DiscountStatusResponse } from '@contracts/check-discount-status';
import type { VehicleInfo } from '@contracts/get-groupama-vehicle-info';
import type { PricingResponse } from '@contracts/get-groupama-pricing-for-options';
import type { OrderSummary, OrderSummaryRequest } from '@contracts/get-order-summary';
import { requestedPlan } from '@contracts/payment-plan';
import type { PaymentSlipView } from '@contracts/payment-slip';
import type { StartPaymentResponse } from '@contracts/start-payment';
import type { ReferralValidationResponse } from '@contracts/validate-referral';
import { paths } from '../app/route-table';
import { storeOnboardingField } from '../features/quote/state/onboarding-storage';
import { defaultOptions, type OnboardingState } from '../features/quote/state/onboarding-state';
import { answerCall, callableUrl, callError, dataOf } from './callables';
import { server } from './msw-server';
import { renderApp } from './render-app';

/** Stores flow fields the way the store does, so the app starts with them (the guest's quote unless another prefix). */
export function seedOnboarding(state: Partial<OnboardingState>, prefix?: string) {
  for (const [field, value] of Object.entries(state))
    storeOnboardingField(field as keyof OnboardingState, value, undefined, prefix);
}

/** How the server answers a friend's good link (`/?rid=demo-driver&rl=poziv-ana`, fixtures/README.md). */
export const friendsLink: ReferralValidationResponse = {
  valid: true,
  referrerId: 'demo-driver',
  errorCode: null,
  referralPoints: 100,
  referralDiscountAmount: 10,
  individualReferral: true,
};

/**
 * `POST /api/referrals/validate` (spec §7) answering `answer` (a valid referral by default), or what it makes of the
 * check sent; the returned list fills with what each check sent.
 */
export function answerReferralValidation(
  answer: object | ((check: Record<string, unknown>, authorization: string | null) => object) = {
    valid: true,
    errorCode: null,
  },
) {
  const checks: unknown[] = [];
  server.use(
    http.post(`http://localhost:3000${apiPaths.validateReferral}`, async ({ request }) => {
      const check = (await request.json()) as Record<string, unknown>;
      checks.push(check);
      const authorization = request.headers.get('authorization');
      return HttpResponse.json(typeof answer === 'function' ? answer(check, authorization) : answer);
    }),
  );
  return checks;
}

/** Progress saves happen at every step; tests that reach one answer them with a record id. */
export const answerProgressSaves = () => answerCall('saveWorkInProgress', { wipId: 'wip-1' });

export const car: VehicleInfo = {
  licensePlate: 'ZG1234AB',
  vin: 'WVWZZZCDZMW123456',
  manufacturer: 'Volkswagen',
  model: 'Golf',
  variant: '1.5 TSI Life',
  yearOfManufacture: 2021,
  enginePowerInKw: 96,
  registrationExpiryDate: '15/03/2027',
  licensePlateType: 'REGULAR',
  categoryDesc: 'M1',
  isPersonalVehicle: true,
};

export const van: VehicleInfo = {
  ...car,
  licensePlate: 'ZG1112TV',
  vin: 'WF0XXXTTGXKA12345',
  manufacturer: 'Ford',
  model: 'Transit',
  variant: '2.0 EcoBlue',
  categoryDesc: 'N1',
  isPersonalVehicle: false,
};

/** A register record with nothing but the registration expiry date (spec §5). */
export const emptyRecord: VehicleInfo = {
  licensePlate: null,
  vin: null,
  manufacturer: null,
  model: null,
  variant: null,
  yearOfManufacture: null,
  enginePowerInKw: null,
  registrationExpiryDate: '01/06/2026',
  licensePlateType: null,
  categoryDesc: null,
  isPersonalVehicle: false,
};

export const lookupAnswer = (...vehicles: VehicleInfo[]) => ({ responseStatus: 'success', vehicleInfos: vehicles });

export const prices: Record<CoverCode, number> = {
  MTPL: 270,
  MTPL_ACC: 20,
  MTPL_ACC_EXT: 35,
  MTPL_ASS: 15,
  MTPL_ASS_EUR: 25,
  MTPL_BP: 30,
  MOD_FULL: 450,
};

/** The insurer's price paid at once: 5 % off, as the mock insurer's tariff takes it (whole cents). */
export const singlePaymentPrices = Object.fromEntries(
  (Object.keys(prices) as CoverCode[]).map((coverCode) => [coverCode, Math.round(prices[coverCode] * 95) / 100]),
) as Record<CoverCode, number>;

export const testPricing: PricingResponse = {
  quoteId: 'quote-1',
  responseStatus: 'success',
  premiumCovers: (Object.keys(prices) as CoverCode[]).map((coverCode) => ({
    coverCode,
    grossPremiumAmt: prices[coverCode] + 30,
    discountedPrice: prices[coverCode],
    taxBasisAmt: prices[coverCode] * 0.9,
    singlePaymentPrice: singlePaymentPrices[coverCode],
  })),
  discountCode: null,
  discountZone: { code: 'ZG', discountAmount: 10, discountAmountType: 'percent' },
  discountOptions: ['code'],
  discountCodeRefusal: null,
  policyStartDate: '01/01/2099',
  policyEndDate: '01/01/2100',
};

/** A driver who has just been priced: the store as the reducer leaves it after `priced`. */
export const pricedState: Partial<OnboardingState> = {
  licensePlate: 'ZG1234AB',
  vehicle: car,
  onboardingProgress: 'started',
  personal: { dateOfBirth: '07/03/1985', personalIdentificationNumber: '69435151530', firstName: '', lastName: '' },
  contact: { contactEmail: 'ana.horvat@primjer.hr', phoneNumberPrefix: '+385', phoneNumber: '912345678' },
  policy: { policyAccepted: true, contactConsent: false, policyStartDate: '01/01/2099', policyEndDate: '01/01/2100' },
  pricing: testPricing,
  options: defaultOptions,
  optionsChosen: true,
  discount: { box: 'hidden', code: '', kind: null, amount: 0 },
  furthestStep: 1,
};

/** A coupon the stand-in server accepts. */
export const coupon: DiscountStatusResponse = {
  discountCode: 'PROLJECE10',
  discountInEuros: 10,
  expiresAt: null,
  licensePlate: null,
  type: 'coupon',
  singleUse: false,
  usedAt: null,
};

/**
 * The stand-in for the order summary the server computes, as the server does (services/order-total.ts): the items at
 * their price in instalments, the one-payment discount when paid at once, then the coupon; no points.
 */
export function orderSummaryFor(request: OrderSummaryRequest): OrderSummary {
  const items = request.coverCodes.map((coverCode) => ({
    coverCode,
    price: prices[coverCode],
    taxBasisAmt: prices[coverCode] * 0.9,
  }));
  const cents = (euros: number) => Math.round(euros * 100);
  const subtotalCents = items.reduce((sum, item) => sum + cents(item.price), 0);
  const singlePaymentCents = request.coverCodes.reduce(
    (sum, coverCode) => sum + cents(prices[coverCode]) - cents(singlePaymentPrices[coverCode]),
    0,
  );
  const discountAmount = request.discountCode ? coupon.discountInEuros : 0;
  const totalCents = (single: boolean) =>
    Math.max(0, subtotalCents - (single ? singlePaymentCents : 0) - cents(discountAmount));
  const paymentPlan = requestedPlan(request.paymentPlan);
  const single = paymentPlan.kind === 'single';
  const subtotal = subtotalCents / 100;
  return {
    quoteId: request.quoteId,
    licensePlate: 'ZG1234AB',
    vin: null,
    items,
    discountZone: testPricing.discountZone,
    codeDiscount: request.discountCode
      ? { code: request.discountCode, discountInEuros: discountAmount, licensePlate: null, type: 'coupon' }
      : null,
    discountCodeRefusal: null,
    subtotal,
    discountAmount,
    referralDiscountAmount: 0,
    paymentPlan,
    singlePaymentDiscountAmount: single ? singlePaymentCents / 100 : 0,
    planTotals: { single: totalCents(true) / 100, instalments: totalCents(false) / 100 },
    points: null,
    pointsDiscountAmount: 0,
    total: totalCents(single) / 100,
    currency: 'EUR',
    policyStartDate: '01/01/2099',
    policyEndDate: '01/01/2100',
    coveredCar: null,
  };
}

/** What startPayment answers: an order of its own and the signed form for the gateway's page. */
export const startedPayment = {
  orderNumber: 'AO-7K3M9Q2X4P',
  orderToken: 'T'.repeat(43),
  amount: 1234.56,
  currency: 'EUR',
  method: 'card',
  gateway: {
    url: 'https://gateway.example/checkout',
    fields: { order_number: 'AO-7K3M9Q2X4P', amount: '1234.56', signature: 'ab12' },
  },
} satisfies StartPaymentResponse;

/** A slip as startPayment draws it for a slip order (the barcode's bytes are not looked at in jsdom). */
export const paymentSlip: PaymentSlipView = {
  currency: 'EUR',
  amountCents: 123456,
  amount: 1234.56,
  payer: { name: 'Ana Horvat', street: 'Ilica 10', place: '10000 Zagreb' },
  payee: { name: 'Groupama osiguranje d.d.', street: 'Ulica Ivana Lučića 2a', place: '10000 Zagreb' },
  iban: 'HR1723600001101234565',
  model: 'HR01',
  reference: '0267-306205803670-5',
  purposeCode: 'INSU',
  description: 'Polica AO ZG5678CD',
  validUntil: '2026-12-14',
  barcodePng: 'iVBORw0KGgo=',
};

/** What startPayment answers for a slip: the order and its slip, no gateway. */
export const startedSlipPayment = {
  orderNumber: 'AO-7K3M9Q2X4P',
  orderToken: 'T'.repeat(43),
  amount: 1234.56,
  currency: 'EUR',
  method: 'slip',
  slip: paymentSlip,
} satisfies StartPaymentResponse;

/** Records every call the page makes and answers like the server would. */
export function quoteServer(
  options: {
    summary?: (request: OrderSummaryRequest) => OrderSummary | Response | Promise<OrderSummary | Response>;
    /** How startPayment answers; by default with an order and a gateway form. */
    payment?: () => Response;
  } = {},
) {
  const calls: { name: string; data: Record<string, unknown> }[] = [];
  const answer = options.summary ?? orderSummaryFor;
  const handlers = [
    http.post(callableUrl('getOrderSummary'), async ({ request }) => {
      const data = await dataOf<OrderSummaryRequest>(request);
      calls.push({ name: 'getOrderSummary', data });
      const result = await answer(data);
      return result instanceof Response ? result : HttpResponse.json({ result });
    }),
    http.post(callableUrl('checkDiscountStatus'), async ({ request }) => {
      const data = await dataOf<{ code: string; licensePlate: string | null }>(request);
      calls.push({ name: 'checkDiscountStatus', data });
      return data.code.toUpperCase() === coupon.discountCode
        ? HttpResponse.json({ result: coupon })
        : callError('FAILED_PRECONDITION', 'discountCodeError');
    }),
    http.post(callableUrl('startPayment'), async ({ request }) => {
      calls.push({ name: 'startPayment', data: await dataOf(request) });
      return options.payment?.() ?? HttpResponse.json({ result: startedPayment });
    }),
    http.post(callableUrl('saveWorkInProgress'), async ({ request }) => {
      calls.push({ name: 'saveWorkInProgress', data: await dataOf(request) });
      return HttpResponse.json({ result: { wipId: 'wip-1' } });
    }),
  ];
  const lastCall = (name: string) => calls.filter((call) => call.name === name).at(-1)?.data;
  return { calls, handlers, lastCall };
}

type PricedStep = 'onboarding-insurance-plans' | 'onboarding-summary' | 'onboarding-payment';

/** A priced step of the quote flow, served by `quoteServer`, as a driver arrives on it. */
export async function openPricedStep(
  step: PricedStep,
  state: Partial<OnboardingState> = pricedState,
  options: Parameters<typeof quoteServer>[0] = {},
) {
  const quote = quoteServer(options);
  server.use(...quote.handlers);
  seedOnboarding(state);
  const user = userEvent.setup();
  const view = renderApp(paths[step]);
  // The first test pays for loading the onboarding chunk and its texts.
  await screen.findByRole('heading', { level: 1, name: hrCommon.routes[step].heading }, { timeout: 5000 });
  return { ...view, ...quote, user };
}

export const openInsurancePlans = (state = pricedState, options: Parameters<typeof quoteServer>[0] = {}) =>
  openPricedStep('onboarding-insurance-plans', state, options);
