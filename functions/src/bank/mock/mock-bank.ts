/**
 * The mock bank's rules and memory, apart from HTTP (mock-bank-server.ts): the collection account's credits, booked
 * when a driver pays a slip from the test mobile bank, and the instant transfers (refunds) sent from it. Money moves
 * at once, as with SEPA instant; nothing is kept across restarts.
 */
import { randomBytes } from 'node:crypto';
import type { Hub3Slip } from '../../contracts/payment-slip.js';
import { zagrebDate } from '../../contracts/policy-dates.js';
import {
  endToEndIdPattern,
  maxPartyNameLength,
  maxReferenceLength,
  maxRemittanceTextLength,
  type BankApiError,
  type BankCreditEntry,
  type InstantTransferAnswer,
  type InstantTransferRequest,
} from '../bank-api.js';
import { isSepaIban, normaliseIban } from '../../contracts/iban-rules.js';

/** The driver's side of a payment made from the test mobile bank. */
export interface SlipPayment {
  slip: Hub3Slip;
  /** What the driver pays: the slip's amount unless a tester changed it. */
  amountCents: number;
  debtor: { name: string; iban: string };
}

export type PaymentProblem = 'wrong-account' | 'invalid-amount' | 'invalid-debtor-name' | 'invalid-debtor-iban';

export type BookingResult = { ok: true; credit: BankCreditEntry } | { ok: false; problem: PaymentProblem };

/** An outgoing transfer as `GET /v1/transfers` lists it, for tests and for a person looking. */
export interface MockTransferRow extends InstantTransferAnswer {
  debtorIban: string;
  creditor: { name: string; iban: string };
  amountCents: number;
  currency: 'EUR';
  remittance: { reference: string | null; text: string };
}

export interface MockApiAnswer<T> {
  status: number;
  body: T | BankApiError;
}

/** The most a driver's account can send in one instant transfer in the mock: far above any premium. */
export const maxPaymentCents = 100_000_000;

const newId = (prefix: string, now: Date) =>
  `${prefix}${now.toISOString().slice(0, 10).replaceAll('-', '')}${randomBytes(5).toString('hex').toUpperCase()}`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const length = (text: string) => [...text].length;

/** The request's fields, exactly, or why not: the real API refuses what it does not know. */
function readTransferRequest(body: unknown): InstantTransferRequest | string {
  if (!isObject(body)) return 'The body must be a JSON object';
  const known = ['endToEndId', 'debtorIban', 'creditor', 'amountCents', 'currency', 'remittance'];
  const unknown = Object.keys(body).filter((key) => !known.includes(key));
  if (unknown.length > 0) return `Unknown field(s): ${unknown.join(', ')}`;
  const { endToEndId, debtorIban, creditor, amountCents, currency, remittance } = body;
  if (typeof endToEndId !== 'string' || !endToEndIdPattern.test(endToEndId))
    return 'endToEndId must be 1–35 of A–Z, a–z, 0–9, / and -';
  if (typeof debtorIban !== 'string') return 'debtorIban must be a string';
  if (!isObject(creditor) || typeof creditor.name !== 'string' || typeof creditor.iban !== 'string')
    return 'creditor must be {"name", "iban"}';
  if (creditor.name.trim() === '' || length(creditor.name) > maxPartyNameLength)
    return `creditor.name must have 1–${maxPartyNameLength} characters`;
  if (!Number.isSafeInteger(amountCents) || (amountCents as number) <= 0)
    return 'amountCents must be a whole number of cents above 0';
  if (currency !== 'EUR') return 'currency must be EUR';
  if (!isObject(remittance) || typeof remittance.text !== 'string') return 'remittance must be {"reference", "text"}';
  const { reference, text } = remittance;
  if (
    reference !== null &&
    (typeof reference !== 'string' || reference === '' || reference.length > maxReferenceLength)
  )
    return `remittance.reference must be null or 1–${maxReferenceLength} characters`;
  if (length(text) > maxRemittanceTextLength)
    return `remittance.text must have at most ${maxRemittanceTextLength} characters`;
  return {
    endToEndId,
    debtorIban,
    creditor: { name: creditor.name, iban: creditor.iban },
    amountCents: amountCents as number,
    currency,
    remittance: { reference, text },
  };
}

