import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function ProfilePage() {
  const { t } = useTranslation('profile');
  return (
    <PageSection>
      <PageHeader routeId="profile" lead={t('profile.lead')} />
    </PageSection>
  );
}
