import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function OnboardingVehicleDetailsAddPage() {
  const { t } = useTranslation('onboarding');
  return (
    <PageSection>
      <PageHeader routeId="onboarding-vehicle-details-add" lead={t('onboarding-vehicle-details-add.lead')} />
    </PageSection>
  );
}
