import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function OnboardingCalculatePricePage() {
  const { t } = useTranslation('onboarding');
  return (
    <PageSection>
      <PageHeader routeId="onboarding-calculate-price" lead={t('onboarding-calculate-price.lead')} />
    </PageSection>
  );
}
