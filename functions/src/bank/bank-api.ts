/**
 * The HTTP API of the insurer's bank, where the collection account is held (ARCHITECTURE.md §15): the bank notifies
 * us of every credit as an ISO 20022 camt.054 document (camt054.ts), lists the credits when a notification is lost,
 * and sends our refunds as SEPA instant credit transfers. The mock bank (bank/mock/) serves exactly this API.
 *
 * Signing (bank-signature.ts), one secret for both directions (`BANK_API_SECRET`), hex HMAC-SHA256 in the header
 * `X-Bank-Signature`:
 * - what the bank sends (notifications and every 2xx answer) is signed over the raw body;
 * - what we send is signed over `METHOD path?query`, a line feed and the raw body, so that a GET, which has no body,
 *   cannot be replayed against another account or date.
 */

export const bankSignatureHeader = 'x-bank-signature';

export const bankPaths = {
  transfers: '/v1/transfers',
  credits: (iban: string) => `/v1/accounts/${encodeURIComponent(iban)}/credits`,
} as const;

/** SEPA's limits (EPC rulebook): the end-to-end id and a party's name; unstructured remittance information. */
export const endToEndIdPattern = /^[A-Za-z0-9][A-Za-z0-9/-]{0,34}$/;
export const maxPartyNameLength = 70;
export const maxRemittanceTextLength = 140;
/** A structured creditor reference with its model, as a Croatian bank writes it: "HR01 1234-567890123456-7". */
export const maxReferenceLength = 35;

/**
 * After a notification that is not answered 2xx, the bank tries again after each of these delays (about a quarter of
 * an hour in all), then gives up: the credits listing still has the credit for reconciliation.
 */
export const bankNotificationRetryDelaysMs: readonly number[] = [
  1000, 2000, 4000, 8000, 15_000, 30_000, 60_000, 60_000, 60_000, 120_000, 120_000, 120_000, 300_000,
];

// POST /v1/transfers ───────────────────────────────────────────────────────────────────────────────────
/**
 * A SEPA instant credit transfer out of our account, JSON. Idempotent on `endToEndId`: the same request again gets
 * the first answer and moves no money; another request with an end-to-end id already used is refused with 409.
 */
export interface InstantTransferRequest {
  /** Ours, unique per transfer: the creditor's bank shows it, and it is the idempotency key. */
  endToEndId: string;
  /** Our collection account: a transfer from any other account is refused. */
  debtorIban: string;
  creditor: { name: string; iban: string };
  /** Whole cents, more than 0. */
  amountCents: number;
  currency: 'EUR';
  remittance: {
    /** Model and reference, "HR00 2026-000123", or null. */
    reference: string | null;
    /** What the creditor's bank shows as the purpose, up to `maxRemittanceTextLength`. */
    text: string;
  };
}

/** ISO 20022 transaction status: settled on the creditor's account, or rejected (nothing moved). */
export type TransferStatus = 'ACSC' | 'RJCT';

/**
 * 200, JSON, signed; also for a rejected transfer. ISO 20022 status reasons, of which the mock gives `AC01` (the
 * creditor's IBAN is not valid); a real bank may give others (`AC04` closed account, `AM04` insufficient funds,
 * `AB05` timeout at the creditor's bank, …).
 */
export interface InstantTransferAnswer {
  /** The bank's id of this transfer. */
  transactionId: string;
  endToEndId: string;
  status: TransferStatus;
  /** Null when settled. */
  rejectReason: string | null;
  /** ISO 8601 instant the bank decided; settled money is on the creditor's account from then. */
  acceptedAt: string;
}

// GET /v1/accounts/{iban}/credits?from=<ISO instant> ─────────────────────────────────────────────────────
/**
 * A credit booked on the account: what a camt.054 notification carries for each booked credit entry (camt054.ts) and
 * what the credits listing returns. Values the payer's bank did not send are null.
 */
export interface BankCreditEntry {
  /** The bank's unique reference of the entry (camt.054 AcctSvcrRef): identifies a credit across notifications. */
  entryReference: string;
  /** ISO 8601 instant, UTC. */
  bookedAt: string;
  /** ISO date (Zagreb) from which the money bears value. */
  valueDate: string;
  /** Whole cents, more than 0. */
  amountCents: number;
  /** ISO 4217; EUR in practice. */
  currency: string;
  debtor: { name: string | null; iban: string | null };
  /** Our account, credited. */
  creditorIban: string;
  /** Model and reference as the payer gave them: "HR01 1234-567890123456-7"; null when none. */
  reference: string | null;
  /** The payer's description (opis plaćanja). */
  remittanceText: string | null;
  /** The payer's bank's end-to-end id; "NOTPROVIDED" when the payer gave none. */
  endToEndId: string | null;
}

/** 200, JSON, signed: the credits booked at or after `from`, oldest first. */
export interface BankCreditsAnswer {
  accountIban: string;
  credits: BankCreditEntry[];
}

/** Body of every non-2xx answer (unsigned). */
export interface BankApiError {
  error:
    | 'invalid-request'
    | 'invalid-signature'
    | 'unknown-account'
    | 'idempotency-conflict'
    | 'not-found'
    | 'internal-error';
  message: string;
}
