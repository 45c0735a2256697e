import { describe, expect, it } from 'vitest';
import { apiPaths, callNames } from '../src/contracts/call-names.js';
import type { PricingResponse } from '../src/contracts/get-groupama-pricing-for-options.js';
import type { OrderSummary } from '../src/contracts/get-order-summary.js';
import type { ReferralProgrammeResponse } from '../src/contracts/get-referral-programme.js';
import type { Policyholder } from '../src/contracts/policyholder.js';
import { friendKeyOf } from '../src/services/referral-programme.js';
import { collections } from '../src/store/collection-names.js';
import type { QuoteDocument } from '../src/store/quotes.js';
import { findDocs, firestore, readDoc } from './admin.js';
import { signUp, type TestUser } from './auth-users.js';
import { callError, callOk, randomIp, web } from './callable.js';
import { hostingOrigin } from './emulator-env.js';
import {
  approvedNotification,
  eventually,
  policyholder,
  postNotification,
  startPayment,
  uniqueEmail,
} from './payment-kit.js';

// The recommend-and-earn programme against the emulators: a referrer's link, a friend who prices and buys through it,
// the reward credited once. Friends are owners of vehicles in the mock register (fixtures/insurer/vehicles.json).

const programme = (user: TestUser) =>
  callOk<ReferralProgrammeResponse>(callNames.getReferralProgramme, web, { idToken: user.idToken });

/** A friend who owns `licensePlate`, never credited before in this database (a test run may repeat on it). */
async function friend(licensePlate: string, personalIdentificationNumber: string, email = uniqueEmail('prijatelj')) {
  await firestore().collection(collections.referralCredits).doc(friendKeyOf(personalIdentificationNumber)).delete();
  const holder: Policyholder = {
    ...policyholder(email),
    firstName: 'Ana',
    lastName: 'Kovač',
    personalIdentificationNumber,
  };
  return { licensePlate, holder };
}

/** Prices the friend's car through the referrer's link, as the SPA sends the ids it kept from `?rid=&rl=`. */
const priceThroughLink = (
  buyer: Awaited<ReturnType<typeof friend>>,
  link: Pick<ReferralProgrammeResponse, 'referrerId' | 'referralIndividualId'>,
) =>
  callOk<PricingResponse>(callNames.getGroupamaPricingForOptions, {
    ...web,
    licensePlate: buyer.licensePlate,
    dateOfBirth: buyer.holder.dateOfBirth,
    personalIdentificationNumber: buyer.holder.personalIdentificationNumber,
    contactEmail: buyer.holder.contactEmail,
    phoneNumberPrefix: buyer.holder.phoneNumberPrefix,
    phoneNumber: buyer.holder.phoneNumber,
    policyAccepted: true,
    referrerId: link.referrerId,
    referralIndividualId: link.referralIndividualId,
  });

const quoteOf = (pricing: PricingResponse) => readDoc<QuoteDocument>(`${collections.quotes}/${pricing.quoteId}`);

describe('getReferralProgramme', () => {
  it('is for a signed-in driver only', async () => {
    expect((await callError(callNames.getReferralProgramme, web)).status).toBe('UNAUTHENTICATED');
  });

  it('gives a driver one link, made on first asking, with what it is worth and nothing earned yet', async () => {
    const user = await signUp();
    const first = await programme(user);
    expect(first).toMatchObject({
      pointsPerFriend: 100,
      friendDiscount: 10,
      pointsEarned: 0,
      eurosEarned: 0,
      invitations: [],
    });
    expect(first.referrerId).not.toBe(user.uid);
    const again = await Promise.all([programme(user), programme(user)]);
    for (const answer of again) {
      expect(answer).toMatchObject({ referrerId: first.referrerId, referralIndividualId: first.referralIndividualId });
    }
  });
});

