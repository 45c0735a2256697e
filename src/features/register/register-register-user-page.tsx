import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function RegisterRegisterUserPage() {
  const { t } = useTranslation('register');
  return (
    <PageSection>
      <PageHeader routeId="register-register-user" lead={t('register-register-user.lead')} />
    </PageSection>
  );
}
