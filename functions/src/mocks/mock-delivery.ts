/**
 * How a mock party delivers its server-to-server messages to us (the gateway's payment notifications, the insurer's
 * claim notifications): a POST that must be answered 2xx, retried after each configured delay when it is not, then
 * given up. Every pending retry and attempt in flight is owned here, so `stop()` leaves nothing behind that would
 * keep a stopped mock's process alive.
 */

export interface DeliveryOptions {
  url: string;
  retryDelaysMs: readonly number[];
  /** How long one attempt may take before it counts as failed. */
  timeoutMs: number;
  log: (line: string) => void;
}

export interface DeliveryRequest {
  headers: Record<string, string>;
  /** Sent as it is on every attempt: a signature over it stays true. */
  body: string;
}

export interface Delivery {
  /** Resolves once the first attempt has ended, delivered or not; retries go on in the background. `what` names it in the log. */
  send(what: string, request: DeliveryRequest): Promise<void>;
  /** Runs `run` after `delayMs`, unless stopped first. */
  later(delayMs: number, run: () => void): void;
  stop(): void;
}

export function createDelivery(options: DeliveryOptions): Delivery {
  const { url, retryDelaysMs, timeoutMs, log } = options;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<AbortController>();
  let stopped = false;

  function later(delayMs: number, run: () => void): void {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, delayMs);
    timers.add(timer);
  }

  /** Undefined when delivered, else why not. */
  async function attempt({ headers, body }: DeliveryRequest): Promise<string | undefined> {
    const controller = new AbortController();
    inFlight.add(controller);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers,
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

  async function run(what: string, request: DeliveryRequest, attemptIndex: number): Promise<void> {
    const failure = await attempt(request);
    if (stopped) return;
    const line = `${what} to ${url}`;
    if (failure === undefined) {
      log(`${line}: delivered`);
      return;
    }
    const delayMs = retryDelaysMs[attemptIndex];
    if (delayMs === undefined) {
      log(`${line}: ${failure}; given up after ${attemptIndex + 1} attempts`);
      return;
    }
    log(`${line}: ${failure}; next attempt in ${delayMs} ms`);
    later(delayMs, () => void run(what, request, attemptIndex + 1));
  }

  return {
    send: (what, request) => (stopped ? Promise.resolve() : run(what, request, 0)),
    later,
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const controller of inFlight) controller.abort();
    },
  };
}
