import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function LoginPage() {
  const { t } = useTranslation('auth');
  return (
    <PageSection>
      <PageHeader routeId="login" lead={t('login.lead')} />
    </PageSection>
  );
}
