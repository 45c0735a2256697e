/**
 * A policy after the sale, for a guest from the policy e-mail's link and for its account (services/policy-access.ts),
 * and what an ending waits for afterwards (`completePolicyEnding`) and gives (`getPolicyEndConfirmation`).
 */
import { describe, expect, it } from 'vitest';
import { callNames } from '../src/contracts/call-names.js';
import type { CompletePolicyEndingResponse } from '../src/contracts/complete-policy-ending.js';
import type { EndPolicyResponse } from '../src/contracts/end-policy.js';
import type { AccountResponse } from '../src/contracts/get-account.js';
import type { GetPolicyEndConfirmationResponse } from '../src/contracts/get-policy-end-confirmation.js';
import type { GetPolicyResponse } from '../src/contracts/get-policy.js';
import { maskIban } from '../src/contracts/iban-rules.js';
import { oneYearAfter, zagrebDate } from '../src/contracts/policy-dates.js';
import { policyEndErrorKeys } from '../src/contracts/policy-ending.js';
import { policyLinkParam } from '../src/contracts/site-paths.js';
import { newPolicyLinkToken } from '../src/services/policy-access.js';
import { signUp } from './auth-users.js';
import { call, callError, callOk, web } from './callable.js';
import { mailTo } from './mailbox.js';
import { eventually, gatewayTransactions, uniqueEmail } from './payment-kit.js';
import { boughtByCardToday, day, displayDay, proofDocument, readEnding } from './policy-end-kit.js';
import { callableOrderNumber, storeTestPolicy } from './renewal-kit.js';

const ending = readEnding;
const proof = proofDocument;

const getPolicy = (request: Record<string, unknown>, idToken?: string) =>
  call<GetPolicyResponse>(
    callNames.getPolicy,
    { ...web, accessToken: null, linkToken: null, dateOfBirth: null, ...request },
    idToken ? { idToken } : {},
  );

/** The manage link of the policy e-mail a guest got, as the page reads it. */
async function manageLinkOf(email: string, orderNumber: string) {
  const mails = await eventually(
    () => mailTo(email),
    (received) => received.some((mail) => mail.customArgs.orderNumber === orderNumber),
  );
  const text = mails.find((mail) => mail.customArgs.orderNumber === orderNumber)?.text ?? '';
  const link = new URL(/https?:\/\/\S+\/policy\/\S+/.exec(text)?.[0] ?? 'http://none');
  return { path: link.pathname, linkToken: link.searchParams.get(policyLinkParam) };
}

/** A policy bought and paid by card today by a guest, and the link its e-mail carried. */
async function boughtByGuest() {
  const bought = await boughtByCardToday();
  return { ...bought, ...(await manageLinkOf(bought.email, bought.orderNumber)) };
}

