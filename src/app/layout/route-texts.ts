import { useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * A flow that names the pages of routes it shares with another flow: a renewal runs on the new-policy routes (the
 * spec's paths) but its pages say renewal. The flow's layout sets where its names are (`<prefix>.<route id>.title`
 * and `.heading`), and the page's heading and the document title, which sit above that layout, read them from here.
 * A route the flow does not name keeps the route table's `routes.<route id>.…`.
 */
let prefix: string | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const setPrefix = (next: string | null) => {
  prefix = next;
  for (const listener of listeners) listener();
};

/** Names this subtree's routes from `texts` (an i18n key prefix whose namespace is loaded), or from the route table. */
export function useRouteTexts(texts: string | null) {
  // Before paint, so the heading and the title never show the other flow's name first.
  useLayoutEffect(() => {
    if (!texts) return undefined;
    setPrefix(texts);
    return () => setPrefix(null);
  }, [texts]);
}

/** The running flow's prefix for route names, if a flow names its routes (see `useRouteTexts`). */
export const useRouteTextsPrefix = (): string | null =>
  useSyncExternalStore(
    subscribe,
    () => prefix,
    () => null,
  );

/** The i18n keys of a route's title or heading, the running flow's own name first. */
export const routeTextKeys = (texts: string | null, routeId: string, text: 'title' | 'heading'): string[] => [
  ...(texts ? [`${texts}.${routeId}.${text}`] : []),
  `routes.${routeId}.${text}`,
];
