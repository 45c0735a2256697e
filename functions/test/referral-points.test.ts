import { describe, expect, it } from 'vitest';
import type { AdminOrderActionResponse } from '../src/contracts/admin-order-action.js';
import { callNames } from '../src/contracts/call-names.js';
import { errorKeys } from '../src/contracts/error-keys.js';
import type { PricingResponse } from '../src/contracts/get-groupama-pricing-for-options.js';
import type { OrderSummary } from '../src/contracts/get-order-summary.js';
import type { ReferralProgrammeResponse } from '../src/contracts/get-referral-programme.js';
import type { Policyholder } from '../src/contracts/policyholder.js';
import type { StartPaymentResponse } from '../src/contracts/start-payment.js';
import { settleWithGateway } from '../src/services/settlement.js';
import { collections } from '../src/store/collection-names.js';
import type { PolicyDocument } from '../src/store/policies.js';
import { signUpAdmin } from './admin-caller.js';
import { firestore, readDoc } from './admin.js';
import { signUp, uniqueEmail as uniqueAccountEmail, type TestUser } from './auth-users.js';
import { call, callOk, web } from './callable.js';
import {
  approvedNotification,
  eventually,
  followReturn,
  paymentRequest,
  payOnGateway,
  policyholder,
  postNotification,
  priceFor,
  readOrder,
  signedNotification,
  testCards,
  uniqueEmail,
} from './payment-kit.js';

// Referral points spent as euros off the driver's own policy, against the emulators: priced by the summary, held in
// the transaction that opens the order, spent when it is paid, given back once when it is not paid or is refunded.
// The driver is Ivana Horvat (OIB 27182818283), the registered owner of ZG5678CD in the mock register.

const coverCodes = ['MTPL', 'MTPL_ACC'];

interface Driver {
  user: TestUser;
  holder: Policyholder;
  referrerId: string;
}

const programme = (user: TestUser) =>
  callOk<ReferralProgrammeResponse>(callNames.getReferralProgramme, web, { idToken: user.idToken });

/** A signed-in driver whose profile holds `holder`'s OIB (or none at all), with `points` earned through referrals. */
async function driverWithPoints(points: number, options: { profile?: boolean } = {}): Promise<Driver> {
  const user = await signUp(uniqueAccountEmail('bodovi'));
  const holder = policyholder(uniqueEmail());
  if (options.profile !== false) {
    const profile: Record<string, unknown> = { ...holder, vehicles: [] };
    delete profile.contactEmail;
    await callOk(callNames.saveUserProfile, { ...web, ...profile }, { idToken: user.idToken });
  }
  const { referrerId } = await programme(user);
  // Earned as friends' purchases credit them (referrals.test.ts); written here so each test owns its balance.
  await firestore().collection(collections.referrers).doc(referrerId).update({ pointsEarned: points });
  return { user, holder, referrerId };
}

const summaryOf = (pricing: PricingResponse, usePoints: boolean, user?: TestUser) =>
  callOk<OrderSummary>(
    callNames.getOrderSummary,
    { ...web, quoteId: pricing.quoteId, coverCodes, discountCode: null, ...(usePoints ? { usePoints } : {}) },
    user ? { idToken: user.idToken } : {},
  );

/** `startPayment` as the SPA sends it: the total it showed, and the wish to spend points. */
async function pay(pricing: PricingResponse, holder: Policyholder, expectedTotal: number, user?: TestUser) {
  return call<StartPaymentResponse>(
    callNames.startPayment,
    { ...(await paymentRequest(pricing, { holder, coverCodes, expectedTotal })), usePoints: true },
    user ? { idToken: user.idToken } : {},
  );
}

/** A driver at the payment with points: the summary they saw, and an order that holds its points. */
async function orderWithPoints(driver: Driver, pricing?: PricingResponse) {
  const priced = pricing ?? (await priceFor('ZG5678CD', driver.holder));
  const summary = await summaryOf(priced, true, driver.user);
  const outcome = await pay(priced, driver.holder, summary.total, driver.user);
  if (!outcome.ok) throw new Error(`startPayment failed: ${JSON.stringify(outcome.error)}`);
  return { pricing: priced, summary, started: outcome.result };
}