describe('POST /api/referrals/validate on landing', () => {
  it('counts the link opened for the referrer, without knowing who opened it', async () => {
    const referrer = await signUp();
    const link = await programme(referrer);
    const response = await fetch(`${hostingOrigin}${apiPaths.validateReferral}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-local-peer': randomIp() },
      body: JSON.stringify({ referrerId: link.referrerId, referralIndividualId: link.referralIndividualId }),
    });
    expect(await response.json()).toMatchObject({ valid: true, individualReferral: true });
    expect((await programme(referrer)).linkOpens).toBe(1);
  });
});

describe('a friend through the link', () => {
  it(
    'is invited once priced, and credits the referrer once when paid, however many notifications arrive at once',
    { timeout: 60_000 },
    async () => {
      const referrer = await signUp();
      const link = await programme(referrer);
      const buyer = await friend('RI3456GH', '31653504727');

      const pricing = await priceThroughLink(buyer, link);
      expect((await quoteOf(pricing))?.referral).toMatchObject({ referrerId: link.referrerId });
      expect((await programme(referrer)).invitations).toMatchObject([{ state: 'priced', friend: null, points: 0 }]);

      // The friend's first policy costs the referrer's friend discount less, on the server's total that is charged.
      const summary = await callOk<OrderSummary>(callNames.getOrderSummary, {
        ...web,
        quoteId: pricing.quoteId,
        coverCodes: ['MTPL', 'MTPL_ACC'],
        discountCode: null,
      });
      expect(summary.referralDiscountAmount).toBe(10);
      expect(summary.total).toBeCloseTo(summary.subtotal - summary.singlePaymentDiscountAmount - 10, 2);
      const started = await startPayment(pricing, { holder: buyer.holder });
      expect(started.amount).toBe(summary.total);
      const notification = approvedNotification(started.orderNumber, started.amount);
      const answers = await Promise.all(Array.from({ length: 10 }, () => postNotification(notification)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));

      const earned = await eventually(
        () => programme(referrer),
        (current) => current.invitations[0]?.state === 'bought',
      );
      expect(earned).toMatchObject({
        pointsEarned: 100,
        eurosEarned: 10,
        invitations: [{ state: 'bought', friend: 'A*** K.', points: 100 }],
      });
      const credits = await findDocs(collections.referralCredits, 'orderNumber', started.orderNumber);
      expect(credits).toHaveLength(1);

      // The same friend again, through another driver's link: a friend earns one reward, ever.
      const other = await programme(await signUp());
      const again = await priceThroughLink(buyer, other);
      expect((await quoteOf(again))?.referral).toBeNull();
      const secondSummary = await callOk<OrderSummary>(callNames.getOrderSummary, {
        ...web,
        quoteId: again.quoteId,
        coverCodes: ['MTPL'],
        discountCode: null,
      });
      expect(secondSummary.referralDiscountAmount).toBe(0);
      expect((await programme(referrer)).pointsEarned).toBe(100);
    },
  );

  it('never counts the referrer themselves: the same account, e-mail address or OIB', async () => {
    const referrer = await signUp();
    const link = await programme(referrer);
    await callOk(
      callNames.saveUserProfile,
      {
        ...web,
        ...policyholder(),
        contactEmail: undefined,
        personalIdentificationNumber: '31732697450',
        vehicles: [],
        referrerId: null,
        referralIndividualId: null,
      },
      { idToken: referrer.idToken },
    );

    const sameOib = await friend('OS4567JK', '31732697450');
    expect((await quoteOf(await priceThroughLink(sameOib, link)))?.referral).toBeNull();
    const sameEmail = await friend('OS4567JK', '31732697450', referrer.email);
    expect((await quoteOf(await priceThroughLink(sameEmail, link)))?.referral).toBeNull();
    const sameAccount = await friend('ST2345EF', '14142135624');
    const asReferrer = await callOk<PricingResponse>(
      callNames.getGroupamaPricingForOptions,
      {
        ...web,
        licensePlate: sameAccount.licensePlate,
        dateOfBirth: sameAccount.holder.dateOfBirth,
        personalIdentificationNumber: sameAccount.holder.personalIdentificationNumber,
        contactEmail: sameAccount.holder.contactEmail,
        phoneNumberPrefix: '+385',
        phoneNumber: '912345678',
        policyAccepted: true,
        referrerId: link.referrerId,
        referralIndividualId: link.referralIndividualId,
      },
      { idToken: referrer.idToken },
    );
    expect((await quoteOf(asReferrer))?.referral).toBeNull();
    expect((await programme(referrer)).invitations).toEqual([]);
  });
});
