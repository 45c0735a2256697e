/**
 * A running policy's details changed (services/policy-changes.ts): the contact details at once, the address through
 * the insurer's endorsement, which makes the e-policy's next version and e-mails it once.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { callNames } from '../src/contracts/call-names.js';
import type { ChangePolicyDetailsResponse } from '../src/contracts/change-policy-details.js';
import type { GetPolicyPdfResponse } from '../src/contracts/get-policy-pdf.js';
import type { GetPolicyResponse } from '../src/contracts/get-policy.js';
import { oneYearAfter, zagrebDate } from '../src/contracts/policy-dates.js';
import { changeUnderWayErrorKey } from '../src/contracts/policy-details.js';
import { policyEndErrorKeys } from '../src/contracts/policy-ending.js';
import { policyLinkParam } from '../src/contracts/site-paths.js';
import { insurerPaths } from '../src/insurer/insurer-api.js';
import { newPolicyLinkToken } from '../src/services/policy-access.js';
import { carryOnEndorsements } from '../src/services/policy-changes.js';
import { collections } from '../src/store/collection-names.js';
import type { PolicyEndorsementRecord } from '../src/store/policy-endorsements.js';
import type { PolicyDocument } from '../src/store/policies.js';
import { firestore, readDoc } from './admin.js';
import { signUp, type TestUser } from './auth-users.js';
import { call, callError, web } from './callable.js';
import { attachmentBytes, mailTo, type ReceivedMail } from './mailbox.js';
import { eventually, failInsurer, uniqueEmail } from './payment-kit.js';
import { day } from './policy-end-kit.js';
import { callableOrderNumber, storeTestPolicy } from './renewal-kit.js';

const newAddress = { address: 'Vukovarska', houseNumber: '58a', postalCode: '21000', city: 'Split' };

const policyOf = (orderNumber: string) => readDoc<PolicyDocument>(`${collections.policies}/${orderNumber}`);

async function endorsementsOf(orderNumber: string) {
  const snapshot = await firestore()
    .collection(collections.policyEndorsements)
    .where('orderNumber', '==', orderNumber)
    .get();
  return snapshot.docs.map((doc) => doc.data() as PolicyEndorsementRecord);
}

const change = (user: TestUser, request: Record<string, unknown>) =>
  call<ChangePolicyDetailsResponse>(
    callNames.changePolicyDetails,
    { ...web, accessToken: null, ...request },
    { idToken: user.idToken },
  );

const pdfOf = (user: TestUser, orderNumber: string, version: number | null) =>
  call<GetPolicyPdfResponse>(
    callNames.getPolicyPdf,
    { ...web, orderNumber, accessToken: null, version },
    { idToken: user.idToken },
  );

async function textOf(bytes: Uint8Array) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** A running policy on a new account, started a month ago. */
async function runningPolicy() {
  const user = await signUp();
  const startDay = zagrebDate(new Date(Date.now() - 30 * day));
  const policy = await storeTestPolicy({
    licensePlate: 'ZG5678CD',
    endDay: oneYearAfter(startDay),
    email: uniqueEmail(),
    uid: user.uid,
    orderNumber: callableOrderNumber(),
  });
  return { user, policy, orderNumber: policy.orderNumber };
}

const endorsementMails = (email: string, orderNumber: string) =>
  mailTo(email).then((mails) =>
    mails.filter((mail) => mail.customArgs.policyEndorsement?.startsWith(`${orderNumber}-`)),
  );

