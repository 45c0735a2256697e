/**
 * Delivers notifications to the shop as the gateway does: a form POST that must be answered 2xx, retried after each
 * configured delay when it is not, then given up. Every pending retry and attempt in flight is owned here, so
 * `stop()` leaves nothing behind that would keep a stopped mock's process alive.
 */
import type { NotificationFields } from '../gateway-api.js';

export interface NotifierOptions {
  url: string;
  retryDelaysMs: readonly number[];
  /** How long one attempt may take before it counts as failed. */
  timeoutMs: number;
  log: (line: string) => void;
}

export interface Notifier {
  /** Resolves once the first attempt has ended, delivered or not; retries go on in the background. */
  deliver(fields: NotificationFields): Promise<void>;
  deliverLater(fields: NotificationFields, delayMs: number): void;
  stop(): void;
}

export function createNotifier(options: NotifierOptions): Notifier {
  const { url, retryDelaysMs, timeoutMs, log } = options;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<AbortController>();
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
  async function attempt(fields: NotificationFields): Promise<string | undefined> {
    const controller = new AbortController();
    inFlight.add(controller);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...fields }).toString(),
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

  async function run(fields: NotificationFields, attemptIndex: number): Promise<void> {
    const failure = await attempt(fields);
    if (stopped) return;
    const what = `Notification ${fields.transaction_id} (${fields.order_number}, ${fields.status}) to ${url}`;
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
    schedule(delayMs, () => void run(fields, attemptIndex + 1));
  }

  return {
    deliver: (fields) => run(fields, 0),
    deliverLater(fields, delayMs) {
      schedule(delayMs, () => void run(fields, 0));
    },
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const controller of inFlight) controller.abort();
    },
  };
}
