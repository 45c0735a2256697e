import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** Loaders of every lazy part defined so far, by name. */
const loaders = new Map<string, () => Promise<unknown>>();
/** The parts the build's renderer rendered into the current page (src/entry-prerender.tsx takes them). */
const rendered = new Set<string>();

/**
 * A part of a page that comes in its own chunk, after the page (the footer, the home page below its hero, a form
 * that needs Formik). A pre-rendered page names the parts its HTML holds, and the browser loads them before it
 * hydrates (preloadParts): React hydrates in one pass. Were a part still loading when hydration began, React would
 * keep its HTML only until anything around it rendered again, and then silently throw that HTML away and render the
 * part from scratch (seen on the home page and the contact form).
 */
export function lazyPart<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
) {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  loaders.set(name, preload);
  const Lazy = lazy(async () => ({ default: await preload() }));

  // Once loaded (preloaded before hydration), the part renders at once; the markup is the same either way.
  function Part(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return function LazyPart(props: P) {
    if (typeof window === 'undefined') rendered.add(name);
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  };
}

/** For the build's renderer: the parts the page just rendered holds, forgotten for the next page. */
export function takeRenderedParts(): string[] {
  const names = [...rendered];
  rendered.clear();
  return names;
}

/** Loads the named parts (those whose module is loaded; the page's own are, once its route module is). */
export const preloadParts = (names: readonly string[]) => Promise.all(names.map((name) => loaders.get(name)?.()));
