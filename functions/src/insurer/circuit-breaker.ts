/**
 * A circuit breaker in front of the insurer: after `failureThreshold` transport failures in a row (no answer in
 * time, a 5xx, no connection) it opens, and requests fail at once without reaching the insurer, for `coolDownMs`;
 * then one request goes through as a probe (half-open) while the others still fail at once. An answer to the probe
 * closes it, a failure opens it for another cool-down.
 *
 * What counts is whether the insurer is there, not whether the driver gets a price: any answer, a refusal of the
 * request or a body we cannot read included, resets the count. A malformed body comes back at once, so failing
 * fast would save no one any time, and a broken record of one vehicle must not take the insurer away from every
 * other driver.
 */
export type CircuitState = 'closed' | 'open' | 'half-open';

/** Leave to send one request; report how it ended exactly once. */
export interface CircuitPermit {
  /** The insurer answered, whatever it said. */
  answered(): void;
  /** No usable answer for a reason of transport: timeout, 5xx, connection refused or reset. */
  failed(): void;
}

export interface CircuitBreakerOptions {
  failureThreshold: number;
  coolDownMs: number;
  /** Told when the state changes (the client logs it). */
  onChange?: (state: CircuitState, consecutiveFailures: number) => void;
  now?: () => number;
}

export interface CircuitBreaker {
  /** A permit when a request may go to the insurer now, else undefined: fail without sending it. */
  permit(): CircuitPermit | undefined;
  state(): CircuitState;
}

export function createCircuitBreaker(options: CircuitBreakerOptions): CircuitBreaker {
  const { failureThreshold, coolDownMs, onChange, now = Date.now } = options;
  let state: CircuitState = 'closed';
  let failures = 0;
  let openedAt = 0;
  let probing = false;

  const moveTo = (next: CircuitState) => {
    if (next === state) return;
    state = next;
    onChange?.(state, failures);
  };

  const permitFor = (probe: boolean): CircuitPermit => {
    let reported = false;
    return {
      answered() {
        if (reported) return;
        reported = true;
        if (probe) probing = false;
        failures = 0;
        moveTo('closed');
      },
      failed() {
        if (reported) return;
        reported = true;
        failures += 1;
        if (probe) probing = false;
        // A request sent before the breaker opened and failing late changes nothing: the probe decides.
        if (probe || (state === 'closed' && failures >= failureThreshold)) {
          openedAt = now();
          moveTo('open');
        }
      },
    };
  };

  return {
    permit() {
      if (state === 'closed') return permitFor(false);
      if (state === 'open' && now() - openedAt < coolDownMs) return undefined;
      if (probing) return undefined;
      probing = true;
      moveTo('half-open');
      return permitFor(true);
    },
    state: () => state,
  };
}
