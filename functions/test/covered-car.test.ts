/**
 * A car already covered (docs/decisions/0020-renewal-reminders.md): the summary says so, before payment, only to the
 * person whose policy it is — the same account, or the OIB and date of birth the quote was priced for — and a start
 * from the day that cover ends clears it. Priced and summed up over HTTP as the SPA does.
 */
import { describe, expect, it } from 'vitest';
import { callNames } from '../src/contracts/call-names.js';
import type { PricingResponse } from '../src/contracts/get-groupama-pricing-for-options.js';
import type { OrderSummary } from '../src/contracts/get-order-summary.js';
import { isoToDisplayDate } from '../src/contracts/field-rules.js';
import { zagrebDate } from '../src/contracts/policy-dates.js';
import { signUp, uniqueEmail } from './auth-users.js';
import { callOk, web } from './callable.js';
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
