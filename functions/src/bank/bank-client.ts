/**
 * Typed client of the bank that holds the collection account (bank-api.ts). It reads the bank's signed camt.054
 * notifications, lists the credits for reconciliation, and sends refunds as instant credit transfers. Every request
 * is signed and has a timeout, every answer must be signed by the bank. A transfer is retried like a read: the bank
 * is idempotent on the end-to-end id, so a retry after a lost answer returns the first answer and moves no money.
 */
import {
  bankPaths,
  bankSignatureHeader,
  endToEndIdPattern,
  maxPartyNameLength,
  maxReferenceLength,
  maxRemittanceTextLength,
  type BankApiError,
  type BankCreditEntry,
  type InstantTransferRequest,
  type TransferStatus,
} from './bank-api.js';
import { hasValidBankBodySignature, signBankRequest } from './bank-signature.js';
import { parseCamt054 } from './camt054.js';
import { normaliseIban } from '../contracts/iban-rules.js';

export type BankFailureKind =
  /** The bank refused the request (4xx): a bug on our side, a wrong secret, an end-to-end id used for another transfer. */
  | 'rejected'
  /** No usable answer: 5xx, timeout, connection refused, a body that is not what the API promises or not signed. */
  | 'unavailable';

export class BankFailure extends Error {
  constructor(
    readonly kind: BankFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'BankFailure';
  }
}

export interface BankClientOptions {
  baseUrl: string;
  /** Our collection account: the debtor of our transfers, the account whose credits we read. */
  accountIban: string;
  /** Signs both directions. */
  secret: string;
  timeoutMs: number;
  /** Extra attempts after the first; each waits `backoffMs`, doubled every time. */
  retries?: number;
  backoffMs?: number;
}

/** A transfer out of our account; the client adds the debtor (us) and the currency. */
export interface InstantTransfer {
  endToEndId: string;
  creditor: { name: string; iban: string };
  amountCents: number;
  remittance: { reference: string | null; text: string };
}

export interface InstantTransferResult {
  transactionId: string;
  endToEndId: string;
  /** ACSC: the money is on the creditor's account. RJCT: nothing moved, `rejectReason` says why. */
  status: TransferStatus;
  rejectReason: string | null;
  acceptedAt: Date;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);
const isInstant = (value: unknown): value is string =>
  isText(value) && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));
const isDate = (value: unknown): value is string => isText(value) && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A credit of the listing as the API promises it, or null. */
function readCreditEntry(value: unknown, accountIban: string): BankCreditEntry | null {
  if (!isObject(value) || !isObject(value.debtor)) return null;
  const { debtor } = value;
  const valid =
    isText(value.entryReference) &&
    isInstant(value.bookedAt) &&
    isDate(value.valueDate) &&
    Number.isSafeInteger(value.amountCents) &&
    (value.amountCents as number) > 0 &&
    isText(value.currency) &&
    isTextOrNull(debtor.name) &&
    isTextOrNull(debtor.iban) &&
    value.creditorIban === accountIban &&
    isTextOrNull(value.reference) &&
    isTextOrNull(value.remittanceText) &&
    isTextOrNull(value.endToEndId);
  if (!valid) return null;
  return {
    entryReference: value.entryReference as string,
    bookedAt: new Date(value.bookedAt as string).toISOString(),
    valueDate: value.valueDate as string,
    amountCents: value.amountCents as number,
    currency: value.currency as string,
    debtor: { name: debtor.name as string | null, iban: debtor.iban as string | null },
    creditorIban: accountIban,
    reference: value.reference as string | null,
    remittanceText: value.remittanceText as string | null,
    endToEndId: value.endToEndId as string | null,
  };
}

function readTransferAnswer(body: Json, endToEndId: string): InstantTransferResult | null {
  const { transactionId, status, rejectReason, acceptedAt } = body;
  if (!isText(transactionId) || body.endToEndId !== endToEndId || !isInstant(acceptedAt)) return null;
  const settled = status === 'ACSC' && rejectReason === null;
  if (!settled && !(status === 'RJCT' && isText(rejectReason))) return null;
  return {
    transactionId,
    endToEndId,
    status: settled ? 'ACSC' : 'RJCT',
    rejectReason: settled ? null : (rejectReason as string),
    acceptedAt: new Date(acceptedAt),
  };
}

