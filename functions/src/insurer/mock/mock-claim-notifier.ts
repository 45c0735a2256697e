/**
 * Tells our `/api` of each change of a claim as the insurer does (insurer-api.ts `InsurerClaimNotification`): a JSON
 * POST signed with the shared secret that must be answered 2xx, tried again after each delay when it is not, then
 * given up. The mode (`/_mock/claims/notifications`) lets a test drop, repeat or reorder them. Every pending retry
 * and attempt in flight is owned here, so `stop()` leaves nothing behind that would keep a stopped mock alive.
 */
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
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<AbortController>();
  let mode: MockClaimNotificationMode = 'normal';
  let held: InsurerClaimSnapshot[] = [];
  let stopped = false;

  function schedule(delayMs: number, run: () => void): void {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, delayMs);
    timers.add(timer);
  }

  /** Undefined when delivered, else why not. */
  async function attempt(body: string): Promise<string | undefined> {
    const controller = new AbortController();
    inFlight.add(controller);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          [insurerSignatureHeader]: signClaimNotification(body, secret),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.any([controller.signal, AbortSignal.timeout(timeoutMs)]),
      });
      await response.body?.cancel();
      return response.ok ? undefined : `answered ${response.status}`;
    } catch (error) {
      return error instanceof Error && error.name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : String(error);
    } finally {
      inFlight.delete(controller);
    }
  }

  async function run(claim: InsurerClaimSnapshot, body: string, attemptIndex: number): Promise<void> {
    const failure = await attempt(body);
    if (stopped) return;
    const what = `Notification ${claim.claimNumber} #${claim.sequence} (${claim.state}) to ${url}`;
    if (failure === undefined) {
      log(`${what}: delivered`);
      return;
    }
    const delayMs = retryDelaysMs[attemptIndex];
    if (delayMs === undefined) {
      log(`${what}: ${failure}; given up after ${attemptIndex + 1} attempts`);
      return;
    }
    log(`${what}: ${failure}; next attempt in ${delayMs} ms`);
    schedule(delayMs, () => void run(claim, body, attemptIndex + 1));
  }

  /** The body is serialised once, so every copy and retry carries the very bytes that were signed. */
  function send(claim: InsurerClaimSnapshot): void {
    if (stopped) return;
    const notification: InsurerClaimNotification = { type: 'claim.changed', claim };
    void run(claim, JSON.stringify(notification), 0);
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
      stopped = true;
      held = [];
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const controller of inFlight) controller.abort();
    },
  };
}
