/**
 * Tells our server of each credit as the bank does: a camt.054 document with the one entry, signed over its raw body
 * in `X-Bank-Signature`, POSTed to the notify URL and retried until a 2xx as every mock delivery is
 * (mocks/mock-delivery.ts). The notification faults (mock-bank-faults.ts) drop, repeat, delay or reorder them.
 */
import { randomBytes } from 'node:crypto';
import { createDelivery } from '../../mocks/mock-delivery.js';
import { bankSignatureHeader, type BankCreditEntry } from '../bank-api.js';
import { signBankBody } from '../bank-signature.js';
import { buildCamt054, creditEntryOf } from '../camt054.js';
import type { FaultState } from './mock-bank-faults.js';

export interface BankNotifierOptions {
  url: string;
  secret: string;
  accountIban: string;
  retryDelaysMs: readonly number[];
  /** How long one attempt may take before it counts as failed. */
  timeoutMs: number;
  faults: FaultState;
  log: (line: string) => void;
}

export interface BankNotifier {
  /** Resolves once the first attempt has ended (at once when a fault drops, delays or holds it back). */
  notify(credit: BankCreditEntry): Promise<void>;
  /** A new notification of a credit, now or after `delayMs`, whatever the faults say. */
  notifyAgain(credit: BankCreditEntry, delayMs: number): void;
  /** Sends what `reorder` holds back, newest first. */
  release(): void;
  stop(): void;
}

const newMessageId = () => `MBN${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;

export function createBankNotifier(options: BankNotifierOptions): BankNotifier {
  const { url, secret, accountIban, retryDelaysMs, timeoutMs, faults, log } = options;
  const delivery = createDelivery({ url, retryDelaysMs, timeoutMs, log });
  let held: { credit: BankCreditEntry; copies: number }[] = [];

  /** Serialised and signed once, so every copy and retry carries the very bytes that were signed. */
  function send(credit: BankCreditEntry, copies = 1): Promise<void> {
    const messageId = newMessageId();
    const body = buildCamt054({
      messageId,
      createdAt: new Date(),
      accountIban,
      entries: [creditEntryOf(credit)],
    });
    const request = {
      headers: { 'content-type': 'application/xml; charset=utf-8', [bankSignatureHeader]: signBankBody(body, secret) },
      body,
    };
    const what = `camt.054 ${messageId} (credit ${credit.entryReference})`;
    return Promise.all(Array.from({ length: copies }, () => delivery.send(what, request))).then(() => undefined);
  }

  function release(): void {
    const newestFirst = held.reverse();
    held = [];
    for (const { credit, copies } of newestFirst) void send(credit, copies);
  }

  return {
    notify(credit) {
      if (faults.takeDrop()) {
        log(`camt.054 of credit ${credit.entryReference}: dropped on purpose`);
        return Promise.resolve();
      }
      const copies = faults.takeDuplicate() ? 2 : 1;
      const { delayMs, reorder } = faults.current();
      if (reorder) {
        held.push({ credit, copies });
        if (held.length >= 2) release();
        return Promise.resolve();
      }
      if (delayMs > 0) {
        delivery.later(delayMs, () => void send(credit, copies));
        return Promise.resolve();
      }
      return send(credit, copies);
    },
    notifyAgain(credit, delayMs) {
      if (delayMs > 0) delivery.later(delayMs, () => void send(credit));
      else void send(credit);
    },
    release,
    stop() {
      held = [];
      delivery.stop();
    },
  };
}
