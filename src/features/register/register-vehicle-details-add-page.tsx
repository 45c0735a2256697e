import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { PrimaryLink } from '../../app/ui/buttons';
import { FlowProgressBar } from '../../app/ui/flow-progress-bar';
import { Actions, FormColumn, TextLink } from '../../app/ui/form-layout';
import { VehicleDescription } from '../../app/ui/vehicle/vehicle-description';
import { VehicleDetailsForm } from '../../app/ui/vehicle/vehicle-details-form';
import { missingDetails } from '../../app/ui/vehicle/vehicle-view';
import { useRegisterStep } from './flow/use-register-step';
import { useRegister } from './state/register-store';

/** The details the register lacks, completed by the driver: the same form and rules as the quote. */
export function RegisterVehicleDetailsAddPage() {
  const { t } = useTranslation('register');
  const { state, dispatch } = useRegister();
  const step = useRegisterStep('register-vehicle-details-add');
  if (step.redirect) return <Navigate to={step.redirect} replace />;
  const found = state.vehicle;
  if (!found) return null;
  const complete = missingDetails(found).length === 0;
  return (
    <PageSection>
      <FlowProgressBar progress={step.progress} />
      <PageHeader routeId="register-vehicle-details-add" lead={t('register-vehicle-details-add.lead')} />
      <VehicleDescription vehicle={found} />
      <FormColumn>
        {complete ? (
          <Actions>
            <PrimaryLink to={step.nextPath}>{t('continue')}</PrimaryLink>
          </Actions>
        ) : (
          <VehicleDetailsForm
            vehicle={found}
            details={state.vehicleDetails}
            onSubmit={(details) => {
              dispatch({ type: 'vehicleDetailsAdded', details });
              void step.leave();
            }}
          />
        )}
        <p>
          <TextLink to={paths['register-vehicle-details']}>{t('vehicle.back')}</TextLink>
        </p>
      </FormColumn>
    </PageSection>
  );
}