const balanceOf = async (driver: Driver) => (await programme(driver.user)).pointsBalance;

/** The gateway's notification of the order, with another outcome than approval. */
function refusedNotification(started: StartPaymentResponse, status: 'declined' | 'cancelled') {
  const approved: Record<string, string> = approvedNotification(started.orderNumber, started.amount);
  delete approved.signature;
  return signedNotification({
    ...approved,
    transaction_id: `TX-${status}-${started.orderNumber}`,
    status,
    approval_code: '',
    response_code: status === 'declined' ? '51' : '17',
    response_message: status === 'declined' ? 'Insufficient funds' : 'Cancelled',
  });
}

async function approve(started: StartPaymentResponse) {
  const answer = await postNotification(approvedNotification(started.orderNumber, started.amount));
  expect(answer.status).toBe(200);
}

/** Paid on the gateway's page, so the gateway holds a charge it can refund. */
async function payWithCard(started: StartPaymentResponse) {
  await followReturn(await payOnGateway(started, testCards.approved));
}

describe('the summary', () => {
  it('shows a signed-in driver’s points on their own policy, and prices with them, last, only when asked', async () => {
    const driver = await driverWithPoints(300);
    const pricing = await priceFor('ZG5678CD', driver.holder);
    const plain = await summaryOf(pricing, false, driver.user);
    expect(plain.points).toEqual({ balance: 300, usable: 300, spent: 0 });
    expect(plain.pointsDiscountAmount).toBe(0);

    const withPoints = await summaryOf(pricing, true, driver.user);
    expect(withPoints.points).toEqual({ balance: 300, usable: 300, spent: 300 });
    expect(withPoints.pointsDiscountAmount).toBe(30);
    expect(withPoints.total).toBeCloseTo(plain.total - 30, 2);
    expect(withPoints.subtotal).toBe(plain.subtotal);
  });

  it('never takes the card below its minimum: whole points, 1,00 € at least left to pay', async () => {
    const driver = await driverWithPoints(1_000_000);
    const pricing = await priceFor('ZG5678CD', driver.holder);
    const plain = await summaryOf(pricing, false, driver.user);
    const summary = await summaryOf(pricing, true, driver.user);
    const dueCents = Math.round(plain.total * 100);
    expect(summary.points?.spent).toBe(Math.floor((dueCents - 100) / 10));
    expect(summary.total).toBeGreaterThanOrEqual(1);
    expect(summary.total).toBeLessThan(1.1);
    expect(summary.total).toBeCloseTo(plain.total - summary.pointsDiscountAmount, 2);
  });

  it('says nothing of points to a guest, for another person’s policy, or to an account without an OIB', async () => {
    const driver = await driverWithPoints(300);
    const own = await priceFor('ZG5678CD', driver.holder);
    const guest = await summaryOf(own, true);
    expect(guest.points).toBeNull();
    expect(guest.pointsDiscountAmount).toBe(0);

    // Luka Jurković's policy (his OIB, his car), priced while Ivana is signed in.
    const someoneElse = await priceFor('ZG1234AB', { ...policyholder(), personalIdentificationNumber: '16180339882' });
    const theirs = await summaryOf(someoneElse, true, driver.user);
    expect(theirs.points).toBeNull();
    expect(theirs.total).toBe((await summaryOf(someoneElse, false)).total);

    const withoutOib = await driverWithPoints(300, { profile: false });
    expect((await summaryOf(own, true, withoutOib.user)).points).toBeNull();
  });
});

