import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { apiPaths, callNames } from '../src/contracts/call-names.js';
import { errorKeys } from '../src/contracts/error-keys.js';
import { insurerPaths } from '../src/insurer/insurer-api.js';
import { runPaymentHousekeeping } from '../src/services/settlement.js';
import { collections } from '../src/store/collection-names.js';
import type { CouponDocument } from '../src/store/coupons.js';
import type { PolicyDocument } from '../src/store/policies.js';
import type { WorkInProgressDocument } from '../src/store/work-in-progress.js';
import { findDocs, readDoc } from './admin.js';
import { callError, callOk, web } from './callable.js';
import { attachmentBytes, failNextMails, mailTo } from './mailbox.js';
import {
  apiUrl,
  approvedNotification,
  cancelOnGateway,
  eventually,
  failInsurer,
  followReturn,
  gatewayTransactions,
  orderStatus,
  payOnGateway,
  policyholder,
  postNotification,
  priceFor,
  singleUseCoupon,
  readOrder,
  startPayment,
  testCards,
  uniqueEmail,
} from './payment-kit.js';

const textOf = async (pdf: Uint8Array) =>
  (await extractText(await getDocumentProxy(pdf), { mergePages: true })).text.replace(/\s+/g, ' ');

const policiesOfQuote = (quoteId: string) => findDocs<PolicyDocument>(collections.policies, 'quoteId', quoteId);

/** A driver who has priced ZG5678CD and started paying for it with their own e-mail address. */
async function driverAtPayment(options: { discountCode?: string; coverCodes?: string[]; locale?: 'hr' | 'en' } = {}) {
  const email = uniqueEmail();
  const holder = policyholder(email);
  const pricing = await priceFor('ZG5678CD', holder);
  const started = await startPayment(pricing, { holder, ...options });
  return { email, holder, pricing, started };
}

