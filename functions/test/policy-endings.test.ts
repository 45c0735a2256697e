import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { callNames } from '../src/contracts/call-names.js';
import type { EndPolicyResponse } from '../src/contracts/end-policy.js';
import { maskIban } from '../src/contracts/iban-rules.js';
import { oneYearAfter, zagrebDate } from '../src/contracts/policy-dates.js';
import { policyEndErrorKeys } from '../src/contracts/policy-ending.js';
import { insurerPaths } from '../src/insurer/insurer-api.js';
import { carryOnPolicyEndings } from '../src/services/policy-endings.js';
import { collections } from '../src/store/collection-names.js';
import type { PolicyEndingRecord } from '../src/store/policy-endings.js';
import type { PolicyDocument } from '../src/store/policies.js';
import { firestore, readDoc } from './admin.js';
import { signUp, type TestUser } from './auth-users.js';
import { call, callError, web } from './callable.js';
import { attachmentBytes, mailTo } from './mailbox.js';
import { eventually, failGatewayApi, failInsurer, gatewayTransactions, uniqueEmail } from './payment-kit.js';
import { boughtByCardToday, day, displayDay, proofDocument, readEnding } from './policy-end-kit.js';
import { callableOrderNumber, storeTestPolicy } from './renewal-kit.js';

const ending = readEnding;
const policy = (orderNumber: string) => readDoc<PolicyDocument>(`${collections.policies}/${orderNumber}`);
const saleContract = () => proofDocument('sale-contract');

const endPolicy = (user: TestUser, request: Record<string, unknown>) =>
  call<EndPolicyResponse>(
    callNames.endPolicy,
    { ...web, accessToken: null, acknowledged: true, ...request },
    { idToken: user.idToken },
  );

/** A policy the signed-in driver bought through the gateway today (the card can take a refund), on their account. */
async function boughtToday() {
  const user = await signUp();
  const { email, orderNumber } = await boughtByCardToday();
  // Bought as a guest and joined to the account by its e-mail, as a verified account's policies are.
  await firestore().collection(collections.policies).doc(orderNumber).update({ uid: user.uid });
  return { user, email, orderNumber };
}

/** A policy on the driver's account that started `daysAgo` days ago, which the gateway never charged. */
async function runningPolicy(user: TestUser, licensePlate: string, daysAgo: number) {
  const startDay = zagrebDate(new Date(Date.now() - daysAgo * day));
  return storeTestPolicy({
    licensePlate,
    endDay: oneYearAfter(startDay),
    email: uniqueEmail(),
    uid: user.uid,
    orderNumber: callableOrderNumber(),
  });
}

describe('withdrawing within 14 days', () => {
  it('ends a policy bought today, refunds what the insurer answers to the card, e-mails the confirmation once', async () => {
    const { user, email, orderNumber } = await boughtToday();
    const paid = (await policy(orderNumber))?.total ?? 0;

    const answer = await endPolicy(user, { orderNumber, reason: 'withdrawal' });
    expect(answer.ok && answer.result.ending).toMatchObject({
      orderNumber,
      reason: 'withdrawal',
      endDate: displayDay(new Date()),
      state: 'ended',
      refund: { amount: paid, method: 'card', state: 'paid', ibanMasked: null },
      bonusMalusClass: expect.any(Number),
    });
    const [refunded] = await gatewayTransactions({ orderNumber });
    expect(refunded).toMatchObject({ refunded: true });
    expect((await policy(orderNumber))?.ended).toMatchObject({ reason: 'withdrawal' });

    const confirmations = await eventually(
      () => mailTo(email),
      (mails) => mails.some((mail) => mail.customArgs.policyEnding === orderNumber),
    );
    const confirmation = confirmations.filter((mail) => mail.customArgs.policyEnding === orderNumber);
    expect(confirmation).toHaveLength(1);
    const pdf = confirmation[0]?.attachments?.find((file) => file.type === 'application/pdf');
    expect(pdf).toBeDefined();
    expect(
      Buffer.from(await attachmentBytes(pdf?.url ?? ''))
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Asked again (the answer was lost): the same ending, no second refund.
    const again = await endPolicy(user, { orderNumber, reason: 'withdrawal' });
    expect(again.ok && again.result.ending.refund?.state).toBe('paid');
    expect(await carryOnPolicyEndings()).toBeGreaterThanOrEqual(0);
    expect((await mailTo(email)).filter((mail) => mail.customArgs.policyEnding === orderNumber)).toHaveLength(1);
  });

  it('ten requests at once make one ending, one refund and one e-mail', async () => {
    const { user, email, orderNumber } = await boughtToday();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => endPolicy(user, { orderNumber, reason: 'withdrawal' })),
    );
    expect(answers.every((answer) => answer.ok)).toBe(true);
    await eventually(
      () => ending(orderNumber),
      (record) => record?.refund?.state === 'paid' && record.emailedAt !== null,
    );
    expect(await ending(orderNumber)).toMatchObject({ attempt: 1, state: 'ended', refund: { attempts: 1 } });
    expect((await gatewayTransactions({ orderNumber })).filter((transaction) => transaction.refunded)).toHaveLength(1);
    expect((await mailTo(email)).filter((mail) => mail.customArgs.policyEnding === orderNumber)).toHaveLength(1);
  });

  it('refuses a withdrawal after 14 days, and writes nothing', async () => {
    const user = await signUp();
    const old = await runningPolicy(user, 'ZG5678CD', 15);
    const refused = await callError(
      callNames.endPolicy,
      { ...web, accessToken: null, acknowledged: true, orderNumber: old.orderNumber, reason: 'withdrawal' },
      { idToken: user.idToken },
    );
    expect(refused).toMatchObject({
      status: 'FAILED_PRECONDITION',
      details: { errorKey: policyEndErrorKeys.withdrawalPeriodOver },
    });
    expect(await ending(old.orderNumber)).toBeUndefined();
  });
});