describe('an order with points', () => {
  it(
    'spends them once under 10 concurrent payments: one order holds them, the others are told the price changed',
    // The Firestore emulator settles contending transactions by lock timeouts: ten of them take seconds.
    { timeout: 90_000 },
    async () => {
      const driver = await driverWithPoints(100);
      const pricing = await priceFor('ZG5678CD', driver.holder);
      const summary = await summaryOf(pricing, true, driver.user);
      expect(summary.points?.spent).toBe(100);

      const outcomes = await Promise.all(
        Array.from({ length: 10 }, () => pay(pricing, driver.holder, summary.total, driver.user)),
      );
      const started = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.result] : []));
      expect(started).toHaveLength(1);
      for (const outcome of outcomes.filter((candidate) => !candidate.ok)) {
        expect(outcome.ok ? null : outcome.error.message).toBe(errorKeys.priceChanged);
      }
      const [opened] = started;
      expect(opened?.amount).toBe(summary.total);
      expect((await readOrder(opened?.orderNumber ?? ''))?.points).toEqual({
        referrerId: driver.referrerId,
        points: 100,
        amount: 10,
        state: 'held',
      });
      expect(await programme(driver.user)).toMatchObject({ pointsEarned: 100, pointsSpent: 100, pointsBalance: 0 });
      // Nothing is left: the next summary offers none, and the payment at the old total is refused.
      expect((await summaryOf(pricing, true, driver.user)).points).toEqual({ balance: 0, usable: 0, spent: 0 });
    },
  );

  it('are never spent on another person’s policy or by a guest: the order holds none', async () => {
    const driver = await driverWithPoints(300);
    const someoneElse = { ...policyholder(uniqueEmail()), personalIdentificationNumber: '16180339882' };
    const theirs = await priceFor('ZG1234AB', someoneElse);
    const theirTotal = (await summaryOf(theirs, false)).total;
    // The total with points the driver might wish for is refused; the one without is charged, points untouched.
    const wished = await pay(theirs, someoneElse, theirTotal - 30, driver.user);
    expect(wished.ok ? null : wished.error.message).toBe(errorKeys.priceChanged);
    const paid = await pay(theirs, someoneElse, theirTotal, driver.user);
    expect(paid.ok).toBe(true);
    if (paid.ok) expect((await readOrder(paid.result.orderNumber))?.points).toBeNull();

    const own = await priceFor('ZG5678CD', driver.holder);
    const asGuest = await pay(own, driver.holder, (await summaryOf(own, false)).total);
    expect(asGuest.ok).toBe(true);
    if (asGuest.ok) expect((await readOrder(asGuest.result.orderNumber))?.points).toBeNull();
    expect(await balanceOf(driver)).toBe(300);
  });

  it(
    'spends them when paid, however often the gateway says so, and prints them on the policy',
    { timeout: 60_000 },
    async () => {
      const driver = await driverWithPoints(250);
      const { started } = await orderWithPoints(driver);
      expect(await balanceOf(driver)).toBe(0);
      await Promise.all([approve(started), approve(started), approve(started)]);
      const order = await eventually(
        () => readOrder(started.orderNumber),
        (current) => current?.state === 'paid',
      );
      expect(order?.points).toMatchObject({ points: 250, amount: 25, state: 'spent' });
      const policy = await eventually(
        () => readDoc<PolicyDocument>(`${collections.policies}/${started.orderNumber}`),
        (current) => current !== undefined,
        30_000,
      );
      expect(policy?.points).toEqual({ points: 250, amount: 25 });
      expect(await programme(driver.user)).toMatchObject({ pointsSpent: 250, pointsBalance: 0 });
    },
  );

  it('gives them back once when the bank declines, however often the refusal arrives', async () => {
    const driver = await driverWithPoints(120);
    const { started } = await orderWithPoints(driver);
    expect(await balanceOf(driver)).toBe(0);
    const declined = refusedNotification(started, 'declined');
    await Promise.all([postNotification(declined), postNotification(declined)]);
    await postNotification(refusedNotification(started, 'cancelled'));
    const order = await eventually(
      () => readOrder(started.orderNumber),
      (current) => current?.state === 'declined',
    );
    expect(order?.points?.state).toBe('returned');
    expect(await programme(driver.user)).toMatchObject({ pointsSpent: 0, pointsBalance: 120 });
  });

  it('gives them back when the order expires, and takes them again if the gateway took the money after all', async () => {
    const driver = await driverWithPoints(150);
    const { started } = await orderWithPoints(driver);
    // The buyer never reached the gateway's page; long after, the status API says it never saw the order.
    const later = new Date(Date.now() + 31 * 60_000);
    await settleWithGateway(started.orderNumber, later);
    expect((await readOrder(started.orderNumber))?.state).toBe('expired');
    await settleWithGateway(started.orderNumber, later);
    expect(await balanceOf(driver)).toBe(150);

    await approve(started);
    const order = await eventually(
      () => readOrder(started.orderNumber),
      (current) => current?.state === 'paid',
    );
    expect(order?.points?.state).toBe('spent');
    expect(await programme(driver.user)).toMatchObject({ pointsSpent: 150, pointsBalance: 0 });
  });

  it('keeps the paid price when a late payment finds the points given back already spent elsewhere', async () => {
    const driver = await driverWithPoints(150);
    const first = await orderWithPoints(driver);
    await settleWithGateway(first.started.orderNumber, new Date(Date.now() + 31 * 60_000));
    // The points came back and went on another order before the gateway's late word on the first.
    const second = await orderWithPoints(driver);
    expect(second.summary.points?.spent).toBe(150);

    await approve(first.started);
    const order = await eventually(
      () => readOrder(first.started.orderNumber),
      (current) => current?.state === 'paid',
    );
    expect(order?.amountCents).toBe(Math.round(first.summary.total * 100));
    expect(order?.points?.state).toBe('returned');
    expect(await programme(driver.user)).toMatchObject({ pointsSpent: 150, pointsBalance: 0 });
  });
});

