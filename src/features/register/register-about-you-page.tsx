import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { FlowProgressBar } from '../../app/ui/flow-progress-bar';
import { PersonalDetailsForm } from '../../app/ui/personal-details/personal-details-form';
import { useRegisterStep } from './flow/use-register-step';
import { useRegister } from './state/register-store';

/** Registration's personal details: name and address, the same form and place list as the quote. */
export function RegisterAboutYouPage() {
  const { t } = useTranslation('register');
  const { state, dispatch } = useRegister();
  const step = useRegisterStep('register-about-you');
  if (step.redirect) return <Navigate to={step.redirect} replace />;
  const { details } = state;
  return (
    <PageSection>
      <FlowProgressBar progress={step.progress} />
      <PageHeader routeId="register-about-you" lead={t('register-about-you.lead')} />
      <PersonalDetailsForm
        initialValues={{
          firstName: details?.personal.firstName ?? '',
          lastName: details?.personal.lastName ?? '',
          address: details?.address.address ?? '',
          houseNumber: details?.address.houseNumber ?? '',
          city: details?.address.city ?? '',
          postalCode: details?.address.postalCode ?? '',
        }}
        onSubmit={async (submitted) => {
          dispatch({ type: 'personalDetailsSubmitted', details: submitted });
          await step.leave();
        }}
      />
    </PageSection>
  );
}
