import type { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';

const openApps = new Set<QueryClient>();

/** Registers the query client of an app a test renders, so the test's end can wait for its calls. */
export function trackApp(queryClient: QueryClient): void {
  openApps.add(queryClient);
}

/**
 * Waits, once the app is unmounted, for the calls it still had under way. A call loads the Functions SDK before it
 * sends its request, so a test that ended early (its assertions held before the page's order summary came back) left
 * a request to go out after its handlers were gone: msw refused it as undeclared, and failed the next test in the
 * file. Bounded, because a test may hold a request on purpose (a pending state it asserts).
 */
export async function settleOpenApps(withinMs = 2000): Promise<void> {
  if (vi.isFakeTimers()) {
    openApps.clear();
    return;
  }
  const deadline = Date.now() + withinMs;
  const busy = () => [...openApps].some((client) => client.isFetching() > 0 || client.isMutating() > 0);
  while (busy() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  openApps.clear();
}
