import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import styled from 'styled-components';
import { adminKeys } from '../../api/admin-keys';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { RequireUser } from '../../app/session/require-user';
import { useSession } from '../../app/session/use-session';
import { desktop, mobile } from '../../app/theme';
import { Loading } from './admin-ui';
import { adminPaths, type AdminSectionId } from './admin-sections';

/** The console's sections, in the order of a support day: what came in, then what staff look after. */
const consoleSections = [
  'admin',
  'admin-orders',
  'admin-policy-changes',
  'admin-bank-credits',
  'admin-claims',
  'admin-offer-requests',
  'admin-contact-messages',
  'admin-banners',
  'admin-coupons',
  'admin-funnel',
  'admin-audit',
] as const satisfies readonly AdminSectionId[];

/**
 * As wide as the site's header and with its side padding, so the console's edge lines up with the logo's; the
 * sections' column is narrow, to leave the tables their room.
 */
const Console = styled.div`
  display: grid;
  grid-template-columns: 13rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(6)}`};

  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(4)};
    padding: ${({ theme }) => `${theme.space(4)} ${theme.space(4)}`};
  }
`;

const SectionNav = styled.nav`
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: flex;
    align-items: center;
    min-height: 2.75rem;
    padding: ${({ theme }) => `0 ${theme.space(3)}`};
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }

  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onDark};
  }

  ${desktop} {
    position: sticky;
    top: calc(${({ theme }) => theme.topBarHeight} + ${({ theme }) => theme.space(4)});
    align-self: start;

    li + li {
      margin-top: ${({ theme }) => theme.space(1)};
    }
  }

  /* Below 768 px the sections wrap into rows of buttons above the page. */
  ${mobile} {
    ul {
      display: flex;
      flex-wrap: wrap;
      gap: ${({ theme }) => theme.space(2)};
    }

    a {
      border: 1px solid ${({ theme }) => theme.colors.border};
    }
  }
`;

const Content = styled.div`
  min-width: 0;
`;

function ConsoleNav() {
  const { t } = useTranslation('admin');
  return (
    <SectionNav aria-label={t('nav.label')}>
      <ul>
        {consoleSections.map((id) => (
          <li key={id}>
            {/* The overview is only itself; every other section stays marked on its detail pages. */}
            <NavLink to={adminPaths[id]} end={id === 'admin'}>
              {t(`sections.${id}.heading`)}
            </NavLink>
          </li>
        ))}
        <li>
          <Link to={paths['profile-sign-out']}>{t('nav.signOut')}</Link>
        </li>
      </ul>
    </SectionNav>
  );
}

/** Said to a signed-in user who is not staff, in place of the console: nothing of it is loaded or shown. */
function NoAccess() {
  const { t } = useTranslation('admin');
  return (
    <PageSection>
      <PageHeader routeId="admin" heading={t('noAccess.heading')} lead={t('noAccess.text')} />
      <p>
        <Link to={paths.home}>{t('noAccess.home')}</Link>
      </p>
    </PageSection>
  );
}

/**
 * The console's gate after the sign-in gate: only an admin per spec §4 (a verified e-mail and the admin claim, read
 * from a freshly issued token) gets the console. The server refuses everyone else's calls anyway; this only decides
 * what to show, and never shows console data to anyone else.
 */
function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  const { t } = useTranslation('auth');
  if (session.status !== 'signed-in' || !session.adminChecked) {
    return (
      <PageSection>
        <p role="status">{t('session.checking')}</p>
      </PageSection>
    );
  }
  return session.isAdmin ? children : <NoAccess />;
}

/** Forgets every console answer as soon as the user is no longer an admin (signed out, or someone else signed in). */
function useForgetConsoleWhenNotAdmin() {
  const session = useSession();
  const queryClient = useQueryClient();
  const notAdmin =
    session.status === 'signed-out' || (session.status === 'signed-in' && session.adminChecked && !session.isAdmin);
  useEffect(() => {
    if (notAdmin) queryClient.removeQueries({ queryKey: adminKeys.all });
  }, [notAdmin, queryClient]);
}

/** The support console (issue 16): the sections beside (below 768 px: above) the page. */
export function AdminLayout({ children }: { children: ReactNode }) {
  useForgetConsoleWhenNotAdmin();
  return (
    <RequireUser>
      <RequireAdmin>
        <Console>
          <ConsoleNav />
          <Content>
            {/* Each page comes in its own chunk: the sections stay while it loads. */}
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </Content>
        </Console>
      </RequireAdmin>
    </RequireUser>
  );
}
