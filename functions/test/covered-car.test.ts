/**
 * A car already covered (docs/decisions/0020-renewal-reminders.md): the summary says so, before payment, only to the
 * person whose policy it is — the same account, or the OIB and date of birth the quote was priced for — and a start
 * from the day that cover ends clears it; the payment refuses such a period for that person, and only for them
 * (docs/decisions/0029-covered-car-at-payment.md). Priced, summed up and paid over HTTP as the SPA does.
 */
import { describe, expect, it } from 'vitest';
import { callNames } from '../src/contracts/call-names.js';
import { errorKeys } from '../src/contracts/error-keys.js';
import type { AccountResponse } from '../src/contracts/get-account.js';
import type { PricingResponse } from '../src/contracts/get-groupama-pricing-for-options.js';
import type { OrderSummary } from '../src/contracts/get-order-summary.js';
import { isoToDisplayDate } from '../src/contracts/field-rules.js';
import { zagrebDate } from '../src/contracts/policy-dates.js';
import type { StartPaymentResponse } from '../src/contracts/start-payment.js';
import { collections } from '../src/store/collection-names.js';
import { findDocs } from './admin.js';
import { signUp, uniqueEmail } from './auth-users.js';
import { call, callOk, web } from './callable.js';
import { paymentRequest, policyholder } from './payment-kit.js';
import { randomOib, storeTestPolicy } from './renewal-kit.js';

