/** What the tests of a policy after the sale share: a policy bought by card today, its proof, its ending's record. */
import { randomUUID } from 'node:crypto';
import { isoToDisplayDate } from '../src/contracts/field-rules.js';
import { zagrebDate } from '../src/contracts/policy-dates.js';
import { collections } from '../src/store/collection-names.js';
import type { PolicyEndingRecord } from '../src/store/policy-endings.js';
import { readDoc } from './admin.js';
import { documentPdf } from './file-kit.js';
import {
  eventually,
  followReturn,
  orderStatus,
  payOnGateway,
  policyholder,
  priceFor,
  startPayment,
  testCards,
  uniqueEmail,
} from './payment-kit.js';

export const day = 24 * 60 * 60 * 1000;

/** The day of an instant in Zagreb, as the calls take a day: dd/MM/yyyy. */
export const displayDay = (instant: Date) => isoToDisplayDate(zagrebDate(instant));

export const readEnding = (orderNumber: string) =>
  readDoc<PolicyEndingRecord>(`${collections.policyEndings}/${orderNumber}`);

/** A proof scanned to a PDF, which the bytes' check reads as one. */
export const proofDocument = async (code = 'sale-contract') => ({
  documentId: randomUUID(),
  code,
  fileName: `${code}.pdf`,
  contentType: 'application/pdf',
  data: (await documentPdf()).toString('base64'),
});

/** ZG5678CD bought by a guest through the gateway today (the card can take a refund), its e-mail sent. */
export async function boughtByCardToday() {
  const email = uniqueEmail();
  const holder = policyholder(email);
  const pricing = await priceFor('ZG5678CD', holder);
  const started = await startPayment(pricing, { holder, coverCodes: ['MTPL'] });
  await followReturn(await payOnGateway(started, testCards.approved));
  await eventually(
    () => orderStatus(started),
    (status) => status.emailSent,
  );
  return { email, holder, orderNumber: started.orderNumber };
}
