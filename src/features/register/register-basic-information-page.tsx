import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { FlowProgressBar } from '../../app/ui/flow-progress-bar';
import { BasicInformationForm, emptyBasicInformation } from '../../app/ui/personal-details/basic-information-form';
import { useRegisterStep } from './flow/use-register-step';
import { useRegister } from './state/register-store';

/** Registration's first progress step: date of birth, OIB and phone, with the quote's own rules (spec §5). */
export function RegisterBasicInformationPage() {
  const { t } = useTranslation('register');
  const { state, dispatch } = useRegister();
  const step = useRegisterStep('register-basic-information');
  if (step.redirect) return <Navigate to={step.redirect} replace />;
  return (
    <PageSection>
      <FlowProgressBar progress={step.progress} />
      <PageHeader routeId="register-basic-information" lead={t('register-basic-information.lead')} />
      <BasicInformationForm
        initialValues={state.basic ?? emptyBasicInformation}
        submitLabel={t('continue')}
        busyLabel={t('continuing')}
        onSubmit={async (basic) => {
          dispatch({ type: 'basicInformationSubmitted', basic });
          await step.leave();
        }}
      />
    </PageSection>
  );
}
