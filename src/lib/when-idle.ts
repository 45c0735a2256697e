/** Runs `work` once the browser has nothing more urgent to do (and within `timeoutMs` all the same). */
export function whenIdle(work: () => void, timeoutMs = 3_000): void {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: timeoutMs });
  else setTimeout(work, 1_000);
}