/** Bugs on our side, refused before anything is sent: the bank would only answer 400. */
function checkTransfer(transfer: InstantTransfer): void {
  const { endToEndId, creditor, amountCents, remittance } = transfer;
  if (!endToEndIdPattern.test(endToEndId)) throw new RangeError(`Invalid end-to-end id ${endToEndId}`);
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new RangeError(`The amount must be a positive number of cents, not ${amountCents}`);
  if (creditor.name.trim() === '' || [...creditor.name].length > maxPartyNameLength)
    throw new RangeError(`The creditor's name must have 1–${maxPartyNameLength} characters`);
  if ([...remittance.text].length > maxRemittanceTextLength)
    throw new RangeError(`The remittance text exceeds ${maxRemittanceTextLength} characters`);
  if (remittance.reference !== null && remittance.reference.length > maxReferenceLength)
    throw new RangeError(`The reference exceeds ${maxReferenceLength} characters`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createBankClient(options: BankClientOptions) {
  const { baseUrl, secret, timeoutMs, retries = 2, backoffMs = 200 } = options;
  const accountIban = normaliseIban(options.accountIban);

  /** One signed request; the 2xx answer must be JSON signed by the bank, then `convert` types it. */
  async function attempt<T>(method: 'GET' | 'POST', url: URL, body: string, convert: (body: Json) => T | null) {
    const target = `${url.pathname}${url.search}`;
    let response: Response;
    let raw: string;
    try {
      response = await fetch(url, {
        method,
        headers: {
          accept: 'application/json',
          [bankSignatureHeader]: signBankRequest(method, target, body, secret),
          ...(method === 'POST' ? { 'content-type': 'application/json; charset=utf-8' } : {}),
        },
        body: method === 'POST' ? body : undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      raw = await response.text();
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : String(error);
      throw new BankFailure('unavailable', `${method} ${url.pathname}: ${reason}`);
    }
    const line = `${method} ${url.pathname}: ${response.status}`;
    if (!response.ok) {
      let code = '';
      try {
        code = String((JSON.parse(raw) as Partial<BankApiError>).error ?? '');
      } catch {
        // An error page of a proxy in front of the bank: the status says enough.
      }
      const kind = response.status >= 400 && response.status < 500 ? 'rejected' : 'unavailable';
      throw new BankFailure(kind, `${line} ${code}`.trim());
    }
    if (!hasValidBankBodySignature(raw, response.headers.get(bankSignatureHeader) ?? undefined, secret))
      throw new BankFailure('unavailable', `${line} with a signature that does not match`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new BankFailure('unavailable', `${line} with a body that is not JSON`);
    }
    const converted = isObject(parsed) ? convert(parsed) : null;
    if (converted === null) throw new BankFailure('unavailable', `${line} of the wrong shape`);
    return converted;
  }

  async function call<T>(...args: Parameters<typeof attempt<T>>): Promise<T> {
    for (let retry = 0; ; retry += 1) {
      try {
        return await attempt(...args);
      } catch (error) {
        const retriable = error instanceof BankFailure && error.kind === 'unavailable';
        if (!retriable || retry >= retries) throw error;
        await sleep(backoffMs * 2 ** retry);
      }
    }
  }

  return {
    accountIban,

    /**
     * Sends `transfer` from our account. Settled or rejected, the answer is the bank's; a BankFailure means the
     * outcome is unknown, and sending the same transfer again (same end-to-end id) is how to learn it. A transfer
     * the bank would refuse as malformed (our bug) rejects with a RangeError before anything is sent.
     */
    async sendInstantTransfer(transfer: InstantTransfer): Promise<InstantTransferResult> {
      checkTransfer(transfer);
      const request: InstantTransferRequest = {
        endToEndId: transfer.endToEndId,
        debtorIban: accountIban,
        creditor: { name: transfer.creditor.name, iban: normaliseIban(transfer.creditor.iban) },
        amountCents: transfer.amountCents,
        currency: 'EUR',
        remittance: transfer.remittance,
      };
      return call('POST', new URL(bankPaths.transfers, baseUrl), JSON.stringify(request), (body) =>
        readTransferAnswer(body, transfer.endToEndId),
      );
    },

    /** The credits booked on our account at or after `from`, oldest first: for the ones whose notification was lost. */
    listCredits(from: Date): Promise<BankCreditEntry[]> {
      const url = new URL(bankPaths.credits(accountIban), baseUrl);
      url.searchParams.set('from', from.toISOString());
      return call('GET', url, '', (body) => {
        if (body.accountIban !== accountIban || !Array.isArray(body.credits)) return null;
        const credits = body.credits.map((credit) => readCreditEntry(credit, accountIban));
        return credits.every((credit) => credit !== null) ? credits : null;
      });
    },

    /**
     * The booked credits on our account that a notification's raw body carries, when `signature` (the
     * `X-Bank-Signature` header) signs it; else null. The signature is checked before the body is read, so nothing
     * an unsigned body holds is parsed. Debits, entries not booked and other accounts' entries are left out, so a
     * valid notification may carry none. Never throws.
     */
    readNotification(rawBody: string | Buffer, signature: string | undefined): BankCreditEntry[] | null {
      if (!hasValidBankBodySignature(rawBody, signature, secret)) return null;
      const reading = parseCamt054(rawBody);
      if (!reading.ok) return null;
      return reading.credits.filter((credit) => credit.creditorIban === accountIban);
    },
  };
}

export type BankClient = ReturnType<typeof createBankClient>;
