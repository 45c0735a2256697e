/**
 * What a refund of a bank credit sends the bank, worked out from the credit alone: the same credit and attempt always
 * give the same transfer, so a second press or a retry after a lost answer is one the bank has seen, and it moves the
 * money once (bank-api.ts: idempotent on the end-to-end id).
 */
import { createHash } from 'node:crypto';
import { endToEndIdPattern, maxPartyNameLength, maxRemittanceTextLength } from '../bank/bank-api.js';
import { zagrebDate } from '../contracts/policy-dates.js';

const endToEndIdLength = 35;

/**
 * `RF<attempt>-<entry reference>`: the payer's bank shows it, so support can find the credit from what the payer
 * reads. An entry reference SEPA's alphabet cannot carry, or too long to fit, is replaced by a digest of it.
 */
export function refundEndToEndId(entryReference: string, attempt: number): string {
  const prefix = `RF${attempt}-`;
  const plain = `${prefix}${entryReference}`;
  if (/^[A-Za-z0-9]+$/.test(entryReference) && plain.length <= endToEndIdLength && endToEndIdPattern.test(plain))
    return plain;
  const digest = createHash('sha256').update(entryReference, 'utf8').digest('hex');
  return `${prefix}H${digest}`.slice(0, endToEndIdLength);
}

/** The payer as the transfer names them: their bank's name of them, cut to what SEPA carries. */
export const refundCreditorName = (name: string) => [...name.trim()].slice(0, maxPartyNameLength).join('');

const displayDate = (instant: Date) => zagrebDate(instant).split('-').reverse().join('.') + '.';

const euros = (cents: number) =>
  `${new Intl.NumberFormat('hr-HR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)} EUR`;

/**
 * What the payer's bank shows as the transfer's purpose, in Croatian: a refund of which payment (its day, amount and
 * reference as they wrote it), or the excess of one that paid a policy.
 */
export function refundRemittanceText(
  credit: { amountCents: number; bookedAt: Date; reference: string | null; entryReference: string },
  excess: { orderNumber: string } | null,
): string {
  const paid = `uplate od ${displayDate(credit.bookedAt)} na ${euros(credit.amountCents)}`;
  const reference = credit.reference ? `, poziv na broj ${credit.reference}` : '';
  const text = excess
    ? `Povrat viška ${paid}${reference}, narudžba ${excess.orderNumber}`
    : `Povrat ${paid}${reference}, ref. ${credit.entryReference}`;
  return [...text].slice(0, maxRemittanceTextLength).join('');
}