export interface MockBank {
  accountIban: string;
  /** Books a slip's payment on the collection account. */
  pay(payment: SlipPayment, now: Date): BookingResult;
  /** Credits booked at or after `from`, oldest first. */
  creditsFrom(from: Date): BankCreditEntry[];
  credit(entryReference: string): BankCreditEntry | undefined;
  /** The newest credits first, at most `count`. */
  latestCredits(count: number): BankCreditEntry[];
  /** `POST /v1/transfers` with a parsed JSON body (signature already checked). */
  transfer(body: unknown, now: Date): MockApiAnswer<InstantTransferAnswer>;
  transfers(): MockTransferRow[];
}

export function createMockBank(options: { accountIban: string }): MockBank {
  const accountIban = normaliseIban(options.accountIban);
  const credits: BankCreditEntry[] = [];
  const transfersByEndToEndId = new Map<string, MockTransferRow>();

  function pay({ slip, amountCents, debtor }: SlipPayment, now: Date): BookingResult {
    if (normaliseIban(slip.iban) !== accountIban) return { ok: false, problem: 'wrong-account' };
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > maxPaymentCents)
      return { ok: false, problem: 'invalid-amount' };
    const name = debtor.name.trim();
    if (name === '' || length(name) > maxPartyNameLength) return { ok: false, problem: 'invalid-debtor-name' };
    const debtorIban = normaliseIban(debtor.iban);
    if (!isSepaIban(debtorIban)) return { ok: false, problem: 'invalid-debtor-iban' };
    const reference = slip.reference.trim();
    const credit: BankCreditEntry = {
      entryReference: newId('MB', now),
      bookedAt: now.toISOString(),
      valueDate: zagrebDate(now),
      amountCents,
      currency: slip.currency,
      debtor: { name, iban: debtorIban },
      creditorIban: accountIban,
      reference: reference === '' ? null : `${slip.model} ${reference}`,
      remittanceText: slip.description.trim() === '' ? null : slip.description.trim(),
      // The payer's bank makes one up: HUB-3 has no end-to-end id of its own.
      endToEndId: newId('E2E', now),
    };
    credits.push(credit);
    return { ok: true, credit };
  }

  function transfer(body: unknown, now: Date): MockApiAnswer<InstantTransferAnswer> {
    const request = readTransferRequest(body);
    if (typeof request === 'string') return { status: 400, body: { error: 'invalid-request', message: request } };
    if (normaliseIban(request.debtorIban) !== accountIban)
      return { status: 403, body: { error: 'unknown-account', message: `No account ${request.debtorIban} here` } };
    const creditorIban = normaliseIban(request.creditor.iban);
    const previous = transfersByEndToEndId.get(request.endToEndId);
    if (previous) {
      const same =
        previous.creditor.name === request.creditor.name &&
        previous.creditor.iban === creditorIban &&
        previous.amountCents === request.amountCents &&
        previous.remittance.reference === request.remittance.reference &&
        previous.remittance.text === request.remittance.text;
      if (!same)
        return {
          status: 409,
          body: {
            error: 'idempotency-conflict',
            message: `End-to-end id ${request.endToEndId} was used for another transfer`,
          },
        };
      return { status: 200, body: answerOf(previous) };
    }
    const valid = isSepaIban(creditorIban);
    const row: MockTransferRow = {
      transactionId: newId('TX', now),
      endToEndId: request.endToEndId,
      status: valid ? 'ACSC' : 'RJCT',
      rejectReason: valid ? null : 'AC01',
      acceptedAt: now.toISOString(),
      debtorIban: accountIban,
      creditor: { name: request.creditor.name, iban: creditorIban },
      amountCents: request.amountCents,
      currency: 'EUR',
      remittance: request.remittance,
    };
    transfersByEndToEndId.set(row.endToEndId, row);
    return { status: 200, body: answerOf(row) };
  }

  return {
    accountIban,
    pay,
    creditsFrom: (from) => credits.filter((credit) => Date.parse(credit.bookedAt) >= from.getTime()),
    credit: (entryReference) => credits.find((credit) => credit.entryReference === entryReference),
    latestCredits: (count) => credits.slice(-count).reverse(),
    transfer,
    transfers: () => [...transfersByEndToEndId.values()],
  };
}

const answerOf = (row: MockTransferRow): InstantTransferAnswer => ({
  transactionId: row.transactionId,
  endToEndId: row.endToEndId,
  status: row.status,
  rejectReason: row.rejectReason,
  acceptedAt: row.acceptedAt,
});
