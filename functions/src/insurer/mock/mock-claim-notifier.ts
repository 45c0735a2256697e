/**
 * Tells our `/api` of each change of a claim as the insurer does (insurer-api.ts `InsurerClaimNotification`): a JSON
 * POST signed with the shared secret, retried as every mock delivery is (mocks/mock-delivery.ts). The mode
 * (`/_mock/claims/notifications`) lets a test drop, repeat or reorder them.
 */
import { createDelivery } from '../../mocks/mock-delivery.js';
import { signClaimNotification } from '../claim-signature.js';
import {
  insurerSignatureHeader,
  type InsurerClaimNotification,
  type InsurerClaimSnapshot,
  type MockClaimNotificationMode,
} from '../insurer-api.js';

/** After 1, 2, 4 … seconds, as insurer-api.ts promises, for about a minute in all. */
export const claimNotificationRetryDelaysMs: readonly number[] = [1000, 2000, 4000, 8000, 16_000, 32_000];
/** How many times `duplicate` sends each notification, all at once. */
export const duplicateCopies = 3;
/** `reverse` holds notifications back until it holds this many, then sends them newest first. */
export const reverseBatch = 2;

export interface ClaimNotifierOptions {
  url: string;
  secret: string;
  retryDelaysMs?: readonly number[];
  /** How long one attempt may take before it counts as failed. */
  timeoutMs?: number;
  log: (line: string) => void;
}

export interface ClaimNotifier {
  notify(claim: InsurerClaimSnapshot): void;
  /** Sets how the next notifications travel; leaving `reverse` sends what it held, newest first. */
  setMode(mode: MockClaimNotificationMode): void;
  stop(): void;
}

export const isClaimNotificationMode = (value: unknown): value is MockClaimNotificationMode =>
  value === 'normal' || value === 'drop' || value === 'duplicate' || value === 'reverse';

export function createClaimNotifier(options: ClaimNotifierOptions): ClaimNotifier {
  const { url, secret, retryDelaysMs = claimNotificationRetryDelaysMs, timeoutMs = 10_000, log } = options;
  const delivery = createDelivery({ url, retryDelaysMs, timeoutMs, log });
  let mode: MockClaimNotificationMode = 'normal';
  let held: InsurerClaimSnapshot[] = [];

  /** The body is serialised once, so every copy and retry carries the very bytes that were signed. */
  function send(claim: InsurerClaimSnapshot): void {
    const notification: InsurerClaimNotification = { type: 'claim.changed', claim };
    const body = JSON.stringify(notification);
    void delivery.send(`Notification ${claim.claimNumber} #${claim.sequence} (${claim.state})`, {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        [insurerSignatureHeader]: signClaimNotification(body, secret),
      },
      body,
    });
  }

  function release(): void {
    const newestFirst = held.reverse();
    held = [];
    for (const claim of newestFirst) send(claim);
  }

  return {
    notify(claim) {
      switch (mode) {
        case 'drop':
          log(`Notification ${claim.claimNumber} #${claim.sequence} (${claim.state}): dropped on purpose`);
          return;
        case 'duplicate':
          for (let copy = 0; copy < duplicateCopies; copy += 1) send(claim);
          return;
        case 'reverse':
          held.push(claim);
          if (held.length >= reverseBatch) release();
          return;
        default:
          send(claim);
      }
    },
    setMode(next) {
      if (mode === 'reverse' && next !== 'reverse') release();
      mode = next;
    },
    stop() {
      held = [];
      delivery.stop();
    },
  };
}
