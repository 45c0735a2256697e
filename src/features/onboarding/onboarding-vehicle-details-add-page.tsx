import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { PrimaryLink } from '../../app/ui/buttons';
import { Actions, FormColumn, Notice, TextLink } from '../../app/ui/form-layout';
import { VehicleDescription } from '../../app/ui/vehicle/vehicle-description';
import { VehicleDetailsForm } from '../../app/ui/vehicle/vehicle-details-form';
import { missingDetails } from '../../app/ui/vehicle/vehicle-view';
import { guardedVehicle } from './flow/onboarding-flow';
import { useOnboardingStep } from './flow/use-onboarding-step';
import { useOnboarding } from './state/onboarding-store';

/**
 * /onboarding/vehicle-details/add: the driver completes what the register lacks, then goes on to the price. What the
 * register knows is shown as it is, with the way to have it corrected.
 */
export function OnboardingVehicleDetailsAddPage() {
  const { t } = useTranslation('onboarding-entry');
  const { t: tFlow } = useTranslation('onboarding');
  const { state, dispatch } = useOnboarding();
  const step = useOnboardingStep('onboarding-vehicle-details-add');
  if (step.redirect) return <Navigate to={step.redirect} replace />;
  const vehicle = guardedVehicle(state);
  const complete = missingDetails(vehicle).length === 0;

  return (
    <PageSection>
      <PageHeader
        routeId="onboarding-vehicle-details-add"
        lead={
          complete ? tFlow('onboarding-vehicle-details-add.complete') : tFlow('onboarding-vehicle-details-add.lead')
        }
      />
      <VehicleDescription vehicle={vehicle} />
      <FormColumn>
        <Notice>
          <p>
            <Trans t={t} i18nKey="add.registerFacts" components={{ contactLink: <Link to={paths['contact-us']} /> }} />
          </p>
        </Notice>
        {complete ? (
          <Actions>
            <PrimaryLink to={step.nextPath}>{t('details.continue')}</PrimaryLink>
          </Actions>
        ) : (
          <VehicleDetailsForm
            vehicle={vehicle}
            details={state.vehicleDetails}
            onSubmit={(details) => {
              dispatch({ type: 'vehicleDetailsAdded', details });
              void step.leave();
            }}
          />
        )}
        <p>
          <TextLink to={paths['onboarding-vehicle-details']}>{t('add.back')}</TextLink>
        </p>
      </FormColumn>
    </PageSection>
  );
}
