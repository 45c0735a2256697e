/**
 * Staff on a policy ended early, from its order in the console: a card refund the schedule has not got through, a
 * transfer to the driver's IBAN once the bank made it, the confirmation again. Each audited.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminListPolicyChangesResponse } from '../src/contracts/admin-list-policy-changes.js';
import type { AdminOrderActionName, AdminOrderActionResponse } from '../src/contracts/admin-order-action.js';
import { callNames } from '../src/contracts/call-names.js';
import type { CompletePolicyEndingResponse } from '../src/contracts/complete-policy-ending.js';
import type { EndPolicyResponse } from '../src/contracts/end-policy.js';
import { errorKeys } from '../src/contracts/error-keys.js';
import { oneYearAfter, zagrebDate } from '../src/contracts/policy-dates.js';
import { markEndingTransferPaid } from '../src/services/policy-endings.js';
import { collections } from '../src/store/collection-names.js';
import { auditEntriesAbout, orderActionBy, orderDetailFor, signUpAdmin } from './admin-caller.js';
import { firestore } from './admin.js';
import { signUp, type TestUser } from './auth-users.js';
import { call, callOk, web } from './callable.js';
import { mailTo } from './mailbox.js';
import { eventually, failGatewayApi, gatewayTransactions, uniqueEmail } from './payment-kit.js';
import { boughtByCardToday, day, displayDay, proofDocument, readEnding } from './policy-end-kit.js';
import { callableOrderNumber, storeTestPolicy } from './renewal-kit.js';

let admin: TestUser;
beforeAll(async () => {
  admin = await signUpAdmin();
});

const detail = (orderNumber: string) => orderDetailFor(admin, orderNumber);
const act = (orderNumber: string, action: AdminOrderActionName, reason: string | null = null) =>
  orderActionBy(admin, orderNumber, action, reason);

/** A policy bought by card today, on an account, withdrawn from; the gateway refuses the refund's first `failures`. */
async function withdrawn(failures = 0) {
  const user = await signUp();
  const { email, orderNumber } = await boughtByCardToday();
  await firestore().collection(collections.policies).doc(orderNumber).update({ uid: user.uid });
  if (failures > 0) await failGatewayApi('refund', failures);
  await callOk<EndPolicyResponse>(
    callNames.endPolicy,
    { ...web, orderNumber, accessToken: null, reason: 'withdrawal', acknowledged: true },
    { idToken: user.idToken },
  );
  return { email, orderNumber };
}

