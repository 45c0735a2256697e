import { useCallback, useEffect, useRef } from 'react';
import { claimPoll } from '../../../api/get-claim';

/** What says the driver is at the page: a touch, a click, a key, the tab shown again. */
const presenceEvents = ['pointerdown', 'keydown'] as const;

/**
 * When the driver last showed they are at the claim's page (its opening counts), for the poll's pace
 * (`claimPollDelay`). Coming back after the poll slowed down asks for the claim at once (`askNow`), so the page is
 * never a minute late for someone looking at it.
 */
export function useLastSeen(askNow: () => void): () => number {
  // Set when the page is put up, before the claim's first read answers (its effect comes before the query's).
  const lastSeen = useRef(0);
  const ask = useRef(askNow);
  useEffect(() => {
    ask.current = askNow;
  });

  useEffect(() => {
    lastSeen.current = Date.now();
    const seen = () => {
      const slowed = Date.now() - lastSeen.current > claimPoll.quietAfterMs;
      lastSeen.current = Date.now();
      if (slowed) ask.current();
    };
    // A tab shown again is asked by the query itself (its data is stale at once), after this has run.
    const shown = () => {
      if (document.visibilityState === 'visible') lastSeen.current = Date.now();
    };
    for (const name of presenceEvents) window.addEventListener(name, seen, { capture: true, passive: true });
    document.addEventListener('visibilitychange', shown);
    return () => {
      for (const name of presenceEvents) window.removeEventListener(name, seen, { capture: true });
      document.removeEventListener('visibilitychange', shown);
    };
  }, []);

  return useCallback(() => lastSeen.current, []);
}
