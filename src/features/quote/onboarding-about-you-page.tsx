import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { FlowProgressBar } from '../../app/ui/flow-progress-bar';
import { PersonalDetailsForm } from '../../app/ui/personal-details/personal-details-form';
import { ReadOnlyDetails } from './about-you/read-only-details';
import { useQuoteStep } from './flow/use-quote-step';
import { useOnboarding } from './state/onboarding-store';

/** The personal details step (spec §2 progress "personal details"): who the policy is for and where they live. */
export function OnboardingAboutYouPage() {
  const { t } = useTranslation('onboarding');
  const step = useQuoteStep('about-you');
  const { state, dispatch } = useOnboarding();
  if (step.redirect) return <Navigate to={step.redirect} replace />;

  return (
    <PageSection>
      <FlowProgressBar progress={step.progress} />
      <PageHeader routeId="onboarding-about-you" lead={t('onboarding-about-you.lead')} />
      <ReadOnlyDetails />
      <PersonalDetailsForm
        initialValues={{
          firstName: state.personal.firstName,
          lastName: state.personal.lastName,
          address: state.address.address,
          houseNumber: state.address.houseNumber,
          city: state.address.city,
          postalCode: state.address.postalCode,
        }}
        onSubmit={async ({ personal, address }) => {
          dispatch({ type: 'personalDetailsSubmitted', personal, address });
          await step.leave();
        }}
      />
    </PageSection>
  );
}
