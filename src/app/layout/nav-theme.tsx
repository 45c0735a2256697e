import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createValueStore, type ValueStore } from '../../lib/value-store';

export type NavTheme = 'light' | 'dark';

/** Spec §2 and §9: the bar takes the theme of the section that covers the line 65 px below the top of the viewport. */
export const navThemeLine = 65;

type Register = (element: HTMLElement, theme: NavTheme) => () => void;

/**
 * A store rather than the theme itself in the context: a context's value that changes reaches every part of the page
 * still waiting for its code to hydrate, and React then throws that part's HTML away (app/ui/lazy-part.tsx). The
 * theme changes as the driver scrolls, which may be before the home page's sections have hydrated.
 */
const NavThemeContext = createContext<ValueStore<NavTheme>>(createValueStore<NavTheme>('light'));
/** Apart from the store, so that the sections registering themselves never render again because of the bar. */
const RegisterContext = createContext<Register>(() => () => undefined);

/**
 * `initial` is the theme of what sits under the bar when the page opens: a pre-rendered page paints with it before
 * the observer below has measured anything, so it must be right from the HTML on.
 */
export function NavThemeProvider({ initial = 'light', children }: { initial?: NavTheme; children: ReactNode }) {
  const [store] = useState(() => createValueStore(initial));
  const sections = useRef(new Map<Element, { theme: NavTheme; crossing: boolean }>());
  const observer = useRef<IntersectionObserver | null>(null);

  const settle = useCallback(() => {
    const crossing = [...sections.current.values()].filter((section) => section.crossing);
    store.set(crossing.at(-1)?.theme ?? 'light');
  }, [store]);

  // The observer's root is shrunk to a 1 px band at the line, so a section "intersects" exactly while it
  // lies under the line; the browser reports the crossings, and no scroll handler runs.
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const create = () => {
      observer.current?.disconnect();
      const below = Math.max(window.innerHeight - navThemeLine - 1, 0);
      observer.current = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const section = sections.current.get(entry.target);
            // A section merely touching the band (zero height) is not under the line.
            if (section) section.crossing = entry.isIntersecting && entry.intersectionRect.height > 0;
          }
          settle();
        },
        { rootMargin: `-${navThemeLine}px 0px -${below}px 0px` },
      );
      for (const element of sections.current.keys()) observer.current.observe(element);
    };
    create();
    window.addEventListener('resize', create);
    return () => {
      window.removeEventListener('resize', create);
      observer.current?.disconnect();
      observer.current = null;
    };
  }, [settle]);

  const register = useCallback(
    (element: HTMLElement, sectionTheme: NavTheme) => {
      sections.current.set(element, { theme: sectionTheme, crossing: false });
      observer.current?.observe(element);
      return () => {
        observer.current?.unobserve(element);
        sections.current.delete(element);
        settle();
      };
    },
    [settle],
  );

  return (
    <RegisterContext.Provider value={register}>
      <NavThemeContext.Provider value={store}>{children}</NavThemeContext.Provider>
    </RegisterContext.Provider>
  );
}

export function useNavTheme(): NavTheme {
  const store = useContext(NavThemeContext);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * Declares the element's theme for the bar above it; returns the ref to put on the section. A callback ref, so an
 * element that appears later (a banner that arrives after the page) is registered when it appears.
 */
export function useNavThemeSection<T extends HTMLElement>(theme: NavTheme) {
  const register = useContext(RegisterContext);
  const unregister = useRef<(() => void) | null>(null);
  return useCallback(
    (element: T | null) => {
      unregister.current?.();
      unregister.current = element ? register(element, theme) : null;
    },
    [register, theme],
  );
}
