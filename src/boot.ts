import { sessionHintStorageKey, userStoragePrefixes } from './lib/storage-prefixes';

/**
 * The only script a pre-rendered page loads itself (scripts/prerender.ts puts it where Vite's entry script and module
 * preloads were). The page paints from its HTML; this starts its code after that first frame, so that on a slow
 * connection the code does not compete with the page's first paint, and the browser's preload scanner does not fetch
 * it first. Two starts are named on this script's element, each with its entry, preloads and the chunks of the
 * page's route (fetched at the same time, evaluated when the start asks for them): the app's, and on a page that
 * src/app/light-starts.ts lists, the light start's (docs/decisions/0022-light-start.md), taken unless the visitor
 * brings something only the app reads.
 *
 * The preloaded chunks (the runtime, the framework, the shared libraries) are fetched together but evaluated one per
 * task before the entry: imported with the entry, the browser evaluates the whole module graph in one task, which
 * was the one long task of a page's start on a throttled phone (Lighthouse's total blocking time).
 */
const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
const list = (value: string | undefined) => value?.split(' ').filter(Boolean) ?? [];

function storedKeys(): string[] {
  try {
    return [...Object.keys(localStorage), ...Object.keys(sessionStorage)];
  } catch {
    return [];
  }
}

/** Something of the visitor's kept in this browser: someone signed in, a quote or a payment in progress. */
function visitorKept(): boolean {
  const prefixes = [sessionHintStorageKey, ...Object.values(userStoragePrefixes)];
  return storedKeys().some((key) => prefixes.some((prefix) => key.startsWith(prefix)));
}

/**
 * `layout` (the quote's entry) starts light only for a visitor the app has nothing to show beyond the HTML: no query
 * (a plate sent by the form, a referral, a link to resume) and nothing kept.
 */
function startsLight(light: string | undefined): boolean {
  if (light === 'page') return true;
  return light === 'layout' && !window.location.search && !visitorKept();
}

const link = (rel: string, href: string) =>
  document.head.append(Object.assign(document.createElement('link'), { rel, crossOrigin: '', href }));

async function start(entry: string, preloads: string[], prefetches: string[]) {
  for (const href of [...preloads, ...prefetches]) link('modulepreload', href);
  for (const href of preloads) {
    // A chunk that fails to load fails the entry too, which reports it.
    await import(/* @vite-ignore */ href).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve));
  }
  await import(/* @vite-ignore */ entry);
}

if (script?.dataset.entry) {
  const { entry, preload, prefetch, lightEntry, lightPreload, lightPrefetch, light } = script.dataset;
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (!lightEntry || !startsLight(light)) {
        // A `layout` page's HTML is the first screen of a visitor who brings nothing: for one with a quote in
        // progress the app shows more (its step, "start over"), so it renders the page afresh (main.tsx) rather than
        // hydrate HTML its first render would not match.
        if (light === 'layout' && visitorKept()) document.documentElement.dataset.renderAfresh = '';
        void start(entry, list(preload), list(prefetch));
        return;
      }
      void start(lightEntry, list(lightPreload), list(lightPrefetch));
      // A driver who starts on the plate form goes on in the app (the form's next page): its code, and on the quote's
      // entry the quote's, is fetched then, into the HTTP cache only, so the next page starts without waiting for it.
      const prefetchApp = ({ target }: FocusEvent) => {
        if (!(target instanceof Element && target.closest('form'))) return;
        document.removeEventListener('focusin', prefetchApp);
        for (const href of [entry, ...list(preload), ...list(prefetch)]) link('prefetch', href);
      };
      document.addEventListener('focusin', prefetchApp);
    }),
  );
}
