import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import styled, { css } from 'styled-components';
import { paths, type RouteId } from '../route-table';
import { useSessionHint } from '../session/session-hint';

/** For a visitor not signed in: the mobile menu's first extras (spec §2), and the bar's sign-in on a wide screen. */
export const signInLinks = ['login', 'register'] as const satisfies readonly RouteId[];

/** The account's sections under "Moj račun", in the bar and the mobile menu; the console and signing out follow. */
export const accountLinks = [
  'profile',
  'profile-policies',
  'profile-invite-friends',
  'profile-credentials',
  'profile-password',
] as const satisfies readonly RouteId[];

/** The account's sections, the support console for staff, and signing out: the bar's account menu and the mobile menu. */
export function AccountLinks({ admin }: { admin: boolean }) {
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
export function AccountMenu({ id, admin, toggleRef, onClose }: AccountMenuProps) {
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
