import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { loginPathFor } from '../../lib/next-path';
import { PageSection } from '../layout/page-section';
import { paths } from '../route-table';
import { useSession } from './use-session';

/**
 * The gate of the signed-in area (spec §4, §6): without a user the driver is sent to sign in, with the page they
 * wanted as `?next=`. Nothing of an earlier user stays behind: the session forgets them (sign-out.ts).
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const { t } = useTranslation('auth');

  if (session.status === 'loading') {
    return (
      <PageSection>
        <p role="status">{t('session.checking')}</p>
      </PageSection>
    );
  }
  if (session.status === 'signed-out') {
    return <Navigate replace to={loginPathFor(paths.login, `${location.pathname}${location.search}`)} />;
  }
  return children;
}