describe('ending a policy when the car is sold', () => {
  it('takes the contract of sale, and pays the refund the card cannot take back to the IBAN given', async () => {
    const user = await signUp();
    const sold = await runningPolicy(user, 'ZG5678CD', 30);
    const soldOn = displayDay(new Date(Date.now() - 2 * day));
    const answer = await endPolicy(user, {
      orderNumber: sold.orderNumber,
      reason: 'sold',
      endDate: soldOn,
      document: await saleContract(),
      iban: 'HR12 1001 0051 8630 0016 0',
    });
    expect(answer.ok && answer.result.ending).toMatchObject({
      state: 'ended',
      endDate: soldOn,
      coverEndsAt: expect.stringMatching(/T2[23]:00:00(\.000)?Z$/),
      // The gateway never charged this order: the refund goes by transfer, which staff order.
      refund: { method: 'iban', state: 'pending', ibanMasked: maskIban('HR1210010051863000160') },
    });
    const stored = await ending(sold.orderNumber);
    expect(stored?.refund?.amount).toBeGreaterThan(0);
    expect(stored?.refund?.amount).toBeLessThan(sold.total);
    expect(stored?.transferIban).toBe('HR1210010051863000160');
    expect(stored?.documents).toMatchObject([{ code: 'sale-contract', contentType: 'application/pdf' }]);
  });

  it('without an IBAN, a refund the card cannot take waits for one', async () => {
    const user = await signUp();
    const sold = await runningPolicy(user, 'ZG5678CD', 30);
    const answer = await endPolicy(user, {
      orderNumber: sold.orderNumber,
      reason: 'sold',
      endDate: displayDay(new Date()),
      document: await saleContract(),
    });
    expect(answer.ok && answer.result.ending.refund).toMatchObject({ method: null, state: 'needs-iban' });
  });

  it('is refused by the insurer for a year with a claim paid: the policy runs on', async () => {
    const user = await signUp();
    const claimed = await runningPolicy(user, 'ZG6100IS', 30);
    const answer = await endPolicy(user, {
      orderNumber: claimed.orderNumber,
      reason: 'sold',
      endDate: displayDay(new Date()),
      document: await saleContract(),
    });
    expect(answer.ok && answer.result.ending).toMatchObject({ state: 'refused', refusal: 'claim-paid', refund: null });
    expect((await policy(claimed.orderNumber))?.ended).toBeUndefined();
  });

  it('waits for the document the insurer asks for on top', async () => {
    const user = await signUp();
    const asked = await runningPolicy(user, 'ZG6200OD', 30);
    const answer = await endPolicy(user, {
      orderNumber: asked.orderNumber,
      reason: 'sold',
      endDate: displayDay(new Date()),
      document: await saleContract(),
    });
    expect(answer.ok && answer.result.ending).toMatchObject({
      state: 'documents-missing',
      missingDocuments: ['deregistration-certificate'],
    });
  });

  it('refuses a day in the future, the wrong proof, a file that is no document, and another account', async () => {
    const user = await signUp();
    const mine = await runningPolicy(user, 'ZG5678CD', 30);
    const sale = { orderNumber: mine.orderNumber, accessToken: null, reason: 'sold', acknowledged: true, ...web };
    const refusal = async (request: Record<string, unknown>, idToken = user.idToken) =>
      (await callError(callNames.endPolicy, request, { idToken })).details?.errorKey;
    expect(
      await refusal({ ...sale, endDate: displayDay(new Date(Date.now() + 2 * day)), document: await saleContract() }),
    ).toBe(policyEndErrorKeys.dateOutOfCover);
    expect(
      await refusal({
        ...sale,
        endDate: displayDay(new Date()),
        document: { ...(await saleContract()), code: 'police-report' },
      }),
    ).toBe(policyEndErrorKeys.wrongDocument);
    const notADocument = Buffer.from('<html>not a contract</html>');
    expect(
      await refusal({
        ...sale,
        endDate: displayDay(new Date()),
        document: { ...(await saleContract()), data: notADocument.toString('base64') },
      }),
    ).toBe(policyEndErrorKeys.documentNotAccepted);
    const other = await signUp();
    expect(
      await refusal({ ...sale, endDate: displayDay(new Date()), document: await saleContract() }, other.idToken),
    ).toBe(policyEndErrorKeys.notFound);
    expect(await ending(mine.orderNumber)).toBeUndefined();
    // The driver must have read what ending the cover means.
    expect(
      await callError(
        callNames.endPolicy,
        { ...sale, acknowledged: false, endDate: displayDay(new Date()) },
        {
          idToken: user.idToken,
        },
      ),
    ).toMatchObject({ status: 'INVALID_ARGUMENT', details: { fields: { acknowledged: 'required' } } });
  });
});