const inDays = (days: number) => zagrebDate(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

const person = (personalIdentificationNumber = randomOib(), dateOfBirth = '11/11/1981') => ({
  dateOfBirth,
  personalIdentificationNumber,
  contactEmail: uniqueEmail('vozac'),
  phoneNumberPrefix: '+385',
  phoneNumber: '912345678',
  policyAccepted: true,
});

async function summaryFor(
  licensePlate: string,
  driver: ReturnType<typeof person>,
  options: { idToken?: string; policyStartDate?: string } = {},
): Promise<OrderSummary> {
  const pricing = await callOk<PricingResponse>(
    callNames.getGroupamaPricingForOptions,
    { ...web, licensePlate, ...driver, policyStartDate: options.policyStartDate ?? null },
    { idToken: options.idToken },
  );
  return callOk<OrderSummary>(
    callNames.getOrderSummary,
    { ...web, quoteId: pricing.quoteId, coverCodes: ['MTPL'] },
    { idToken: options.idToken },
  );
}

describe('a car already covered', () => {
  it('is said to a guest pricing it for the same OIB and date of birth, with the day the cover ends to start on', async () => {
    const holder = person();
    const endDay = inDays(40);
    await storeTestPolicy({
      licensePlate: 'NA567AH',
      endDay,
      email: holder.contactEmail,
      personalIdentificationNumber: holder.personalIdentificationNumber,
      dateOfBirth: holder.dateOfBirth,
    });
    const summary = await summaryFor('NA567AH', person(holder.personalIdentificationNumber, holder.dateOfBirth));
    expect(summary.coveredCar).toEqual({
      coveredUntil: isoToDisplayDate(endDay),
      suggestedStartDate: isoToDisplayDate(endDay),
    });
  });

  it('is never said for another person’s OIB, nor for the right OIB with another date of birth', async () => {
    const holder = person();
    await storeTestPolicy({
      licensePlate: 'GS890AJ',
      endDay: inDays(35),
      email: holder.contactEmail,
      personalIdentificationNumber: holder.personalIdentificationNumber,
      dateOfBirth: holder.dateOfBirth,
    });
    expect((await summaryFor('GS890AJ', person())).coveredCar).toBeNull();
    expect(
      (await summaryFor('GS890AJ', person(holder.personalIdentificationNumber, '12/11/1981'))).coveredCar,
    ).toBeNull();
    // Signed in to an account that is not the policy's changes nothing.
    const stranger = await signUp();
    expect((await summaryFor('GS890AJ', person(), { idToken: stranger.idToken })).coveredCar).toBeNull();
  });

  it('is said to the policy’s account signed in, whoever the quote is priced for', async () => {
    const owner = await signUp();
    const endDay = inDays(30);
    await storeTestPolicy({ licensePlate: 'MA123AK', endDay, email: owner.email, uid: owner.uid });
    const summary = await summaryFor('MA123AK', person(), { idToken: owner.idToken });
    expect(summary.coveredCar).toEqual({
      coveredUntil: isoToDisplayDate(endDay),
      suggestedStartDate: isoToDisplayDate(endDay),
    });
  });

  it('clears once the quote starts on the day the cover ends', async () => {
    const holder = person();
    const endDay = inDays(25);
    await storeTestPolicy({
      licensePlate: 'KR456AL',
      endDay,
      email: holder.contactEmail,
      personalIdentificationNumber: holder.personalIdentificationNumber,
      dateOfBirth: holder.dateOfBirth,
    });
    const before = await summaryFor('KR456AL', holder);
    expect(before.coveredCar?.suggestedStartDate).toBe(isoToDisplayDate(endDay));
    const after = await summaryFor('KR456AL', holder, { policyStartDate: before.coveredCar?.suggestedStartDate });
    expect(after.policyStartDate).toBe(isoToDisplayDate(endDay));
    expect(after.coveredCar).toBeNull();
  });
});

/** A car the register knows only by its VIN, with no owner: anyone may insure it online, so any OIB can buy it. */
const ownerlessVin = 'NMTKZ3BX50R678901';

/** Prices the VIN car for the person and starts its payment as the SPA does, signed in or not. */
async function payFor(driver: ReturnType<typeof person>, options: { idToken?: string; policyStartDate?: string } = {}) {
  const pricing = await callOk<PricingResponse>(
    callNames.getGroupamaPricingForOptions,
    { ...web, vin: ownerlessVin, ...driver, policyStartDate: options.policyStartDate ?? null },
    { idToken: options.idToken },
  );
  const holder = {
    ...policyholder(driver.contactEmail),
    personalIdentificationNumber: driver.personalIdentificationNumber,
    dateOfBirth: driver.dateOfBirth,
  };
  const request = await paymentRequest(pricing, { holder, coverCodes: ['MTPL'] });
  const outcome = await call<StartPaymentResponse>(callNames.startPayment, request, { idToken: options.idToken });
  const orders = await findDocs(collections.orders, 'quoteId', pricing.quoteId);
  return { outcome, orders };
}

describe('paying for a car already covered', () => {
  it('is refused for the same OIB and date of birth, saying until when and where to start, with no order', async () => {
    const holder = person();
    const endDay = inDays(20);
    await storeTestPolicy({
      licensePlate: null,
      vin: ownerlessVin,
      endDay,
      email: uniqueEmail('prva'),
      personalIdentificationNumber: holder.personalIdentificationNumber,
      dateOfBirth: holder.dateOfBirth,
    });
    // A crafted payment: the summary's notice is not asked, the quote starts today.
    const { outcome, orders } = await payFor(holder);
    expect(outcome).toMatchObject({
      ok: false,
      error: {
        status: 'FAILED_PRECONDITION',
        message: errorKeys.coveredCarOverlap,
        details: {
          errorKey: errorKeys.coveredCarOverlap,
          coveredUntil: isoToDisplayDate(endDay),
          suggestedStartDate: isoToDisplayDate(endDay),
        },
      },
    });
    expect(orders).toEqual([]);

    // From the day the cover ends the two meet without a gap (decision 0007): that payment opens its order.
    const later = await payFor(holder, { policyStartDate: isoToDisplayDate(endDay) });
    expect(later.outcome.ok).toBe(true);
    expect(later.orders).toHaveLength(1);
  });

  it('is refused for the policy’s account signed in, whoever the quote is priced for', async () => {
    const owner = await signUp();
    await storeTestPolicy({
      licensePlate: null,
      vin: ownerlessVin,
      endDay: inDays(30),
      email: owner.email,
      uid: owner.uid,
    });
    const { outcome, orders } = await payFor(person(), { idToken: owner.idToken });
    expect(outcome).toMatchObject({ ok: false, error: { message: errorKeys.coveredCarOverlap } });
    expect(orders).toEqual([]);
  });

  it('stops no one else: another OIB, the same OIB with another date of birth, another account', async () => {
    const holder = person();
    await storeTestPolicy({
      licensePlate: null,
      vin: ownerlessVin,
      endDay: inDays(45),
      email: uniqueEmail('stari.vlasnik'),
      personalIdentificationNumber: holder.personalIdentificationNumber,
      dateOfBirth: holder.dateOfBirth,
    });
    const stranger = await signUp();
    for (const [driver, idToken] of [
      [person(), undefined],
      [person(holder.personalIdentificationNumber, '12/11/1981'), undefined],
      [person(), stranger.idToken],
    ] as const) {
      const { outcome, orders } = await payFor(driver, { idToken });
      // The new owner pays as for any car, and the answer says nothing of the old owner's policy.
      expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
      expect(JSON.stringify(outcome)).not.toContain(isoToDisplayDate(inDays(45)));
      expect(orders).toHaveLength(1);
    }
  });
});

describe('a renewal already done', () => {
  const policyOf = (account: AccountResponse, orderNumber: string) =>
    account.policies.find((policy) => policy.orderNumber === orderNumber);

  it('is told by the account for a later policy of the same person, on the account or bought as a guest', async () => {
    const owner = await signUp();
    const oib = randomOib();
    const mine = { email: owner.email, uid: owner.uid, personalIdentificationNumber: oib, dateOfBirth: '11/11/1981' };
    const ending = await storeTestPolicy({ ...mine, licensePlate: 'ZG9012EF', endDay: inDays(20) });
    const notRenewed = await storeTestPolicy({ ...mine, licensePlate: 'DA123AZ', endDay: inDays(20) });
    // Bought again as a guest under another e-mail: not on the account, still hers.
    await storeTestPolicy({
      licensePlate: 'ZG9012EF',
      endDay: inDays(385),
      email: uniqueEmail('gost'),
      personalIdentificationNumber: oib,
      dateOfBirth: '11/11/1981',
    });
    // Someone else's later policy for her other car (sold) is no renewal of hers, and is not said.
    await storeTestPolicy({ licensePlate: 'DA123AZ', endDay: inDays(385), email: uniqueEmail('kupac') });
    const account = await callOk<AccountResponse>(callNames.getAccount, web, { idToken: owner.idToken });
    expect(account.policies).toHaveLength(2);
    expect(policyOf(account, ending.orderNumber)?.renewed).toBe(true);
    expect(policyOf(account, notRenewed.orderNumber)?.renewed).toBe(false);
  });

  it('is one of two policies ending at the same instant: only the other still offers the renewal', async () => {
    const owner = await signUp();
    const both = { email: owner.email, uid: owner.uid, licensePlate: 'KR456AL', endDay: inDays(15) };
    const first = await storeTestPolicy(both);
    const second = await storeTestPolicy(both);
    const account = await callOk<AccountResponse>(callNames.getAccount, web, { idToken: owner.idToken });
    const renewed = [first, second].map((policy) => policyOf(account, policy.orderNumber)?.renewed);
    expect(renewed.sort()).toEqual([false, true]);
  });
});
