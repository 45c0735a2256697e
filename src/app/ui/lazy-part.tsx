import { lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react';

/** The parts the build's renderer rendered into the current page (src/entry-prerender.tsx takes them). */
const rendered = new Set<string>();
/** Loaders of the parts that hydrate with their page (`withPage`), by name. */
const withPageLoaders = new Map<string, () => Promise<unknown>>();

/**
 * A part of a page that comes in its own chunk, after the page (the footer, the home page below its hero, a form
 * that needs Formik). On a pre-rendered page the part is its own Suspense boundary: React hydrates the page around
 * it at once and the part when its chunk has arrived, so a phone runs neither the part's code nor its render before
 * the page answers (docs/decisions/0011-prerendering.md). Until then React keeps the part's HTML, but only while
 * nothing renders the part again: an update that reaches a boundary still waiting for its code makes React throw the
 * HTML away and render the part from scratch. The part is memoised so that its page or layout rendering again (the
 * cookie question, the banner, a navigation) does not reach it; its props are plain values.
 *
 * A part that is what its page is for, a form the driver came to fill in, is `withPage`: loaded before the page
 * hydrates (loadPartsWithPage), since a form that hydrates after the driver has typed into it would lose the text.
 */
export function lazyPart<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  { fallback = null, withPage = false }: { fallback?: ReactNode; withPage?: boolean } = {},
) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  if (withPage) withPageLoaders.set(name, preload);
  const Lazy = lazy(async () => ({ default: await preload() }));

  // Once loaded, the part renders at once (a later page that shows it again), with no fallback in between.
  function Part(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return memo(function LazyPart(props: P) {
    if (typeof window === 'undefined') rendered.add(name);
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  });
}

/**
 * Loads those of the named parts that hydrate with their page (of the parts whose module is loaded: a page's own are
 * once its route module is).
 */
export const loadPartsWithPage = (names: readonly string[]) =>
  Promise.all(names.map((name) => withPageLoaders.get(name)?.()));

/** For the build's renderer: the parts the page just rendered holds, forgotten for the next page. */
export function takeRenderedParts(): string[] {
  const names = [...rendered];
  rendered.clear();
  return names;
}
