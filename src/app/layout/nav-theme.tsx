import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

export type NavTheme = 'light' | 'dark';

/** Spec §2 and §9: the bar takes the theme of the section that covers the line 65 px below the top of the viewport. */
export const navThemeLine = 65;

type Register = (element: HTMLElement, theme: NavTheme) => () => void;

const NavThemeContext = createContext<NavTheme>('light');
/**
 * Apart from the theme, so that the sections registering themselves are not rendered again each time the theme
 * changes (and a pre-rendered section still waiting for its code is not thrown away by it).
 */
const RegisterContext = createContext<Register>(() => () => undefined);

/**
 * `initial` is the theme of what sits under the bar when the page opens: a pre-rendered page paints with it before
 * the observer below has measured anything, so it must be right from the HTML on.
 */
export function NavThemeProvider({ initial = 'light', children }: { initial?: NavTheme; children: ReactNode }) {
  const [theme, setTheme] = useState<NavTheme>(initial);
  const sections = useRef(new Map<Element, { theme: NavTheme; crossing: boolean }>());
  const observer = useRef<IntersectionObserver | null>(null);

  const settle = useCallback(() => {
    const crossing = [...sections.current.values()].filter((section) => section.crossing);
    setTheme(crossing.at(-1)?.theme ?? 'light');
  }, []);

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
      <NavThemeContext.Provider value={theme}>{children}</NavThemeContext.Provider>
    </RegisterContext.Provider>
  );
}

export const useNavTheme = () => useContext(NavThemeContext);

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
