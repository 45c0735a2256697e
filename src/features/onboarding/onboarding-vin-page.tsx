import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function OnboardingVinPage() {
  const { t } = useTranslation('onboarding');
  return (
    <PageSection>
      <PageHeader routeId="onboarding-vin" lead={t('onboarding-vin.lead')} />
    </PageSection>
  );
}
