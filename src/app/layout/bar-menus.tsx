import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import styled, { css } from 'styled-components';
import { traderIdentity } from '@contracts/trader-identity';
import { mobileMenuExtras, paths, topBarLinks, type RouteId } from '../route-table';
import { useSessionHint } from '../session/session-hint';
import { desktop, mobile } from '../theme';
import { CallToAction } from './call-to-action';

/*
 * The bar's menus, opened or filled once the page runs, in one chunk that no page's first load carries: the account's
 * entry (a lazy part of the bar, top-bar.tsx), the claims area's help in its place of the call to action (another),
 * and the mobile menu's open panel (loaded at the first touch of its toggle, mobile-menu.tsx). One chunk rather than
 * three: each chunk's name rides in every page's entry.
 */

/** For a visitor not signed in: the mobile menu's first extras (spec §2), and the bar's sign-in on a wide screen. */
const signInLinks = ['login', 'register'] as const satisfies readonly RouteId[];

/** The account's sections under "Moj račun", in the bar and the mobile menu; the console and signing out follow. */
const accountLinks = [
  'profile',
  'profile-policies',
  'profile-claims',
  'profile-invite-friends',
  'profile-credentials',
  'profile-password',
] as const satisfies readonly RouteId[];

/** The account's sections, the support console for staff, and signing out: the bar's account menu and the mobile menu. */
function AccountLinks({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  return (
    <ul>
      {[...accountLinks, ...(admin ? (['admin'] as const) : []), 'profile-sign-out' as const].map((id) => (
        <li key={id}>
          <NavLink to={paths[id]} end>
            {t(`routes.${id}.title`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

const Dropdown = styled.nav`
  position: absolute;
  top: 100%;
  right: 0;
  z-index: 20;
  min-width: 14rem;
  text-align: left;
  padding: ${({ theme }) => theme.space(2)} 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 8px 24px rgb(15 36 48 / 18%);

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: block;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 500;
    text-decoration: none;
    white-space: nowrap;
  }

  a:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

interface AccountMenuProps {
  id: string;
  admin: boolean;
  /** The "Moj račun" button: Escape gives it the focus back, and a press on it is not a press outside. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/**
 * The bar's open account menu (account-entry.tsx): a disclosure under its button, next in the tab order, which closes
 * on Escape and when a press or the focus goes elsewhere.
 */
function AccountMenu({ id, admin, toggleRef, onClose }: AccountMenuProps) {
  const { t } = useTranslation();
  const menuRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const outside = (target: EventTarget | null) =>
      !(target instanceof Node) || !(menuRef.current?.contains(target) || toggleRef.current?.contains(target));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      toggleRef.current?.focus();
    };
    const onElsewhere = (event: Event) => {
      if (outside(event.target)) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onElsewhere);
    document.addEventListener('focusin', onElsewhere);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onElsewhere);
      document.removeEventListener('focusin', onElsewhere);
    };
  }, [toggleRef, onClose]);

  return (
    <Dropdown id={id} ref={menuRef} aria-label={t('layout.account')}>
      <AccountLinks admin={admin} />
    </Dropdown>
  );
}

const entry = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
`;

// Rendered into the HTML empty (who is signed in is known only in the browser), as wide as what fills it: filled, it
// moves nothing, since the bar's actions are laid out from their right edge and it is their first. The menu opens
// under it.
const Slot = styled.div`
  position: relative;
  min-width: 8rem;
  text-align: right;
`;

const SignIn = styled(Link)`
  ${entry}
`;

const Toggle = styled.button`
  ${entry}
`;

/**
 * The bar's "Prijava", or, signed in, "Moj račun" with the account's sections (spec §2's mobile extras, wide). In a
 * chunk of its own that the bar loads after hydration, into a slot that keeps its place (top-bar.tsx).
 */
export function AccountEntry() {
  const { t } = useTranslation();
  const session = useSessionHint();
  const { pathname } = useLocation();
  // Open only on the page it was opened on, so following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  if (session === 'unknown') return <Slot />;
  if (session === 'signed-out')
    return (
      <Slot>
        <SignIn to={paths.login}>{t('nav.login')}</SignIn>
      </Slot>
    );
  return (
    <Slot>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        {t('layout.account')}
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d={open ? 'M2 8l4-4 4 4' : 'M2 4l4 4 4-4'} stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
      </Toggle>
      {open ? (
        <AccountMenu id={menuId} admin={session === 'admin'} toggleRef={toggleRef} onClose={() => setOpenOn(null)} />
      ) : null}
    </Slot>
  );
}

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

// Two buttons where the bar has room for one call to action: on a 320 px phone they fit beside the logo and the menu
// only with less padding and a narrower gap between them (e2e/narrow-screens.spec.ts).
const Help = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(2)};

  ${mobile} {
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const EmergencyCall = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.error};
  color: #fff;
  font-weight: 800;
  text-decoration: none;
  white-space: nowrap;

  ${mobile} {
    padding: 0 ${({ theme }) => theme.space(2)};
  }
`;

const CallUs = styled(CallToAction)`
  ${mobile} {
    padding: 0 ${({ theme }) => theme.space(2)};
    white-space: nowrap;
  }
`;

/**
 * The bar's action in the claims area, where a driver is at the roadside or after an accident: help rather than a
 * price, the emergency number and our line, each a tap away. The bar has room for the word as it had for "Izračunaj
 * cijenu", not for the number: that is in the link's name, and on screen in the footer. Its texts are the page frame's that come after the first render (`frame`), with the
 * footer's.
 */
export function ClaimsHelp() {
  const { t } = useTranslation(['frame', 'claims']);
  const { phone } = traderIdentity;
  return (
    <Help>
      <EmergencyCall href="tel:112" aria-label={t('claims:stop.call112')}>
        112
      </EmergencyCall>
      <CallUs to={`tel:${phone.replace(/\s/g, '')}`} aria-label={t('claimsHelp.callUs', { phone })}>
        {t('claimsHelp.help')}
      </CallUs>
    </Help>
  );
}
