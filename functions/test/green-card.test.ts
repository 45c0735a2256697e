import { FieldValue } from 'firebase-admin/firestore';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { apiPaths, callNames } from '../src/contracts/call-names.js';
import { errorKeys } from '../src/contracts/error-keys.js';
import type { AccountResponse } from '../src/contracts/get-account.js';
import type { AccountPolicyPdfResponse } from '../src/contracts/get-account-policy-pdf.js';
import { collections } from '../src/store/collection-names.js';
import { firestore } from './admin.js';
import { signUp, verifyEmail } from './auth-users.js';
import { callError, callOk, web } from './callable.js';
import { attachmentBytes, mailTo } from './mailbox.js';
import {
  apiUrl,
  eventually,
  orderStatus,
  payOnGateway,
  policyholder,
  priceFor,
  startPayment,
  testCards,
  uniqueEmail,
} from './payment-kit.js';

const textOf = async (pdf: Uint8Array) =>
  (await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true })).text.replace(/\s+/g, ' ');

/** A paid policy for ZG5678CD whose e-mail has gone out. */
async function boughtPolicy(locale: 'hr' | 'en' = 'hr') {
  const email = uniqueEmail('putnik');
  const holder = policyholder(email);
  const started = await startPayment(await priceFor('ZG5678CD', holder), { holder, locale });
  await payOnGateway(started, testCards.approved);
  const status = await eventually(
    () => orderStatus(started),
    (current) => current.emailSent,
  );
  return { email, started, policyNumber: status.policy?.policyNumber ?? '', status };
}

const downloadByToken = (body: Record<string, unknown>) =>
  fetch(apiUrl(apiPaths.policyPdf), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the green card issued with every policy', { timeout: 60_000 }, () => {
  it('rides in the policy e-mail beside the e-policy, and the success page downloads the same card', async () => {
    const { email, started, policyNumber, status } = await boughtPolicy();
    expect(status.policy?.greenCardNumber).toMatch(/^HR\/127\/\d{8}$/);
    const cardNumber = status.policy?.greenCardNumber ?? '';

    const [mail] = await mailTo(email);
    expect(mail?.attachments).toEqual([
      expect.objectContaining({ filename: `polica-${policyNumber}.pdf`, type: 'application/pdf' }),
      expect.objectContaining({ filename: `zelena-karta-${policyNumber}.pdf`, type: 'application/pdf' }),
    ]);
    expect(mail?.text).toContain('na papiru');
    const attached = await attachmentBytes(mail?.attachments[1]?.url ?? '');
    const text = await textOf(attached);
    for (const expected of [
      'MEĐUNARODNA KARTA OSIGURANJA MOTORNIH VOZILA',
      cardNumber,
      'Hrvatski ured za osiguranje (HUO), HR',
      'ZG5678CD',
      'A (osobni automobil)',
      'Škoda',
      'Precrtane oznake (BY, IR, RUS)',
      'Groupama osiguranje d.d.',
      'na papiru',
    ]) {
      expect(text).toContain(expected);
    }

    const download = await downloadByToken({
      orderNumber: started.orderNumber,
      orderToken: started.orderToken,
      document: 'green-card',
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="zelena-karta-${policyNumber}.pdf"`);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(attached);

    // Without a choice the download is the e-policy, as before the green card.
    const ePolicy = await downloadByToken({ orderNumber: started.orderNumber, orderToken: started.orderToken });
    expect(ePolicy.headers.get('content-disposition')).toBe(`attachment; filename="polica-${policyNumber}.pdf"`);
  });

  it('is written in English for a purchase made in English', async () => {
    const { email, policyNumber } = await boughtPolicy('en');
    const [mail] = await mailTo(email);
    expect(mail?.attachments[1]?.filename).toBe(`green-card-${policyNumber}.pdf`);
    const text = await textOf(await attachmentBytes(mail?.attachments[1]?.url ?? ''));
    expect(text).toContain('INTERNATIONAL MOTOR INSURANCE CARD');
    expect(text).toContain('must be shown on paper');
  });

  it('is not given for a wrong token, nor for a document the download does not know', async () => {
    const { started } = await boughtPolicy();
    const wrongToken = await downloadByToken({
      orderNumber: started.orderNumber,
      orderToken: 'x'.repeat(43),
      document: 'green-card',
    });
    expect(wrongToken.status).toBe(404);
    const unknown = await downloadByToken({
      orderNumber: started.orderNumber,
      orderToken: started.orderToken,
      document: 'driving-licence',
    });
    expect(unknown.status).toBe(400);
  });

  it("is downloaded from the account that holds the policy, and another account's is not found", async () => {
    const { email, started, policyNumber, status } = await boughtPolicy();
    const owner = await verifyEmail(await signUp(email));
    const [policy] = (await callOk<AccountResponse>(callNames.getAccount, web, { idToken: owner.idToken })).policies;
    expect(policy).toMatchObject({ orderNumber: started.orderNumber, greenCardNumber: status.policy?.greenCardNumber });

    const request = { ...web, orderNumber: started.orderNumber, document: 'green-card' };
    const card = await callOk<AccountPolicyPdfResponse>(callNames.getAccountPolicyPdf, request, {
      idToken: owner.idToken,
    });
    expect(card.fileName).toBe(`zelena-karta-${policyNumber}.pdf`);
    expect(await textOf(new Uint8Array(Buffer.from(card.pdfBase64, 'base64')))).toContain(
      status.policy?.greenCardNumber ?? '-',
    );

    const stranger = await verifyEmail(await signUp());
    const refused = await callError(callNames.getAccountPolicyPdf, request, { idToken: stranger.idToken });
    expect(refused).toMatchObject({ status: 'NOT_FOUND', details: { errorKey: errorKeys.orderNotFound } });
  });

  it('is not offered for a policy issued before cards were, whose e-policy still downloads', async () => {
    const { email, started } = await boughtPolicy();
    await firestore().doc(`${collections.policies}/${started.orderNumber}`).update({ greenCard: FieldValue.delete() });
    expect((await orderStatus(started)).policy?.greenCardNumber).toBeNull();

    const byToken = await downloadByToken({
      orderNumber: started.orderNumber,
      orderToken: started.orderToken,
      document: 'green-card',
    });
    expect(byToken.status).toBe(404);

    const owner = await verifyEmail(await signUp(email));
    const [policy] = (await callOk<AccountResponse>(callNames.getAccount, web, { idToken: owner.idToken })).policies;
    expect(policy?.greenCardNumber).toBeNull();
    const request = { ...web, orderNumber: started.orderNumber };
    const missing = await callError(
      callNames.getAccountPolicyPdf,
      { ...request, document: 'green-card' },
      { idToken: owner.idToken },
    );
    expect(missing).toMatchObject({ status: 'NOT_FOUND', details: { errorKey: errorKeys.orderNotFound } });
    const ePolicy = await callOk<AccountPolicyPdfResponse>(callNames.getAccountPolicyPdf, request, {
      idToken: owner.idToken,
    });
    expect(ePolicy.fileName).toMatch(/^polica-/);
  });
});
