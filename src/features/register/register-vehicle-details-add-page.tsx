import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function RegisterVehicleDetailsAddPage() {
  const { t } = useTranslation('register');
  return (
    <PageSection>
      <PageHeader routeId="register-vehicle-details-add" lead={t('register-vehicle-details-add.lead')} />
    </PageSection>
  );
}
