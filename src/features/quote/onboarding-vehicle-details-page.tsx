import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { PrimaryLink, SecondaryLink } from '../../app/ui/buttons';
import { Actions, Notice, TextLink } from '../../app/ui/form-layout';
import { VehicleDescription } from '../../app/ui/vehicle/vehicle-description';
import { missingDetails, vehicleWithDetails } from '../../app/ui/vehicle/vehicle-view';
import { guardedVehicle } from './flow/onboarding-flow';
import { useQuoteFlow, useQuotePath } from './flow/quote-flow';
import { useQuoteStep } from './flow/use-quote-step';
import { useOnboarding } from './state/onboarding-store';

/** /onboarding/vehicle-details: the driver checks the vehicle found, completes what is missing, or starts again. */
export function OnboardingVehicleDetailsPage() {
  const { t } = useTranslation('onboarding-entry');
  const { t: tCommon } = useTranslation();
  const { t: tFlow } = useTranslation(useQuoteFlow().leads);
  const quotePath = useQuotePath();
  const { state } = useOnboarding();
  const step = useQuoteStep('vehicle');
  if (step.redirect) return <Navigate to={step.redirect} replace />;

  const vehicle = vehicleWithDetails(guardedVehicle(state), state.vehicleDetails);
  const missing = missingDetails(vehicle);
  const continueLabel = state.status ? t('details.continueToOffer') : t('details.continue');
  const entryPath = quotePath(state.entryMode === 'vin' ? 'vin' : 'plate');

  return (
    <PageSection>
      <PageHeader routeId={step.routeId} heading={step.heading} lead={tFlow(`${step.routeId}.lead`)} />
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
            <PrimaryLink to={quotePath('vehicle-add')}>{t('details.add')}</PrimaryLink>
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
