import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { PrimaryLink, SecondaryLink } from '../../app/ui/buttons';
import { Actions, Notice, TextLink } from '../../app/ui/form-layout';
import { VehicleDescription } from '../../app/ui/vehicle/vehicle-description';
import { missingDetails, vehicleWithDetails } from '../../app/ui/vehicle/vehicle-view';
import { guardedVehicle } from './flow/onboarding-flow';
import { useOnboardingStep } from './flow/use-onboarding-step';
import { useOnboarding } from './state/onboarding-store';

/** /onboarding/vehicle-details: the driver checks the vehicle found, completes what is missing, or starts again. */
export function OnboardingVehicleDetailsPage() {
  const { t } = useTranslation('onboarding-entry');
  const { t: tCommon } = useTranslation();
  const { t: tFlow } = useTranslation('onboarding');
  const { state } = useOnboarding();
  const step = useOnboardingStep('onboarding-vehicle-details');
  if (step.redirect) return <Navigate to={step.redirect} replace />;

  const vehicle = vehicleWithDetails(guardedVehicle(state), state.vehicleDetails);
  const missing = missingDetails(vehicle);
  const continueLabel = state.status ? t('details.continueToOffer') : t('details.continue');
  const entryPath = state.entryMode === 'vin' ? paths['onboarding-vin'] : paths.onboarding;

  return (
    <PageSection>
      <PageHeader routeId="onboarding-vehicle-details" lead={tFlow('onboarding-vehicle-details.lead')} />
      <VehicleDescription vehicle={vehicle} />
      {state.status ? (
        <Notice>
          <p>{tCommon(state.status)}</p>
          <p>{t('details.offerRequestNote')}</p>
        </Notice>
      ) : null}
      {missing.length > 0 ? (
        <Notice>
          <p>{t('details.missing')}</p>
        </Notice>
      ) : null}
      <Actions>
        {/* Completing is offered only where the register has a gap; its known values are not the driver's to edit. */}
        {missing.length > 0 ? (
          <>
            <PrimaryLink to={paths['onboarding-vehicle-details-add']}>{t('details.add')}</PrimaryLink>
            <SecondaryLink to={step.nextPath}>{continueLabel}</SecondaryLink>
          </>
        ) : (
          <PrimaryLink to={step.nextPath}>{continueLabel}</PrimaryLink>
        )}
        <TextLink to={entryPath}>{t('details.notMine')}</TextLink>
      </Actions>
    </PageSection>
  );
}
