import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function NewPolicyVehiclePage() {
  const { t } = useTranslation('new-policy');
  return (
    <PageSection>
      <PageHeader routeId="new-policy-vehicle" lead={t('new-policy-vehicle.lead')} />
    </PageSection>
  );
}