describe('what the schedule carries on', () => {
  it('asks an insurer that was down again, and sends a refund the gateway failed, once', async () => {
    const { user, orderNumber } = await boughtToday();
    await failInsurer(insurerPaths.policyCancellations, 1);
    const first = await endPolicy(user, { orderNumber, reason: 'withdrawal' });
    expect(first.ok && first.result.ending.state).toBe('requested');

    await failGatewayApi('refund', 1);
    await carryOnPolicyEndings();
    expect(await ending(orderNumber)).toMatchObject({ state: 'ended', refund: { state: 'pending', attempts: 1 } });

    await carryOnPolicyEndings();
    expect(await ending(orderNumber)).toMatchObject({ refund: { state: 'paid', attempts: 2 } });
    expect((await gatewayTransactions({ orderNumber })).filter((transaction) => transaction.refunded)).toHaveLength(1);
    expect((await ending(orderNumber))?.leaseUntil).toBeNull();
  });

  it('leaves an ending another run holds alone', async () => {
    const user = await signUp();
    const held = await runningPolicy(user, 'ZG5678CD', 3);
    await firestore()
      .collection(collections.policyEndings)
      .doc(held.orderNumber)
      .set({
        orderNumber: held.orderNumber,
        policyNumber: held.policyNumber,
        uid: user.uid,
        email: held.email,
        locale: 'hr',
        attempt: 1,
        reason: 'withdrawal',
        endDate: displayDay(new Date()),
        requestedAt: Timestamp.now(),
        requestedBy: { kind: 'driver' },
        state: 'requested',
        documents: [],
        missingDocuments: [],
        refusal: null,
        coverEndsAt: null,
        bonusMalusClass: null,
        answeredAt: null,
        refund: null,
        transferIban: null,
        emailedAt: null,
        leaseUntil: Timestamp.fromMillis(Date.now() + 60_000),
        updatedAt: Timestamp.now(),
        expireAt: Timestamp.fromMillis(Date.now() + 365 * day),
      } satisfies PolicyEndingRecord);
    await carryOnPolicyEndings();
    expect((await ending(held.orderNumber))?.state).toBe('requested');
  });
});
