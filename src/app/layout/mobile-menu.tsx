import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createValueStore, type ValueStore } from '../../lib/value-store';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { desktop } from '../theme';
import { LanguageSwitcher } from './language-switcher';
import type { MobileMenuPanel } from './bar-menus';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: inherit;
  cursor: pointer;

  ${desktop} {
    display: none;
  }
`;

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * The open menu's panel, in a chunk of its own (most visitors never open the menu), once that chunk has come. The menu
 * opens only then, so an open menu always has its panel, rendered at once: no fallback for aria-controls to name, and
 * no React.lazy, which would suspend the first open even with the chunk in and then hold the panel back 300 ms.
 */
let Panel: typeof MobileMenuPanel | undefined;
const loadPanel = () =>
  import('./bar-menus').then((module) => {
    Panel = module.MobileMenuPanel;
  });

/**
 * Whether the toggle holds the keyboard focus. The shell shown while the first page loads is replaced by the real
 * layout, with a new toggle: one focused in between (the menu closed with Escape) hands the focus on to it, or a
 * keyboard user would be thrown back to the top of the page.
 */
let toggleFocused = false;

type OpenOn = [string | null, (pathname: string | null) => void];

/**
 * Where the menu was opened, kept above the router: the shell shown while the first page loads is replaced by the
 * real layout, and a menu opened in between must stay open. The context holds a store, never the state itself: a
 * context's value that changes would reach the page's parts still waiting to hydrate, and React would throw their
 * HTML away (app/ui/lazy-part.tsx) when a driver opens the menu at once.
 */
const MenuStateContext = createContext<ValueStore<string | null> | null>(null);

export function MenuStateProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createValueStore<string | null>(null));
  return <MenuStateContext.Provider value={store}>{children}</MenuStateContext.Provider>;
}

function useOpenOn(): OpenOn {
  const store = useContext(MenuStateContext);
  if (!store) throw new Error('MobileMenu must be inside MenuStateProvider (app.tsx)');
  return [useSyncExternalStore(store.subscribe, store.get, store.get), store.set];
}

/** The menu that replaces the top bar links below 768 px, with the spec's extra links. */
export function MobileMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The menu is open only on the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useOpenOn();
  const open = openOn === pathname;
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A layout effect, so it runs before an open panel's effect (a child's effects run first) moves the focus into the
  // menu: the toggle's blur then clears the flag, as when the panel's effects were in this component.
  useLayoutEffect(() => {
    if (toggleFocused && document.activeElement === document.body) toggleRef.current?.focus();
  }, []);

  return (
    <>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('layout.closeMenu') : t('layout.openMenu')}
        onClick={() => {
          if (open) setOpenOn(null);
          // At once when the panel's chunk is in, as the event's own update; else when it comes.
          else if (Panel) setOpenOn(pathname);
          else void loadPanel().then(() => setOpenOn(pathname));
        }}
        // The panel's chunk starts loading at the first touch or focus, so it is in by the click or key press.
        onPointerDown={loadPanel}
        onFocus={() => {
          toggleFocused = true;
          void loadPanel();
        }}
        onBlur={({ currentTarget }) =>
          // Taken out of the page (the shell replaced) is not focus moving elsewhere.
          queueMicrotask(() => {
            if (currentTarget.isConnected) toggleFocused = false;
          })
        }
      >
        <MenuIcon open={open} />
      </Toggle>
      {open && Panel ? (
        <Panel id={panelId} toggleRef={toggleRef} onClose={() => setOpenOn(null)}>
          {/* Passed in, not imported by the panel's module: that import made the build split the route table and the
              preload helper out of the entry, two more files on every first load. */}
          <LanguageSwitcher />
        </Panel>
      ) : null}
    </>
  );
}