describe("staff on a policy's early end", () => {
  it('see it on the order, send a stuck card refund now, once, and the full refund is not offered', async () => {
    const { orderNumber } = await withdrawn(1);
    const before = await detail(orderNumber);
    expect(before.ending).toMatchObject({
      reason: 'withdrawal',
      state: 'ended',
      refund: { method: 'card', state: 'pending', attempts: 1, lastError: expect.any(String) },
    });
    expect(before.actions).toMatchObject({ refund: false, retryEndingRefund: true, markEndingTransferPaid: false });

    const retried = await act(orderNumber, 'retry-ending-refund');
    expect(retried.ok && retried.result.order.ending?.refund).toMatchObject({ state: 'paid', attempts: 2 });
    expect((await gatewayTransactions({ orderNumber })).filter((transaction) => transaction.refunded)).toHaveLength(1);
    const again = await act(orderNumber, 'retry-ending-refund');
    expect(!again.ok && again.error.details?.errorKey).toBe(errorKeys.adminActionNotAllowed);
    expect(await auditEntriesAbout(orderNumber)).toEqual([
      expect.objectContaining({
        action: 'adminOrderAction:retry-ending-refund',
        actorEmail: admin.email,
        before: expect.objectContaining({ refundState: 'pending' }),
        after: expect.objectContaining({ refundState: 'paid' }),
      }),
    ]);
  });

  it('send the confirmation again to the policy e-mail', async () => {
    const { email, orderNumber } = await withdrawn();
    const resent = await act(orderNumber, 'resend-ending-confirmation');
    expect(resent.ok).toBe(true);
    const confirmations = (await mailTo(email)).filter((mail) => mail.customArgs.policyEnding === orderNumber);
    expect(confirmations).toHaveLength(2);
    expect((await auditEntriesAbout(orderNumber)).map((entry) => entry.action)).toEqual([
      'adminOrderAction:resend-ending-confirmation',
    ]);
  });

  it('mark a transfer to the IBAN paid only while one is owed, and the IBAN is not kept after', async () => {
    const user = await signUp();
    const policy = await storeTestPolicy({
      licensePlate: 'ZG5678CD',
      endDay: oneYearAfter(zagrebDate(new Date(Date.now() - 30 * day))),
      email: uniqueEmail(),
      uid: user.uid,
      orderNumber: callableOrderNumber(),
    });
    expect(await markEndingTransferPaid(policy.orderNumber)).toBe(false);
    await callOk<EndPolicyResponse>(
      callNames.endPolicy,
      {
        ...web,
        orderNumber: policy.orderNumber,
        accessToken: null,
        reason: 'sold',
        endDate: displayDay(new Date()),
        document: await proofDocument(),
        iban: 'HR1210010051863000160',
        acknowledged: true,
      },
      { idToken: user.idToken },
    );
    expect((await readEnding(policy.orderNumber))?.refund).toMatchObject({ method: 'iban', state: 'pending' });
    expect(await markEndingTransferPaid(policy.orderNumber)).toBe(true);
    expect(await readEnding(policy.orderNumber)).toMatchObject({
      refund: { state: 'paid', paidAt: expect.anything() },
      transferIban: null,
    });
    expect(await markEndingTransferPaid(policy.orderNumber)).toBe(false);
  });

  it('end a policy on the driver’s word by phone, audited with what they said; a proof the reason takes is asked of the driver', async () => {
    const { email, orderNumber } = await boughtByCardToday();
    const endOnRequest = (request: Record<string, unknown>) =>
      call<AdminOrderActionResponse>(
        callNames.adminOrderAction,
        { orderNumber, action: 'end-policy-on-request', reason: null, ...request },
        { idToken: admin.idToken },
      );
    expect((await detail(orderNumber)).actions.endPolicyOnRequest).toBe(true);
    const unexplained = await endOnRequest({ endReason: 'sold', endDate: displayDay(new Date()) });
    expect(!unexplained.ok && unexplained.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      details: { fields: { reason: 'required' } },
    });
    const undated = await endOnRequest({ endReason: 'sold', reason: 'Zvao u 10:05, prodao auto.' });
    expect(!undated.ok && undated.error.details?.fields).toEqual({ endDate: 'required' });
    expect(await readEnding(orderNumber)).toBeUndefined();

    const said = 'Zvao 07/12 u 10:05, potvrdio datum rođenja; auto prodao danas.';
    const asked = await endOnRequest({ endReason: 'sold', endDate: displayDay(new Date()), reason: said });
    if (!asked.ok) throw new Error(`Not ended: ${JSON.stringify(asked)}`);
    expect(asked.result.order.ending).toMatchObject({
      reason: 'sold',
      state: 'documents-missing',
      requestedBy: 'staff',
      missingDocuments: ['sale-contract'],
    });
    expect(asked.result.order.actions.endPolicyOnRequest).toBe(false);
    expect(await readEnding(orderNumber)).toMatchObject({ requestedBy: { kind: 'staff', uid: admin.uid } });
    expect(await auditEntriesAbout(orderNumber)).toEqual([
      expect.objectContaining({
        action: 'adminOrderAction:end-policy-on-request',
        reason: said,
        after: expect.objectContaining({ state: 'documents-missing', reason: 'sold' }),
      }),
    ]);

    // The driver adds the contract on the policy's page (here as its account), and the insurer ends the cover.
    const user = await signUp();
    await firestore().collection(collections.policies).doc(orderNumber).update({ uid: user.uid });
    const completed = await callOk<CompletePolicyEndingResponse>(
      callNames.completePolicyEnding,
      { ...web, orderNumber, accessToken: null, document: await proofDocument('sale-contract') },
      { idToken: user.idToken },
    );
    expect(completed.ending).toMatchObject({ state: 'ended', refund: { method: 'card', state: 'paid' } });
    const confirmations = await eventually(
      async () => (await mailTo(email)).filter((mail) => mail.customArgs.policyEnding === orderNumber),
      (mails) => mails.length > 0,
    );
    expect(confirmations).toHaveLength(1);
  });

  it('see endings and address changes in their own lists, by state, the latest change first', async () => {
    const { orderNumber } = await withdrawn();
    const list = (request: Record<string, unknown>) =>
      callOk<AdminListPolicyChangesResponse>(
        callNames.adminListPolicyChanges,
        { cursor: null, ...request },
        { idToken: admin.idToken },
      );
    const ended = await list({ list: 'endings', state: 'ended' });
    expect(ended.items[0]).toMatchObject({
      kind: 'ending',
      orderNumber,
      reason: 'withdrawal',
      state: 'ended',
      requestedBy: 'driver',
      refund: { method: 'card', state: 'paid' },
      emailedAt: expect.any(String),
    });
    expect(ended.counts.ended).toBeGreaterThanOrEqual(1);
    expect(ended.items.every((row) => row.kind === 'ending' && row.state === 'ended')).toBe(true);

    const user = await signUp();
    const running = await storeTestPolicy({
      licensePlate: 'ZG5678CD',
      endDay: oneYearAfter(zagrebDate(new Date(Date.now() - 30 * day))),
      email: uniqueEmail(),
      uid: user.uid,
      orderNumber: callableOrderNumber(),
    });
    await callOk(
      callNames.changePolicyDetails,
      {
        ...web,
        orderNumber: running.orderNumber,
        accessToken: null,
        address: { address: 'Ilica', houseNumber: '7', postalCode: '10999', city: 'Zagreb' },
      },
      { idToken: user.idToken },
    );
    const refused = await list({ list: 'address-changes', state: 'refused' });
    expect(refused.items[0]).toMatchObject({
      kind: 'address-change',
      orderNumber: running.orderNumber,
      state: 'refused',
      refusal: 'unknown-postal-code',
      address: 'Ilica 7, 10999 Zagreb',
    });
    const wrongState = await call(
      callNames.adminListPolicyChanges,
      { list: 'address-changes', state: 'documents-missing', cursor: null },
      { idToken: admin.idToken },
    );
    expect(!wrongState.ok && wrongState.error.details?.fields).toEqual({ state: 'invalid' });
  });

  it('a policy whose payment staff refunded in full is not refunded again when it ends', async () => {
    const user = await signUp();
    const { orderNumber } = await boughtByCardToday();
    await firestore().collection(collections.policies).doc(orderNumber).update({ uid: user.uid });
    expect((await act(orderNumber, 'refund', 'Vozač je platio dvaput.')).ok).toBe(true);
    const ended = await callOk<EndPolicyResponse>(
      callNames.endPolicy,
      { ...web, orderNumber, accessToken: null, reason: 'withdrawal', acknowledged: true },
      { idToken: user.idToken },
    );
    expect(ended.ending).toMatchObject({ state: 'ended', refund: { method: 'card', state: 'paid' } });
    expect((await gatewayTransactions({ orderNumber })).filter((transaction) => transaction.refunded)).toHaveLength(1);
    expect((await readEnding(orderNumber))?.refund).toMatchObject({ attempts: 0, lastError: null });
  });
});
