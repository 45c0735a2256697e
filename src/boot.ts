/**
 * The only script a pre-rendered page loads itself (scripts/prerender.ts puts it where Vite's entry script and module
 * preloads were). The page paints from its HTML; this starts the app's code after that first frame, so that on a slow
 * connection the code does not compete with the page's first paint, and the browser's preload scanner does not fetch
 * it first. The entry and its preloads are named on this script's element.
 */
const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
const entry = script?.dataset.entry;
if (entry) {
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const href of script.dataset.preload?.split(' ').filter(Boolean) ?? []) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
      void import(/* @vite-ignore */ entry);
    }),
  );
}