describe('a refund', () => {
  it('by staff in the console gives the points back, once', { timeout: 60_000 }, async () => {
    const admin = await signUpAdmin();
    const driver = await driverWithPoints(200);
    const { started } = await orderWithPoints(driver);
    await payWithCard(started);
    await eventually(
      () => readOrder(started.orderNumber),
      (current) => current?.state === 'paid' && current.policyState === 'issued',
      30_000,
    );
    expect(await balanceOf(driver)).toBe(0);

    const refund = () =>
      call<AdminOrderActionResponse>(
        callNames.adminOrderAction,
        { orderNumber: started.orderNumber, action: 'refund', reason: 'Kupac je odustao u roku' },
        { idToken: admin.idToken },
      );
    const answers = await Promise.all([refund(), refund()]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect((await refund()).ok).toBe(false);
    const order = await readOrder(started.orderNumber);
    expect(order).toMatchObject({ state: 'refunded', points: { state: 'returned' } });
    expect(await programme(driver.user)).toMatchObject({ pointsSpent: 0, pointsBalance: 200 });
  });

  it('of a second payment for a paid quote gives its points back', { timeout: 60_000 }, async () => {
    const driver = await driverWithPoints(100);
    const pricing = await priceFor('ZG5678CD', driver.holder);
    // Two tabs: one pays without points, the other with them; the first payment gets the policy.
    const plain = await pay(pricing, driver.holder, (await summaryOf(pricing, false, driver.user)).total);
    if (!plain.ok) throw new Error(JSON.stringify(plain.error));
    const { started } = await orderWithPoints(driver, pricing);
    expect(await balanceOf(driver)).toBe(0);
    await payWithCard(plain.result);
    await eventually(
      () => readOrder(plain.result.orderNumber),
      (current) => current?.state === 'paid',
    );
    await payWithCard(started);

    const order = await eventually(
      () => readOrder(started.orderNumber),
      (current) => current?.refundState === 'refunded',
      30_000,
    );
    expect(order).toMatchObject({ state: 'refunded', duplicateOf: plain.result.orderNumber });
    expect(order?.points?.state).toBe('returned');
    expect(await programme(driver.user)).toMatchObject({ pointsSpent: 0, pointsBalance: 100 });
  });
});
