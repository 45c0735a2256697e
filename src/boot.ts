/**
 * The only script a pre-rendered page loads itself (scripts/prerender.ts puts it where Vite's entry script and module
 * preloads were). The page paints from its HTML; this starts the app's code after that first frame, so that on a slow
 * connection the code does not compete with the page's first paint, and the browser's preload scanner does not fetch
 * it first. The entry and its preloads are named on this script's element, and so are the chunks of the page's route
 * (`data-prefetch`), fetched at the same time but evaluated only when the app loads the route.
 *
 * The preloaded chunks (the runtime, the framework, the shared libraries) are fetched together but evaluated one per
 * task before the entry: imported with the entry, the browser evaluates the whole module graph in one task, which
 * was the one long task of a page's start on a throttled phone (Lighthouse's total blocking time).
 */
const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
const entry = script?.dataset.entry;
if (entry) {
  const preloads = script.dataset.preload?.split(' ').filter(Boolean) ?? [];
  const prefetches = script.dataset.prefetch?.split(' ').filter(Boolean) ?? [];
  requestAnimationFrame(() =>
    setTimeout(async () => {
      for (const href of [...preloads, ...prefetches])
        document.head.append(
          Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }),
        );
      for (const href of preloads) {
        // A chunk that fails to load fails the entry too, which reports it.
        await import(/* @vite-ignore */ href).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve));
      }
      await import(/* @vite-ignore */ entry);
    }),
  );
}
