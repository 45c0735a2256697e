import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';

export function OnboardingRegisterUserPage() {
  const { t } = useTranslation('onboarding');
  return (
    <PageSection>
      <PageHeader routeId="onboarding-register-user" lead={t('onboarding-register-user.lead')} />
    </PageSection>
  );
}
