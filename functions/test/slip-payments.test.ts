/**
 * Paying by HUB-3 slip, end to end on the stack: `startPayment` makes the slip, the mock bank (the driver's mobile
 * bank and ours) pays it by instant transfer and notifies the functions with a signed camt.054, and the server
 * matches each credit to its order once, however the notifications come. Decision 0034.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { callNames } from '../src/contracts/call-names.js';
import type { Hub3Slip } from '../src/contracts/payment-slip.js';
import { slipSinglePaymentErrorKey } from '../src/contracts/error-keys.js';
import { hub3Payload } from '../src/payments/hub3-payload.js';
import { scanHub3Barcode } from '../src/payments/mock/hub3-scan.js';
import { orderNumberOfSlipReference, slipReferenceOf } from '../src/payments/slip-reference.js';
import { reconcileBankCredits } from '../src/services/bank-reconciliation.js';
import { collections } from '../src/store/collection-names.js';
import type { BankCreditRecord } from '../src/store/bank-credits.js';
import { findDocs, firestore, readDoc } from './admin.js';
import { callError } from './callable.js';
import { localFunctionsEnv } from './local-runtime.js';
import { attachmentBytes, mailTo } from './mailbox.js';
import {
  bankFaults,
  eventually,
  orderStatus,
  paymentRequest,
  payByBank,
  policyholder,
  priceFor,
  readOrder,
  slipOf,
  startPayment,
  uniqueEmail,
} from './payment-kit.js';

const accountIban = localFunctionsEnv().BANK_ACCOUNT_IBAN;

afterEach(() => bankFaults(null));

/** A slip order for a holder of its own (an e-mail nobody else's test writes to). */
async function slipOrder() {
  const holder = policyholder(uniqueEmail());
  const pricing = await priceFor('ZG5678CD');
  const start = await startPayment(pricing, { holder, paymentMethod: 'slip' });
  return { holder, start, slip: slipOf(start) };
}

/** The barcode's text, as the driver's bank reads it off the page, with an amount the driver typed over it. */
const payloadOf = (slip: Hub3Slip, amountCents = slip.amountCents) => hub3Payload({ ...slip, amountCents });

const creditsOf = (orderNumber: string) =>
  findDocs<BankCreditRecord>(collections.bankCredits, 'orderNumber', orderNumber);

const policyMails = async (email: string) =>
  (await mailTo(email)).filter((mail) => mail.attachments.some((file) => file.filename.startsWith('polica')));

const issued = (orderNumber: string) =>
  eventually(
    () => readOrder(orderNumber),
    (order) => order?.policyState === 'issued' && order.emailState === 'sent',
  );

