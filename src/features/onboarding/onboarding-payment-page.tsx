import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function OnboardingPaymentPage() {
  const { t } = useTranslation('onboarding');
  return (
    <PageSection>
      <PageHeader routeId="onboarding-payment" lead={t('onboarding-payment.lead')} />
    </PageSection>
  );
}
