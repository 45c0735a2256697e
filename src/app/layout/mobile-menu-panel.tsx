import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { mobileMenuExtras, paths, topBarLinks } from '../route-table';
import { desktop } from '../theme';
import { AccountLinks, signInLinks } from './account-menu';
import { useSessionHint } from '../session/session-hint';

// The link styles are the lists' only (`li a`): the language switch's buttons under them keep their own padding.
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

  h2 {
    margin: 0;
    font-size: 0.875rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  li a {
    display: block;
    padding: ${({ theme }) => theme.space(3)} 0;
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.125rem;
    font-weight: 500;
    text-decoration: none;
  }

  li a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

const focusableSelector = 'a[href], button:not([disabled])';

interface MobileMenuPanelProps {
  /** The id the toggle's aria-controls names. */
  id: string;
  /** The toggle, which is part of the menu's Tab cycle and takes the focus back when Escape closes the menu. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  /** The language switch, shown under the links. */
  children: ReactNode;
}

/**
 * The open mobile menu (mobile-menu.tsx), in a chunk of its own: every page's first load carries the toggle, only a
 * visitor who opens the menu needs its links. Rendered only while the menu is open, so mounting is opening.
 */
export function MobileMenuPanel({ id, toggleRef, onClose, children }: MobileMenuPanelProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const session = useSessionHint();
  const signedIn = session === 'driver' || session === 'admin';

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>(focusableSelector)?.focus();
  }, []);

  // Escape closes the menu and Tab cycles inside it, as in a modal dialog.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
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
  }, [toggleRef, onClose]);

  return (
    <Panel id={id} ref={panelRef}>
      <nav aria-label={t('layout.menu')}>
        <ul>
          {[...topBarLinks, ...(signedIn ? [] : signInLinks), ...mobileMenuExtras].map((linkId) => (
            <li key={linkId}>
              <NavLink to={paths[linkId]} end>
                {t(`nav.${linkId}`)}
              </NavLink>
            </li>
          ))}
        </ul>
        {signedIn ? (
          <section aria-labelledby={`${id}-account`}>
            <h2 id={`${id}-account`}>{t('layout.account')}</h2>
            <AccountLinks admin={session === 'admin'} />
          </section>
        ) : null}
      </nav>
      {children}
    </Panel>
  );
}
