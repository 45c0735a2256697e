/**
 * The time one driver-facing call may spend at the insurer, every attempt and backoff included, shared by all the
 * requests the call makes (pricing and then the vehicle's discount status). Without it a timing-out insurer cost a
 * driver three attempt timeouts per read, twice over when pricing also fetched the discount.
 */
export interface CallDeadline {
  /** Milliseconds left, never below 0. */
  remainingMs(): number;
}

export function callDeadline(budgetMs: number, now: () => number = Date.now): CallDeadline {
  const endsAt = now() + budgetMs;
  return { remainingMs: () => Math.max(0, endsAt - now()) };
}

/**
 * The timeout of an attempt started now: its own, cut to what the deadline leaves. Undefined when less than
 * `minAttemptMs` is left: an answer the insurer cannot give in that time is not worth asking for.
 */
export function attemptTimeoutMs(deadline: CallDeadline, timeoutMs: number, minAttemptMs: number): number | undefined {
  const remaining = deadline.remainingMs();
  return remaining >= minAttemptMs ? Math.min(timeoutMs, remaining) : undefined;
}

/** Whether, after waiting `delayMs`, the deadline still leaves room for an attempt. */
export function roomAfter(deadline: CallDeadline, delayMs: number, minAttemptMs: number): boolean {
  return deadline.remainingMs() - delayMs >= minAttemptMs;
}
