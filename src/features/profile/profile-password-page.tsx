import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function ProfilePasswordPage() {
  const { t } = useTranslation('profile');
  return (
    <PageSection>
      <PageHeader routeId="profile-password" lead={t('profile-password.lead')} />
    </PageSection>
  );
}