describe('an address change', () => {
  it('is endorsed by the insurer: a second version of the e-policy, e-mailed, the first kept and marked replaced', async () => {
    const { user, policy, orderNumber } = await runningPolicy();
    const changed = await change(user, { orderNumber, address: newAddress });
    if (!changed.ok) throw new Error(`Not changed: ${JSON.stringify(changed)}`);
    expect(changed.result.policy.policyholder).toMatchObject(newAddress);
    expect(changed.result.policy.versions).toEqual([
      { version: 1, issuedAt: policy.issuedAt.toDate().toISOString(), endorsementNumber: null },
      { version: 2, issuedAt: expect.any(String), endorsementNumber: `${policy.policyNumber}-D1` },
    ]);
    expect(changed.result.policy.addressChange).toBeNull();

    const [mail] = await eventually(
      () => endorsementMails(policy.email, orderNumber),
      (mails) => mails.length > 0,
    );
    expect(mail?.subject).toBe(`Dodatak polici br. ${policy.policyNumber}: zabilježena je vaša nova adresa`);
    expect(mail?.attachments.map((attachment) => attachment.filename)).toEqual([
      `polica-${policy.policyNumber}-v2.pdf`,
    ]);
    const attached = await textOf(await attachmentBytes(mail?.attachments[0]?.url ?? ''));
    expect(attached).toContain('Vukovarska 58a, 21000 Split');
    expect(attached).toContain(`2. verzija, dodatak polici br. ${policy.policyNumber}-D1`);
    expect(attached).not.toContain('Ilica 5');

    const current = await pdfOf(user, orderNumber, null);
    if (!current.ok) throw new Error('No current version');
    expect(current.result.fileName).toBe(`polica-${policy.policyNumber}-v2.pdf`);
    const first = await pdfOf(user, orderNumber, 1);
    if (!first.ok) throw new Error('No first version');
    expect(first.result.fileName).toBe(`polica-${policy.policyNumber}.pdf`);
    const firstText = await textOf(Buffer.from(first.result.pdfBase64, 'base64'));
    expect(firstText).toContain('Ilica 5, 10000 Zagreb');
    expect(firstText).toContain('Ovu verziju zamijenila je 2. verzija');
    expect(await pdfOf(user, orderNumber, 3)).toMatchObject({ ok: false, error: { status: 'NOT_FOUND' } });
  });

  it('ten at once make one endorsement, one version and one e-mail', async () => {
    const { user, policy, orderNumber } = await runningPolicy();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => change(user, { orderNumber, address: newAddress })),
    );
    expect(answers.filter((answer) => !answer.ok)).toEqual([]);
    await eventually(
      () => endorsementMails(policy.email, orderNumber),
      (mails) => mails.length > 0,
    );
    expect(await endorsementsOf(orderNumber)).toHaveLength(1);
    expect((await policyOf(orderNumber))?.versions?.map((version) => version.version)).toEqual([1, 2]);
    // Whatever is still in flight has settled by the time every answer came: no second e-mail follows.
    expect(await endorsementMails(policy.email, orderNumber)).toHaveLength(1);
  });

  it('waits for an insurer that is down, refuses another address meanwhile, and the schedule sends it once', async () => {
    const { user, policy, orderNumber } = await runningPolicy();
    await failInsurer(insurerPaths.policyEndorsements, 1);
    const waiting = await change(user, { orderNumber, address: newAddress });
    expect(waiting.ok && waiting.result.policy.addressChange).toMatchObject({
      state: 'requested',
      address: newAddress,
    });
    expect(waiting.ok && waiting.result.policy.policyholder.address).toBe('Ilica');

    const other = await callError(
      callNames.changePolicyDetails,
      { ...web, accessToken: null, orderNumber, address: { ...newAddress, houseNumber: '60' } },
      { idToken: user.idToken },
    );
    expect(other).toMatchObject({ status: 'FAILED_PRECONDITION', details: { errorKey: changeUnderWayErrorKey } });

    await carryOnEndorsements();
    const [record] = await endorsementsOf(orderNumber);
    expect(record).toMatchObject({ state: 'issued', attempts: 1, leaseUntil: null });
    expect((await policyOf(orderNumber))?.policyholder).toMatchObject(newAddress);
    await eventually(
      () => endorsementMails(policy.email, orderNumber),
      (mails) => mails.length === 1,
    );
    await carryOnEndorsements();
    expect(await endorsementMails(policy.email, orderNumber)).toHaveLength(1);
  });

  it('refused by the insurer for a postal code its register lacks: the policy is unchanged and says why', async () => {
    const { user, orderNumber } = await runningPolicy();
    const refused = await change(user, {
      orderNumber,
      address: { ...newAddress, postalCode: '10999', city: 'Zagreb' },
    });
    expect(refused.ok && refused.result.policy.addressChange).toMatchObject({
      state: 'refused',
      refusal: 'unknown-postal-code',
    });
    expect(refused.ok && refused.result.policy.versions).toHaveLength(1);
    expect((await policyOf(orderNumber))?.policyholder.postalCode).toBe('10000');
    // A refused change blocks nothing: the right address goes through.
    const corrected = await change(user, { orderNumber, address: newAddress });
    expect(corrected.ok && corrected.result.policy.versions).toHaveLength(2);
  });
});

