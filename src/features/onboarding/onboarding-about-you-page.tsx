import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { PersonalDetailsForm } from './about-you/personal-details-form';
import { ReadOnlyDetails } from './about-you/read-only-details';
import { ProgressBar } from './flow/progress-bar';
import { useOnboarding } from './state/onboarding-store';

/** The personal details step (spec §2 progress "personal details"): who the policy is for and where they live. */
export function OnboardingAboutYouPage() {
  const { t } = useTranslation('onboarding');
  const { state, dispatch } = useOnboarding();
  const priced = state.pricing !== null;

  useEffect(() => {
    if (priced) dispatch({ type: 'stepReached', step: 'personal-details' });
  }, [priced, dispatch]);

  // Without a price there is nothing to buy yet: the driver starts at the price step.
  if (!priced) return <Navigate to={paths['onboarding-calculate-price']} replace />;

  return (
    <PageSection>
      <ProgressBar active="personal-details" />
      <PageHeader routeId="onboarding-about-you" lead={t('onboarding-about-you.lead')} />
      <ReadOnlyDetails />
      <PersonalDetailsForm />
    </PageSection>
  );
}
