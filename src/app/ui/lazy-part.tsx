import { Suspense, use, type ComponentType, type ReactNode } from 'react';

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
  let loaded: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    if (!loaded) {
      const promise = load();
      // `use` reads a settled promise's value synchronously when it carries React's status fields.
      void promise.then((component) => Object.assign(promise, { status: 'fulfilled', value: component }));
      loaded = promise;
    }
    return loaded;
  };
  loaders.set(name, preload);

  function Part(props: P) {
    const Component = use(preload());
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
