import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <PageSection>
      <PageHeader routeId="forgot-password" lead={t('forgot-password.lead')} />
    </PageSection>
  );
}
