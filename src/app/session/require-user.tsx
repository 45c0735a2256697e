import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { accountKeys } from '../../api/account-keys';
import { loginPathFor } from '../../lib/next-path';
import { PageSection } from '../layout/page-section';
import { paths } from '../route-table';
import { useSession } from './use-session';

/**
 * The gate of the signed-in area (spec §4, §6): without a user the driver is sent to sign in, with the page they
 * wanted as `?next=`, and nothing cached about an earlier user stays behind.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { t } = useTranslation('auth');
  const signedOut = session.status === 'signed-out';

  useEffect(() => {
    if (signedOut) queryClient.removeQueries({ queryKey: accountKeys.all });
  }, [signedOut, queryClient]);

  if (session.status === 'loading') {
    return (
      <PageSection>
        <p role="status">{t('session.checking')}</p>
      </PageSection>
    );
  }
  if (signedOut) {
    return <Navigate replace to={loginPathFor(paths.login, `${location.pathname}${location.search}`)} />;
  }
  return children;
}