describe("a guest from the policy e-mail's link", () => {
  it('proves the date of birth, ends the policy on the sale of the car and downloads the confirmation', async () => {
    const { orderNumber, path, linkToken, holder } = await boughtByGuest();
    expect(path).toBe(`/policy/${orderNumber}`);

    const asked = await getPolicy({ orderNumber, linkToken });
    expect(asked.ok && asked.result).toEqual({ identityRequired: true });

    const wrong = await callError(callNames.getPolicy, {
      ...web,
      orderNumber,
      linkToken,
      accessToken: null,
      dateOfBirth: '01/01/1990',
    });
    expect(wrong).toMatchObject({
      status: 'PERMISSION_DENIED',
      details: { errorKey: policyEndErrorKeys.identityMismatch, attemptsLeft: 4 },
    });

    const proven = await getPolicy({ orderNumber, linkToken, dateOfBirth: holder.dateOfBirth });
    if (!proven.ok || proven.result.identityRequired) throw new Error('The date of birth was not taken');
    const { accessToken, policy } = proven.result;
    expect(accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(policy).toMatchObject({ orderNumber, withdrawable: true, ended: null, firstDay: displayDay(new Date()) });
    expect(proven.result.ending).toBeNull();

    const ended = await callOk<EndPolicyResponse>(callNames.endPolicy, {
      ...web,
      orderNumber,
      accessToken,
      reason: 'sold',
      endDate: displayDay(new Date()),
      document: await proof('sale-contract'),
      acknowledged: true,
    });
    expect(ended.ending).toMatchObject({ state: 'ended', refund: { method: 'card', state: 'paid' } });
    expect((await gatewayTransactions({ orderNumber })).filter((transaction) => transaction.refunded)).toHaveLength(1);

    const again = await getPolicy({ orderNumber, accessToken });
    expect(again.ok && !again.result.identityRequired && again.result.policy.ended).toMatchObject({ reason: 'sold' });
    const confirmation = await callOk<GetPolicyEndConfirmationResponse>(callNames.getPolicyEndConfirmation, {
      ...web,
      orderNumber,
      accessToken,
    });
    expect(confirmation.fileName).toMatch(/^potvrda-o-prestanku-.+\.pdf$/);
    expect(Buffer.from(confirmation.pdfBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('without the link, with a made-up token or a stale one, learns nothing of the policy', async () => {
    const policy = await storeTestPolicy({
      licensePlate: 'ZG5678CD',
      endDay: '2027-06-01',
      email: uniqueEmail(),
      orderNumber: callableOrderNumber(),
    });
    const orderNumber = policy.orderNumber;
    const unknown = { status: 'NOT_FOUND', details: { errorKey: policyEndErrorKeys.notFound } };
    const request = { ...web, orderNumber, accessToken: null, linkToken: null, dateOfBirth: '03/02/1975' };
    expect(await callError(callNames.getPolicy, request)).toMatchObject(unknown);
    expect(await callError(callNames.getPolicy, { ...request, linkToken: 'A'.repeat(43) })).toMatchObject(unknown);
    expect(await callError(callNames.getPolicy, { ...request, accessToken: 'A'.repeat(43) })).toMatchObject(unknown);
    expect(
      await callError(callNames.getPolicyEndConfirmation, { ...web, orderNumber, accessToken: 'A'.repeat(43) }),
    ).toMatchObject(unknown);
    // Nor can another account, signed in, reach it.
    const other = await signUp();
    expect((await getPolicy({ orderNumber }, other.idToken)).ok).toBe(false);
  });

  it('is locked out after five wrong dates, while a token given before still works', async () => {
    const policy = await storeTestPolicy({
      licensePlate: 'ZG5678CD',
      endDay: '2027-06-01',
      email: uniqueEmail(),
      orderNumber: callableOrderNumber(),
    });
    const { orderNumber } = policy;
    const linkToken = await newPolicyLinkToken(policy);
    const proven = await getPolicy({ orderNumber, linkToken, dateOfBirth: '03/02/1975' });
    const accessToken = proven.ok && !proven.result.identityRequired ? proven.result.accessToken : null;
    const tries = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      tries.push(
        (
          await callError(callNames.getPolicy, {
            ...web,
            orderNumber,
            linkToken,
            accessToken: null,
            dateOfBirth: '01/01/1990',
          })
        ).details,
      );
    expect(tries.map((details) => details?.attemptsLeft ?? details?.errorKey)).toEqual([
      4,
      3,
      2,
      1,
      policyEndErrorKeys.identityLocked,
    ]);
    expect(
      (
        await callError(callNames.getPolicy, {
          ...web,
          orderNumber,
          linkToken,
          accessToken: null,
          dateOfBirth: '03/02/1975',
        })
      ).details?.errorKey,
    ).toBe(policyEndErrorKeys.identityLocked);
    const still = await getPolicy({ orderNumber, accessToken });
    expect(still.ok && !still.result.identityRequired && still.result.policy.orderNumber).toBe(orderNumber);
  });
});

describe('what an ending waits for', () => {
  /** A policy on a fresh account that started a month ago and was never charged through the gateway. */
  async function accountPolicy(licensePlate: string) {
    const user = await signUp();
    const policy = await storeTestPolicy({
      licensePlate,
      endDay: oneYearAfter(zagrebDate(new Date(Date.now() - 30 * day))),
      email: uniqueEmail(),
      uid: user.uid,
      orderNumber: callableOrderNumber(),
    });
    const complete = (request: Record<string, unknown>) =>
      call<CompletePolicyEndingResponse>(
        callNames.completePolicyEnding,
        { ...web, orderNumber: policy.orderNumber, accessToken: null, ...request },
        { idToken: user.idToken },
      );
    const end = (request: Record<string, unknown>) =>
      callOk<EndPolicyResponse>(
        callNames.endPolicy,
        { ...web, orderNumber: policy.orderNumber, accessToken: null, acknowledged: true, ...request },
        { idToken: user.idToken },
      );
    return { user, policy, complete, end };
  }

  it('a document the insurer asked for on top: sent on, and the policy ends', async () => {
    const { policy, complete, end } = await accountPolicy('ZG6200OD');
    const first = await end({
      reason: 'sold',
      endDate: displayDay(new Date()),
      document: await proof('sale-contract'),
    });
    expect(first.ending).toMatchObject({
      state: 'documents-missing',
      missingDocuments: ['deregistration-certificate'],
    });

    const wrongKind = await complete({ document: await proof('police-report') });
    expect(!wrongKind.ok && wrongKind.error.details?.errorKey).toBe(policyEndErrorKeys.nothingAwaited);

    const certificate = await proof('deregistration-certificate');
    const answer = await complete({ document: certificate });
    expect(answer.ok && answer.result.ending).toMatchObject({ state: 'ended', missingDocuments: [] });
    // The same document again (a retry after a lost answer) is kept once.
    const retried = await complete({ document: certificate });
    expect(retried.ok && retried.result.ending.state).toBe('ended');
    const stored = await ending(policy.orderNumber);
    expect(stored?.documents.map((document) => document.code)).toEqual(['sale-contract', 'deregistration-certificate']);
    expect(stored?.documents.every((document) => document.sentToInsurerAt !== null)).toBe(true);
  });

  it('an IBAN for a refund the card could not take back; asked for nothing else', async () => {
    const { user, policy, complete, end } = await accountPolicy('ZG5678CD');
    const first = await end({
      reason: 'sold',
      endDate: displayDay(new Date()),
      document: await proof('sale-contract'),
    });
    expect(first.ending.refund).toMatchObject({ state: 'needs-iban', method: null });

    const badIban = await complete({ iban: 'HR1210010051863000161' });
    expect(!badIban.ok && badIban.error.status).toBe('INVALID_ARGUMENT');
    const given = await complete({ iban: 'hr12 1001 0051 8630 0016 0' });
    expect(given.ok && given.result.ending.refund).toMatchObject({
      method: 'iban',
      state: 'pending',
      ibanMasked: maskIban('HR1210010051863000160'),
    });
    expect((await ending(policy.orderNumber))?.transferIban).toBe('HR1210010051863000160');
    const another = await complete({ iban: 'HR1723600001101234565' });
    expect(!another.ok && another.error.details?.errorKey).toBe(policyEndErrorKeys.nothingAwaited);

    // The account's list says so.
    const account = await callOk<AccountResponse>(callNames.getAccount, { ...web }, { idToken: user.idToken });
    expect(account.policies.find((listed) => listed.orderNumber === policy.orderNumber)).toMatchObject({
      ended: { reason: 'sold' },
      endingState: 'ended',
    });
  });

  it('nothing before an ending exists', async () => {
    const { complete } = await accountPolicy('ZG5678CD');
    const answer = await complete({ iban: 'HR1210010051863000160' });
    expect(!answer.ok && answer.error.details?.errorKey).toBe(policyEndErrorKeys.nothingAwaited);
  });
});
