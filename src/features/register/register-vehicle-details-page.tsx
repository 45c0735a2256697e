import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function RegisterVehicleDetailsPage() {
  const { t } = useTranslation('register');
  return (
    <PageSection>
      <PageHeader routeId="register-vehicle-details" lead={t('register-vehicle-details.lead')} />
    </PageSection>
  );
}