describe('a contact change', () => {
  it('is made at once, tells both e-mails, and the old e-mail’s links open the policy no more', async () => {
    const { user, policy, orderNumber } = await runningPolicy();
    const oldLink = await newPolicyLinkToken(policy);
    const email = uniqueEmail();
    const changed = await change(user, {
      orderNumber,
      contact: { contactEmail: email, phoneNumberPrefix: '+385', phoneNumber: '98 765 4321' },
    });
    expect(changed.ok && changed.result.policy.policyholder).toMatchObject({
      contactEmail: email,
      phoneNumber: '98 765 4321',
    });
    expect(changed.ok && changed.result.policy.versions).toHaveLength(1);
    expect((await policyOf(orderNumber))?.email).toBe(email.toLowerCase());

    const isNote = (mail: ReceivedMail) => mail.customArgs.policyContactChange === orderNumber;
    const [toNew] = await eventually(
      () => mailTo(email).then((mails) => mails.filter(isNote)),
      (mails) => mails.length > 0,
    );
    const [toOld] = await eventually(
      () => mailTo(policy.email).then((mails) => mails.filter(isNote)),
      (mails) => mails.length > 0,
    );
    expect(toOld?.text).toContain(`od sada šaljemo na ${email}`);
    expect(toOld?.text).not.toMatch(/\/policy\//);

    const getPolicy = (linkToken: string | null) =>
      call<GetPolicyResponse>(callNames.getPolicy, {
        ...web,
        orderNumber,
        accessToken: null,
        linkToken,
        dateOfBirth: null,
      });
    expect(await getPolicy(oldLink)).toMatchObject({ ok: false, error: { status: 'NOT_FOUND' } });
    const newLink = new URL(/https?:\/\/\S+\/policy\/\S+/.exec(toNew?.text ?? '')?.[0] ?? 'http://none');
    expect(await getPolicy(newLink.searchParams.get(policyLinkParam))).toMatchObject({
      ok: true,
      result: { identityRequired: true },
    });
  });
});

describe('what may not change', () => {
  it('the OIB, the name or the car are not taken, nor any change on an ended policy', async () => {
    const { user, orderNumber } = await runningPolicy();
    const fixed = await callError(
      callNames.changePolicyDetails,
      {
        ...web,
        accessToken: null,
        orderNumber,
        contact: {
          contactEmail: 'a@primjer.hr',
          phoneNumberPrefix: '+385',
          phoneNumber: '912345678',
          personalIdentificationNumber: '27182818283',
        },
      },
      { idToken: user.idToken },
    );
    expect(fixed).toMatchObject({ status: 'INVALID_ARGUMENT', details: { fields: { contact: 'invalid' } } });
    const both = await callError(
      callNames.changePolicyDetails,
      {
        ...web,
        accessToken: null,
        orderNumber,
        address: newAddress,
        contact: { contactEmail: 'a@primjer.hr', phoneNumberPrefix: '+385', phoneNumber: '912345678' },
      },
      { idToken: user.idToken },
    );
    expect(both.status).toBe('INVALID_ARGUMENT');

    await firestore()
      .collection(collections.policies)
      .doc(orderNumber)
      .update({ ended: { reason: 'sold', coverEndsAt: new Date(), endedAt: new Date() } });
    const ended = await callError(
      callNames.changePolicyDetails,
      { ...web, accessToken: null, orderNumber, address: newAddress },
      { idToken: user.idToken },
    );
    expect(ended).toMatchObject({
      status: 'FAILED_PRECONDITION',
      details: { errorKey: policyEndErrorKeys.notRunning },
    });
    expect(await endorsementsOf(orderNumber)).toHaveLength(0);
  });

  it('another account changes nothing, and learns nothing', async () => {
    const { orderNumber } = await runningPolicy();
    const stranger = await signUp();
    const answer = await callError(
      callNames.changePolicyDetails,
      { ...web, accessToken: null, orderNumber, address: newAddress },
      { idToken: stranger.idToken },
    );
    expect(answer).toMatchObject({ status: 'NOT_FOUND', details: { errorKey: policyEndErrorKeys.notFound } });
    const pdf = await callError(
      callNames.getPolicyPdf,
      { ...web, orderNumber, accessToken: null, version: null },
      { idToken: stranger.idToken },
    );
    expect(pdf).toMatchObject({ status: 'NOT_FOUND', details: { errorKey: policyEndErrorKeys.notFound } });
  });
});
