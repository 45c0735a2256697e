import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function ProfileSignOutPage() {
  const { t } = useTranslation('profile');
  return (
    <PageSection>
      <PageHeader routeId="profile-sign-out" lead={t('profile-sign-out.lead')} />
    </PageSection>
  );
}
