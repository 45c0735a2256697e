/**
 * `adminListBankCredits`: the money that came by bank transfer, by state, newest booking first, with the count of each
 * state. Its default is the queue: the credits that did not pay their order by themselves (too little, too much, too
 * late, a second one, a reference of no order), each with what staff should do about it. Decision 0034.
 */
import * as yup from 'yup';
import { adminClientFields, adminCursorSchema, type AdminPage } from './admin-paging.js';
import { bankCreditStates, type BankCreditProblem, type BankCreditState } from './bank-credits.js';
import { fieldErrors } from './field-rules.js';
import type { OrderState } from './get-order-status.js';
import { textSchema } from './validation.js';

export const adminListBankCreditsRequestSchema = yup
  .object({
    /** Absent: `queued`, what waits for staff. */
    state: textSchema().oneOf(bankCreditStates, fieldErrors.invalid).optional(),
    cursor: adminCursorSchema(),
    ...adminClientFields,
  })
  .noUnknown(fieldErrors.invalid);
export type AdminListBankCreditsRequest = yup.InferType<typeof adminListBankCreditsRequestSchema>;

/**
 * What staff should do with a credit, for the console to word:
 * - `refund`: send it back (too little, too late, a second payment, or an overpaid order that can no longer be paid);
 * - `apply-or-refund`: an overpayment of an order that can still be paid: apply it (the excess goes back) or send it
 *   all back;
 * - `find-order-or-refund`: it names no order of ours: apply it to the order the driver names when they call, else
 *   send it back;
 * - `retry-refund`: the bank refused the refund (`refund.lastError` says why) or did not answer: try again;
 * - `wait`: a refund is being sent this moment;
 * - `none`: nothing left to do.
 */
export const bankCreditAdvice = [
  'refund',
  'apply-or-refund',
  'find-order-or-refund',
  'retry-refund',
  'wait',
  'none',
] as const;
export type BankCreditAdvice = (typeof bankCreditAdvice)[number];

/** An order of ours as a credit's row shows it. Euros. */
export interface AdminBankCreditOrder {
  orderNumber: string;
  amount: number;
  state: OrderState;
}

/** ISO 8601 instants and euros throughout. */
export interface AdminBankCreditRow {
  entryReference: string;
  bookedAt: string;
  amount: number;
  currency: string;
  /** As the payer's bank named them; the IBAN masked (the full one never leaves the server). Null: not given. */
  payer: { name: string | null; ibanMasked: string | null };
  /** As the payer wrote them: the model and reference, and the description. */
  reference: string | null;
  remittanceText: string | null;
  source: 'bank-notification' | 'bank-statement';
  /** Why it did not pay its order by itself; null for one that did. */
  problem: BankCreditProblem | null;
  state: BankCreditState;
  /** The order its reference (or description) names, when it names one of ours. */
  order: AdminBankCreditOrder | null;
  /** The order staff applied it to. */
  appliedTo: AdminBankCreditOrder | null;
  /** The transfer back to the payer: the whole credit, or the excess of one applied. */
  refund: {
    amount: number;
    state: 'sent' | 'failed';
    endToEndId: string;
    bankTransactionId: string | null;
    /** The bank's reason for a refusal (ISO 20022, `AC01`…), or why it did not answer. */
    lastError: string | null;
    at: string;
  } | null;
  advice: BankCreditAdvice;
  /** What its state allows now; the server refuses the rest. */
  actions: { refund: boolean; apply: boolean };
}

export interface AdminListBankCreditsResponse extends AdminPage<AdminBankCreditRow> {
  /** Credits in each state, whatever the filter. */
  counts: Record<BankCreditState, number>;
}