describe('a slip order', () => {
  it('is priced as a card payment is and answers a slip whose barcode a bank reads back, and e-mails it', async () => {
    const { holder, start, slip } = await slipOrder();

    expect(start.method).toBe('slip');
    expect(slip.amountCents).toBe(Math.round(start.amount * 100));
    expect(slip.iban).toBe(accountIban);
    expect(slip.model).toBe('HR01');
    expect(orderNumberOfSlipReference(slip.reference)).toBe(start.orderNumber);
    expect(slip.payer.name).toBe(`${holder.firstName} ${holder.lastName}`);
    expect(slip.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The barcode proves itself by being read, as a bank's app reads it.
    const read = scanHub3Barcode(Buffer.from(slip.barcodePng, 'base64'));
    expect(read).toEqual({
      currency: 'EUR',
      amountCents: slip.amountCents,
      payer: slip.payer,
      payee: slip.payee,
      iban: slip.iban,
      model: slip.model,
      reference: slip.reference,
      purposeCode: 'INSU',
      description: slip.description,
    });

    const order = await readOrder(start.orderNumber);
    expect(order).toMatchObject({ state: 'pending', paymentMethod: 'slip', policyState: null });
    expect(order?.slip).toMatchObject({ reference: slip.reference, validUntil: slip.validUntil, emailState: 'sent' });
    const status = await orderStatus(start);
    expect(status).toMatchObject({
      state: 'pending',
      paymentMethod: 'slip',
      slip: { reference: slip.reference, validUntil: slip.validUntil, queuedCredit: null },
    });

    const [mail] = await mailTo(holder.contactEmail);
    expect(mail?.attachments.map((file) => [file.filename, file.type])).toEqual([
      [`uplatnica-${start.orderNumber}.pdf`, 'application/pdf'],
    ]);
    const pdf = await attachmentBytes(mail?.attachments[0]?.url ?? '');
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
  });

  it('is refused with instalments: a transfer pays the premium at once', async () => {
    const pricing = await priceFor('ZG5678CD');
    const request = await paymentRequest(pricing, {
      paymentMethod: 'slip',
      paymentPlan: { kind: 'instalments', count: 6 },
    });
    const error = await callError(callNames.startPayment, request);
    expect(error.details?.errorKey).toBe(slipSinglePaymentErrorKey);
  });
});

describe('the money arrives', () => {
  it('as the exact amount: the order is paid and its policy issued and e-mailed once', async () => {
    const { holder, start, slip } = await slipOrder();
    const credit = await payByBank(payloadOf(slip), { debtorName: 'IVANA HORVAT' });

    const order = await issued(start.orderNumber);
    expect(order).toMatchObject({ state: 'paid', payment: { source: 'bank-notification', instalments: 1 } });
    expect(order?.payment?.payer?.name).toBe('IVANA HORVAT');
    const status = await orderStatus(start);
    expect(status).toMatchObject({ state: 'paid', policyState: 'issued', emailSent: true });
    expect(status.policy?.policyNumber).toBeTruthy();
    expect(await creditsOf(start.orderNumber)).toEqual([
      expect.objectContaining({ entryReference: credit.entryReference, state: 'matched', problem: null }),
    ]);
    expect(await policyMails(holder.contactEmail)).toHaveLength(1);
  });

  it('notified twice and read back from the listing: one credit, one policy, one e-mail', async () => {
    const { holder, start, slip } = await slipOrder();
    await bankFaults({ duplicate: 1 });
    await payByBank(payloadOf(slip));
    await issued(start.orderNumber);
    await reconcileBankCredits();

    expect(await creditsOf(start.orderNumber)).toHaveLength(1);
    expect(await findDocs(collections.policies, 'orderNumber', start.orderNumber)).toHaveLength(1);
    expect(await policyMails(holder.contactEmail)).toHaveLength(1);
  });

  it('with its notification lost: the listing read by the payments schedule pays it', async () => {
    const { start, slip } = await slipOrder();
    await bankFaults({ drop: 1 });
    const credit = await payByBank(payloadOf(slip));
    expect((await readOrder(start.orderNumber))?.state).toBe('pending');

    const report = await reconcileBankCredits();
    expect(report.paid).toBeGreaterThanOrEqual(1);
    const order = await issued(start.orderNumber);
    expect(order?.payment).toMatchObject({ source: 'bank-statement', transactionId: `bank|${credit.entryReference}` });
  });

  it('short: the credit is queued as underpaid, the order waits, and the full amount later still pays it', async () => {
    const { start, slip } = await slipOrder();
    const short = await payByBank(payloadOf(slip, slip.amountCents - 100));

    const queued = await eventually(
      () => readDoc<BankCreditRecord>(`${collections.bankCredits}/${short.entryReference}`),
      (record) => record !== undefined,
    );
    expect(queued).toMatchObject({ state: 'queued', problem: 'underpaid', orderNumber: start.orderNumber });
    expect(await orderStatus(start)).toMatchObject({
      state: 'pending',
      slip: { queuedCredit: { problem: 'underpaid', amount: (slip.amountCents - 100) / 100 } },
    });

    await payByBank(payloadOf(slip));
    expect((await issued(start.orderNumber))?.state).toBe('paid');
  });

  it('too much: queued as overpaid, nothing issued', async () => {
    const { start, slip } = await slipOrder();
    const over = await payByBank(payloadOf(slip, slip.amountCents + 1000));
    const record = await readDoc<BankCreditRecord>(`${collections.bankCredits}/${over.entryReference}`);
    expect(record).toMatchObject({ state: 'queued', problem: 'overpaid' });
    expect((await readOrder(start.orderNumber))?.state).toBe('pending');
  });

  it('after the price stopped holding: queued as late, and the driver is told', async () => {
    const { start, slip } = await slipOrder();
    await firestore()
      .doc(`${collections.orders}/${start.orderNumber}`)
      .update({ 'slip.payableUntil': Timestamp.fromMillis(Date.now() - 60_000) });
    const late = await payByBank(payloadOf(slip));
    const record = await readDoc<BankCreditRecord>(`${collections.bankCredits}/${late.entryReference}`);
    expect(record).toMatchObject({ state: 'queued', problem: 'late' });
    expect(await orderStatus(start)).toMatchObject({ state: 'pending', slip: { queuedCredit: { problem: 'late' } } });
    expect((await readOrder(start.orderNumber))?.policyState).toBeNull();
  });

  it('for an order paid already: the second payment is queued as a duplicate', async () => {
    const { start, slip } = await slipOrder();
    await payByBank(payloadOf(slip));
    await issued(start.orderNumber);
    const again = await payByBank(payloadOf(slip));
    const record = await readDoc<BankCreditRecord>(`${collections.bankCredits}/${again.entryReference}`);
    expect(record).toMatchObject({ state: 'queued', problem: 'duplicate' });
    expect(await findDocs(collections.policies, 'orderNumber', start.orderNumber)).toHaveLength(1);
  });

  it('with a reference no order of ours carries: queued as unknown, kept with the payer', async () => {
    const { slip } = await slipOrder();
    const stranger = { ...slip, reference: slipReferenceOf('AO-0000000000') };
    const credit = await payByBank(payloadOf(stranger), { debtorName: 'Marko Marić' });
    const record = await readDoc<BankCreditRecord>(`${collections.bankCredits}/${credit.entryReference}`);
    expect(record).toMatchObject({ state: 'queued', problem: 'unknown-reference', orderNumber: null });
    expect(record?.debtor.name).toBe('Marko Marić');
  });

  it('out of order, a short payment behind the full one: one policy, and the short one queued', async () => {
    const { start, slip } = await slipOrder();
    await bankFaults({ reorder: true });
    const short = await payByBank(payloadOf(slip, slip.amountCents - 500));
    const full = await payByBank(payloadOf(slip));
    await bankFaults(null);

    await issued(start.orderNumber);
    const records = await eventually(
      () => creditsOf(start.orderNumber),
      (found) => found.length === 2,
    );
    const byReference = Object.fromEntries(records.map((record) => [record.entryReference, record]));
    expect(byReference[full.entryReference]).toMatchObject({ state: 'matched' });
    expect(byReference[short.entryReference]?.state).toBe('queued');
    expect(await findDocs(collections.policies, 'orderNumber', start.orderNumber)).toHaveLength(1);
  });
});
