import type { ResourceKey } from 'i18next';
import type { HydrationState } from 'react-router';
import type { Language } from './languages';

/**
 * What the build writes beside a pre-rendered page's markup (scripts/prerender.ts) and the browser reads before
 * hydrating it: the page's locale texts, so hydration needs no request before it can match the HTML, and the
 * router's state. A JSON data block, not a script: the CSP allows no inline scripts.
 */
export interface PrerenderState {
  /** The path it was rendered for; the state applies only there (a stale copy under another URL is ignored). */
  path: string;
  language: Language;
  texts: Record<string, ResourceKey>;
  /** The lazy parts its HTML holds (app/ui/lazy-part.tsx), each hydrated once its chunk arrives; `npm run bench` weighs them. */
  parts: string[];
  hydrationData: HydrationState;
}

/** What the build's renderer (src/entry-prerender.tsx) returns for one page. */
export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** The page's styled-components style elements, for <head>. */
  styleTags: string;
  state: PrerenderState;
}

export const prerenderStateId = 'prerender-state';

/** The JSON of the state, safe inside a `<script>` element: no `</script>` or `<!--` can end or bend it. */
export const prerenderStateJson = (state: PrerenderState): string => JSON.stringify(state).replace(/</g, '\\u003c');

let read: { state: PrerenderState | undefined } | undefined;

/** The page's state, read once (i18n and the start-up both need it); none on a page the browser renders itself. */
export function readPrerenderState(): PrerenderState | undefined {
  if (!read) {
    const json = document.getElementById(prerenderStateId)?.textContent;
    const state = json ? (JSON.parse(json) as PrerenderState) : undefined;
    read = { state: state?.path === window.location.pathname ? state : undefined };
  }
  return read.state;
}
