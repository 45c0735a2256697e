import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function RegisterLicensePlatePage() {
  const { t } = useTranslation('register');
  return (
    <PageSection>
      <PageHeader routeId="register-license-plate" lead={t('register-license-plate.lead')} />
    </PageSection>
  );
}
