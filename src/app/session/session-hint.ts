import { useSyncExternalStore } from 'react';
import { sessionHintStorageKey } from '../../lib/storage-prefixes';

/** What the bar and the menu show: nothing yet (the HTML, hydration), sign-in links, or the account (with the console). */
export type SessionHint = 'unknown' | 'signed-out' | 'driver' | 'admin';

function readSessionHint(): SessionHint {
  try {
    const staff = localStorage.getItem(sessionHintStorageKey);
    return staff === null ? 'signed-out' : staff === 'true' ? 'admin' : 'driver';
  } catch {
    return 'signed-out';
  }
}

const subscribe = (listener: () => void) => {
  addEventListener('storage', listener);
  return () => removeEventListener('storage', listener);
};

/**
 * The session as the last page that read it left it in this browser (session-store.ts keeps it; it may not import
 * this module, see there): the bar of every
 * page reads this instead of the session, so a public page never loads Firebase Auth to say who is signed in, and the
 * pages that read the session correct it. This tab's bar reads it again on every navigation; another tab's change
 * arrives as a storage event.
 * 'unknown' in the HTML and while hydrating it, so the first render matches the HTML.
 */
export const useSessionHint = (): SessionHint => useSyncExternalStore(subscribe, readSessionHint, () => 'unknown');
