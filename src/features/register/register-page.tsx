import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function RegisterPage() {
  const { t } = useTranslation('register');
  return (
    <PageSection>
      <PageHeader routeId="register" lead={t('register.lead')} />
    </PageSection>
  );
}