describe('paying with the approved card', () => {
  it('issues the policy, e-mails it with the PDF attached and shows it to the browser that paid', async () => {
    const { email, pricing, started } = await driverAtPayment({ coverCodes: ['MTPL', 'MTPL_ACC', 'MTPL_ASS'] });
    const returnUrl = await payOnGateway(started, testCards.approved);
    expect(await followReturn(returnUrl)).toBe(`/payment-success?order=${started.orderNumber}`);

    const status = await eventually(
      () => orderStatus(started),
      (current) => current.emailSent,
    );
    expect(status).toMatchObject({
      orderNumber: started.orderNumber,
      state: 'paid',
      policyState: 'issued',
      amount: started.amount,
      email,
      refund: null,
      policy: {
        policyNumber: expect.stringMatching(/^10-20\d\d-\d{7}$/),
        policyControlNumber: expect.stringMatching(/^\d{10}$/),
        vehicle: { licensePlate: 'ZG5678CD', manufacturer: 'Škoda', model: 'Octavia Combi' },
      },
    });
    const receipt = status.policy?.receipt;
    expect(receipt?.covers.map((cover) => cover.coverCode)).toEqual(['MTPL', 'MTPL_ACC', 'MTPL_ASS']);
    // The lines the success page and the e-policy show: the covers less the one-payment discount make what was paid.
    expect(receipt?.plan).toEqual({ kind: 'single' });
    expect(receipt?.deductions.map((deduction) => deduction.kind)).toContain('single-payment');
    const cents = (lines: { amount?: number; premium?: number }[] = []) =>
      lines.reduce((sum, line) => sum + Math.round((line.premium ?? line.amount ?? 0) * 100), 0);
    expect(cents(receipt?.covers) - cents(receipt?.deductions)).toBe(Math.round(started.amount * 100));
    expect(receipt?.total).toBe(started.amount);
    const policyNumber = status.policy?.policyNumber ?? '';

    const [mail, ...more] = await mailTo(email);
    expect(more).toEqual([]);
    expect(mail?.subject).toContain(policyNumber);
    expect(mail?.text).toContain(policyNumber);
    expect(mail?.attachments).toEqual([
      expect.objectContaining({ filename: `polica-${policyNumber}.pdf`, type: 'application/pdf' }),
      expect.objectContaining({ filename: `zelena-karta-${policyNumber}.pdf`, type: 'application/pdf' }),
    ]);
    const attached = await attachmentBytes(mail?.attachments[0]?.url ?? '');
    expect(new TextDecoder().decode(attached.subarray(0, 5))).toBe('%PDF-');
    expect(await textOf(attached.slice())).toContain(policyNumber);

    // The download the success page offers is the same document.
    const download = await fetch(apiUrl(apiPaths.policyPdf), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderNumber: started.orderNumber, orderToken: started.orderToken }),
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="polica-${policyNumber}.pdf"`);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(attached);

    expect(await policiesOfQuote(pricing.quoteId)).toHaveLength(1);
    expect(await gatewayTransactions({ email })).toEqual([
      expect.objectContaining({ order_number: started.orderNumber, status: 'approved', refunded: false }),
    ]);
    const order = await readOrder(started.orderNumber);
    expect(order?.history.map((event) => event.event)).toEqual(
      expect.arrayContaining(['started', 'notification', 'paid', 'returned', 'policy-issued', 'email-sent']),
    );
  });

  it('writes the policy in English for a purchase made in English', async () => {
    const { email, started } = await driverAtPayment({ locale: 'en' });
    // The gateway signs back the language the payment started in: the buyer lands on the English page.
    expect(await followReturn(await payOnGateway(started, testCards.approved))).toBe(
      `/en/payment-success?order=${started.orderNumber}`,
    );
    const status = await eventually(
      () => orderStatus(started),
      (current) => current.emailSent,
    );
    const [mail] = await mailTo(email);
    expect(mail?.attachments[0]?.filename).toBe(`policy-${status.policy?.policyNumber}.pdf`);
    expect(mail?.subject).toMatch(/policy/i);
    // Its links open the English pages, and it writes euros the English way.
    expect(mail?.text).toMatch(/: https?:\/\/[^/\s]+\/en\/onboarding\/register-user\?email=/);
    expect(mail?.text).toMatch(/: https?:\/\/[^/\s]+\/en\/contact-us\n/);
    expect(mail?.text).toMatch(/Paid: €\d+\.\d{2}\n/);
  });

  it('pays after a 3-D Secure challenge', async () => {
    const { started } = await driverAtPayment();
    expect(await followReturn(await payOnGateway(started, testCards.threeDSecure))).toBe(
      `/payment-success?order=${started.orderNumber}`,
    );
    await eventually(
      () => orderStatus(started),
      (current) => current.policyState === 'issued',
    );
  });

  it('marks the work-in-progress record paid; a client can no longer do that itself', async () => {
    const email = uniqueEmail();
    const holder = policyholder(email);
    const { wipId } = await callOk<{ wipId: string }>(callNames.saveWorkInProgress, {
      ...web,
      lastStep: '01: Vehicle found',
      onboardingProgress: 'started',
      fields: { licensePlate: 'ZG5678CD' },
    });
    const pricing = await priceFor('ZG5678CD', holder);
    const started = await startPayment(pricing, { holder, wipId });
    await followReturn(await payOnGateway(started, testCards.approved));
    await eventually(
      () => readDoc<WorkInProgressDocument>(`${collections.workInProgress}/${wipId}`),
      (record) => record?.onboardingProgress === 'paid',
    );
    expect((await readDoc<WorkInProgressDocument>(`${collections.workInProgress}/${wipId}`))?.lastStep).toBe(
      '04: Paid',
    );

    for (const claim of [{ onboardingProgress: 'paid' }, { lastStep: '04: Paid' }]) {
      const error = await callError(callNames.saveWorkInProgress, { ...web, wipId, lastStep: 'payment', ...claim });
      expect(error.status).toBe('INVALID_ARGUMENT');
    }
  });
});

describe('the gateway’s notification', () => {
  it(
    'applied ten times at once gives one policy, one e-mail, and uses the coupon once',
    { timeout: 60_000 },
    async () => {
      const code = await singleUseCoupon();
      const { email, pricing, started } = await driverAtPayment({ discountCode: code });
      const notification = approvedNotification(started.orderNumber, started.amount);

      const answers = await Promise.all(Array.from({ length: 10 }, () => postNotification(notification)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));

      await eventually(
        () => orderStatus(started),
        (current) => current.emailSent,
      );
      expect(await policiesOfQuote(pricing.quoteId)).toHaveLength(1);
      expect(await mailTo(email)).toHaveLength(1);
      const coupon = await readDoc<CouponDocument>(`${collections.coupons}/${code}`);
      expect(coupon).toMatchObject({ usedBy: started.orderNumber, reservation: null });
      const order = await readOrder(started.orderNumber);
      expect(order?.history.filter((event) => event.event === 'paid')).toHaveLength(1);
      expect(order?.history.filter((event) => event.event === 'notification')).toHaveLength(1);
    },
  );

  it('leaves a reusable coupon usable by the next driver', async () => {
    const { started } = await driverAtPayment({ discountCode: 'DOBRODOSLI10' });
    expect((await readOrder(started.orderNumber))?.reservedCoupon).toBeNull();
    expect((await postNotification(approvedNotification(started.orderNumber, started.amount))).status).toBe(200);
    const coupon = await readDoc<CouponDocument>(`${collections.coupons}/DOBRODOSLI10`);
    expect(coupon?.usedAt).toBeNull();
    expect(coupon?.reservation ?? null).toBeNull();
    const next = await driverAtPayment({ discountCode: 'DOBRODOSLI10' });
    expect((await readOrder(next.started.orderNumber))?.discountAmount).toBe(10);
  });

  it('is refused with a 4xx and changes nothing when its signature or its amount is wrong', async () => {
    const { started } = await driverAtPayment();
    const forged = approvedNotification(started.orderNumber, started.amount);
    forged.signature = forged.signature?.replace(/^./, (first) => (first === 'a' ? 'b' : 'a')) ?? '';
    expect((await postNotification(forged)).status).toBe(400);

    const otherAmount = approvedNotification(started.orderNumber, started.amount - 10);
    expect((await postNotification(otherAmount)).status).toBe(409);

    const unknownOrder = approvedNotification('AO-0000000000', started.amount);
    expect((await postNotification(unknownOrder)).status).toBe(404);

    const order = await readOrder(started.orderNumber);
    expect(order).toMatchObject({ state: 'pending', payment: null, policyState: null });
    expect(order?.history.map((event) => event.event)).toEqual(['started']);
  });

  it('arriving twice from the gateway gives one policy and one e-mail', async () => {
    const { email, pricing, started } = await driverAtPayment();
    await followReturn(await payOnGateway(started, testCards.notifiedTwice));
    await eventually(
      () => orderStatus(started),
      (current) => current.emailSent,
    );
    expect(await policiesOfQuote(pricing.quoteId)).toHaveLength(1);
    expect(await mailTo(email)).toHaveLength(1);
  });
});

describe('when the buyer is back before the gateway has told us', () => {
  it('the success page waits, then shows the policy once the late notification arrives', async () => {
    const { started } = await driverAtPayment();
    expect(await followReturn(await payOnGateway(started, testCards.notifiedLate))).toBe(
      `/payment-success?order=${started.orderNumber}`,
    );
    // The buyer's return alone fulfils nothing.
    expect(await orderStatus(started)).toMatchObject({ state: 'pending', policy: null });
    const status = await eventually(
      () => orderStatus(started),
      (current) => current.policyState === 'issued',
    );
    expect((await readOrder(started.orderNumber))?.payment).toMatchObject({ source: 'notification', instalments: 1 });
    expect(status.policy?.policyNumber).toMatch(/^10-/);
  });

  it('reconciliation asks the gateway and issues the policy when no notification ever comes', async () => {
    const { email, started } = await driverAtPayment();
    await followReturn(await payOnGateway(started, testCards.neverNotified));
    expect((await readOrder(started.orderNumber))?.state).toBe('pending');

    const report = await runPaymentHousekeeping(new Date(Date.now() + 5 * 60_000));
    expect(report.failed).toBe(0);
    const status = await eventually(
      () => orderStatus(started),
      (current) => current.emailSent,
    );
    expect(status.state).toBe('paid');
    expect((await readOrder(started.orderNumber))?.payment).toMatchObject({ source: 'status-api', instalments: 1 });
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('a pending order whose buyer never paid expires, and its coupon is free again', { timeout: 90_000 }, async () => {
    const code = await singleUseCoupon();
    const { started } = await driverAtPayment({ discountCode: code });
    // Other tests leave orders due too; a run takes the oldest first, so run until this one's turn has come.
    const later = new Date(Date.now() + 31 * 60_000);
    await eventually(
      async () => {
        await runPaymentHousekeeping(later);
        return readOrder(started.orderNumber);
      },
      (order) => order?.state !== 'pending',
      60_000,
    );
    expect((await readOrder(started.orderNumber))?.state).toBe('expired');
    expect((await readDoc<CouponDocument>(`${collections.coupons}/${code}`))?.reservation).toBeNull();
  });
});

describe('a payment that does not go through', () => {
  it('declined: the order is declined, no policy, and the same quote can be paid with another card, charged once', async () => {
    const { email, holder, pricing, started } = await driverAtPayment();
    expect(await followReturn(await payOnGateway(started, testCards.insufficientFunds))).toBe(
      `/payment-error?order=${started.orderNumber}&reason=declined`,
    );
    await eventually(
      () => readOrder(started.orderNumber),
      (order) => order?.state === 'declined',
    );
    expect(await policiesOfQuote(pricing.quoteId)).toEqual([]);

    const retry = await startPayment(pricing, { holder });
    expect(retry.orderNumber).not.toBe(started.orderNumber);
    await followReturn(await payOnGateway(retry, testCards.approved));
    await eventually(
      () => orderStatus(retry),
      (current) => current.emailSent,
    );
    expect(await policiesOfQuote(pricing.quoteId)).toHaveLength(1);
    const charged = (await gatewayTransactions({ email })).filter((transaction) => transaction.status === 'approved');
    expect(charged).toHaveLength(1);
  });

  it('cancelled on the gateway’s page: back on the error page, the order cancelled', async () => {
    const { started } = await driverAtPayment();
    expect(await followReturn(await cancelOnGateway(started))).toBe(
      `/payment-error?order=${started.orderNumber}&reason=cancelled`,
    );
    await eventually(
      () => readOrder(started.orderNumber),
      (order) => order?.state === 'cancelled',
    );
  });

  it('a gateway error: the error page says so, nothing is charged', async () => {
    const { email, started } = await driverAtPayment();
    expect(await followReturn(await payOnGateway(started, testCards.gatewayError))).toBe(
      `/payment-error?order=${started.orderNumber}&reason=error`,
    );
    await eventually(
      () => readOrder(started.orderNumber),
      (order) => order?.state === 'declined',
    );
    expect((await gatewayTransactions({ email })).filter((transaction) => transaction.status === 'approved')).toEqual(
      [],
    );
  });

  it('a tampered return URL leads to the error page and fulfils nothing', async () => {
    const { started } = await driverAtPayment();
    const returnUrl = new URL(await payOnGateway(started, testCards.insufficientFunds));
    returnUrl.searchParams.set('status', 'approved');
    expect(await followReturn(returnUrl.toString())).toBe('/payment-error?reason=error');
    const order = await eventually(
      () => readOrder(started.orderNumber),
      (current) => current?.state === 'declined',
    );
    expect(order?.policyState).toBeNull();
    expect(order?.history.some((event) => event.event === 'returned')).toBe(false);
  });
});

describe('when a party after the payment fails', () => {
  it('the insurer down at issue leaves the order paid; a retry issues exactly one policy', async () => {
    const { email, pricing, started } = await driverAtPayment();
    await failInsurer(insurerPaths.policies, 1);
    await followReturn(await payOnGateway(started, testCards.approved));
    const failed = await eventually(
      () => readOrder(started.orderNumber),
      (order) => order?.policyState === 'issue-failed',
    );
    expect(failed).toMatchObject({ state: 'paid', emailState: 'pending' });
    expect(await orderStatus(started)).toMatchObject({ state: 'paid', policyState: 'issue-failed', policy: null });

    await runPaymentHousekeeping(new Date((failed?.nextAttemptAt?.toMillis() ?? Date.now()) + 1000));
    const status = await eventually(
      () => orderStatus(started),
      (current) => current.emailSent,
    );
    expect(status.policyState).toBe('issued');
    expect(await policiesOfQuote(pricing.quoteId)).toHaveLength(1);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('SendGrid down leaves the policy issued and the e-mail owed; a retry sends it once', async () => {
    const { email, started } = await driverAtPayment();
    await failNextMails(1);
    await followReturn(await payOnGateway(started, testCards.approved));
    const failed = await eventually(
      () => readOrder(started.orderNumber),
      (order) => order?.emailState === 'failed',
    );
    expect(failed?.policyState).toBe('issued');
    expect(await mailTo(email)).toEqual([]);

    await runPaymentHousekeeping(new Date((failed?.nextAttemptAt?.toMillis() ?? Date.now()) + 1000));
    await eventually(
      () => orderStatus(started),
      (current) => current.emailSent,
    );
    expect(await mailTo(email)).toHaveLength(1);
  });
});

describe('two browser tabs paying the same quote', () => {
  it('give one policy; the second payment is given back', { timeout: 60_000 }, async () => {
    const email = uniqueEmail();
    const holder = policyholder(email);
    const pricing = await priceFor('ZG5678CD', holder);
    const first = await startPayment(pricing, { holder });
    const second = await startPayment(pricing, { holder });
    const [firstReturn, secondReturn] = await Promise.all([
      payOnGateway(first, testCards.approved),
      payOnGateway(second, testCards.approved),
    ]);
    await followReturn(firstReturn);
    await followReturn(secondReturn);

    const statuses = await Promise.all(
      [first, second].map((started) =>
        eventually(
          () => orderStatus(started),
          (current) => current.emailSent || current.refund === 'done',
        ),
      ),
    );
    expect(statuses.filter((status) => status.refund === 'done')).toHaveLength(1);
    expect(statuses.filter((status) => status.policy !== null)).toHaveLength(1);
    expect(await policiesOfQuote(pricing.quoteId)).toHaveLength(1);
    expect(await mailTo(email)).toHaveLength(1);
    const transactions = await gatewayTransactions({ email });
    expect(transactions.filter((transaction) => transaction.refunded)).toHaveLength(1);

    const third = await callError(callNames.startPayment, {
      ...web,
      quoteId: pricing.quoteId,
      coverCodes: ['MTPL', 'MTPL_ACC'],
      discountCode: null,
      expectedTotal: first.amount,
      wipId: null,
      policyholder: holder,
      consents: { preContractInformation: true, generalTerms: true },
      locale: 'hr',
    });
    expect(third.message).toBe(errorKeys.quoteAlreadyPaid);
  });
});

describe('what the buyer’s browser may see', () => {
  it('needs the order’s token: a wrong one and an unknown order get the same answer', async () => {
    const { started } = await driverAtPayment();
    const wrongToken = await callError(callNames.getOrderStatus, {
      ...web,
      orderNumber: started.orderNumber,
      orderToken: 'A'.repeat(43),
    });
    const unknown = await callError(callNames.getOrderStatus, {
      ...web,
      orderNumber: 'AO-0000000000',
      orderToken: started.orderToken,
    });
    expect(wrongToken).toEqual(unknown);
    expect(wrongToken).toMatchObject({ status: 'NOT_FOUND', message: errorKeys.orderNotFound });

    const pdf = (orderToken: string) =>
      fetch(apiUrl(apiPaths.policyPdf), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orderNumber: started.orderNumber, orderToken }),
      });
    expect((await pdf('A'.repeat(43))).status).toBe(404);
    // Paid for, but not issued yet: the policy is not there to download.
    expect((await pdf(started.orderToken)).status).toBe(409);
  });
});
