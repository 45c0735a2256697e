import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import styled from 'styled-components';
import { mobileMenuExtras, paths, topBarLinks } from '../route-table';
import { desktop } from '../theme';
import { LanguageSwitcher } from './language-switcher';

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

const Panel = styled.div`
  position: fixed;
  inset: ${({ theme }) => theme.topBarHeight} 0 0 0;
  z-index: 20;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};

  ${desktop} {
    display: none;
  }

  ul {
    margin: 0 0 ${({ theme }) => theme.space(6)};
    padding: 0;
    list-style: none;
  }

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  a {
    display: block;
    padding: ${({ theme }) => theme.space(3)} 0;
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.125rem;
    font-weight: 500;
    text-decoration: none;
  }

  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
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

const focusableSelector = 'a[href], button:not([disabled])';

/**
 * Whether the toggle holds the keyboard focus. The shell shown while the first page loads is replaced by the real
 * layout, with a new toggle: one focused in between (the menu closed with Escape) hands the focus on to it, or a
 * keyboard user would be thrown back to the top of the page.
 */
let toggleFocused = false;

type OpenOn = [string | null, (pathname: string | null) => void];

/**
 * Where the menu was opened, kept above the router: the shell shown while the first page loads is replaced by the
 * real layout, and a menu opened in between must stay open.
 */
const MenuStateContext = createContext<OpenOn | null>(null);

export function MenuStateProvider({ children }: { children: ReactNode }) {
  const state = useState<string | null>(null);
  return <MenuStateContext.Provider value={state}>{children}</MenuStateContext.Provider>;
}

function useOpenOn(): OpenOn {
  const state = useContext(MenuStateContext);
  if (!state) throw new Error('MobileMenu must be inside MenuStateProvider (app.tsx)');
  return state;
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
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (toggleFocused && document.activeElement === document.body) toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>(focusableSelector)?.focus();
  }, [open]);

  // While open, Escape closes the menu and Tab cycles inside it, as in a modal dialog.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null);
        toggleRef.current?.focus();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const focusable = [
        toggleRef.current,
        ...panelRef.current.querySelectorAll<HTMLElement>(focusableSelector),
      ].filter((element): element is HTMLElement => element !== null);
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, setOpenOn]);

  return (
    <>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('layout.closeMenu') : t('layout.openMenu')}
        onClick={() => setOpenOn(open ? null : pathname)}
        onFocus={() => {
          toggleFocused = true;
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
      {open ? (
        <Panel id={panelId} ref={panelRef}>
          <nav aria-label={t('layout.menu')}>
            <ul>
              {[...topBarLinks, ...mobileMenuExtras].map((id) => (
                <li key={id}>
                  <NavLink to={paths[id]} end>
                    {t(`nav.${id}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitcher />
        </Panel>
      ) : null}
    </>
  );
}
