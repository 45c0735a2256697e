import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React hydrates a pre-rendered page (and in the build's render), true from then on and in any page the
 * browser renders itself. Whatever only the browser can know (local storage, a fetched banner) waits for it, so the
 * first render matches the HTML.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
