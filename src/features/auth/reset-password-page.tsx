import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <PageSection>
      <PageHeader routeId="reset-password" lead={t('reset-password.lead')} />
    </PageSection>
  );
}
