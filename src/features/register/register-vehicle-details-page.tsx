import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { PrimaryButton, PrimaryLink } from '../../app/ui/buttons';
import { FlowProgressBar } from '../../app/ui/flow-progress-bar';
import { Actions, Notice, TextLink } from '../../app/ui/form-layout';
import { VehicleDescription } from '../../app/ui/vehicle/vehicle-description';
import { missingDetails } from '../../app/ui/vehicle/vehicle-view';
import { guardedVehicle } from './flow/register-flow';
import { useRegisterStep } from './flow/use-register-step';
import { useRegister } from './state/register-store';

/** The vehicle the account starts with, as found: confirmed, completed where the register is blank, or another one. */
export function RegisterVehicleDetailsPage() {
  const { t } = useTranslation('register');
  const { state } = useRegister();
  const step = useRegisterStep('register-vehicle-details');
  if (step.redirect) return <Navigate to={step.redirect} replace />;
  const vehicle = guardedVehicle(state);
  const missing = missingDetails(vehicle).length > 0;
  return (
    <PageSection>
      <FlowProgressBar progress={step.progress} />
      <PageHeader routeId="register-vehicle-details" lead={t('register-vehicle-details.lead')} />
      <VehicleDescription vehicle={vehicle} />
      {missing ? (
        <Notice>
          <p>{t('vehicle.missing')}</p>
        </Notice>
      ) : null}
      <Actions>
        {missing ? (
          <PrimaryLink to={paths['register-vehicle-details-add']}>{t('vehicle.complete')}</PrimaryLink>
        ) : (
          <PrimaryButton type="button" onClick={() => void step.goOn()}>
            {t('continue')}
          </PrimaryButton>
        )}
      </Actions>
      <p>
        <TextLink to={state.entryMode === 'vin' ? paths['register-vin'] : paths['register-license-plate']}>
          {t('vehicle.another')}
        </TextLink>
      </p>
    </PageSection>
  );
}
