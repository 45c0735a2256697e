import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { signOutEverywhereLocal } from '../../app/session/sign-out';

/** Opening the page signs out (the menu's "Odjava" is a link), clears what the browser kept, and goes home. */
export function ProfileSignOutPage() {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOutEverywhereLocal(queryClient).finally(() => void navigate(paths.home, { replace: true }));
  }, [queryClient, navigate]);
  return (
    <PageSection>
      <PageHeader routeId="profile-sign-out" />
      <p role="status">{t('signOut.busy')}</p>
    </PageSection>
  );
}
