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
import { useQuoteFlow, useQuotePath } from './flow/quote-flow';
import { useQuoteStep } from './flow/use-quote-step';
import { useOnboarding } from './state/onboarding-store';

/**
 * /onboarding/vehicle-details/add: the driver completes what the register lacks, then goes on to the price. What the
 * register knows is shown as it is, with the way to have it corrected.
 */
export function OnboardingVehicleDetailsAddPage() {
  const { t } = useTranslation('onboarding-entry');
  const { t: tFlow } = useTranslation(useQuoteFlow().leads);
  const quotePath = useQuotePath();
  const { state, dispatch } = useOnboarding();
  const step = useQuoteStep('vehicle-add');
  if (step.redirect) return <Navigate to={step.redirect} replace />;
  const vehicle = guardedVehicle(state);
  const complete = missingDetails(vehicle).length === 0;

  return (
    <PageSection>
      <PageHeader
        routeId={step.routeId}
        heading={step.heading}
        lead={complete ? tFlow(`${step.routeId}.complete`) : tFlow(`${step.routeId}.lead`)}
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
          <TextLink to={quotePath('vehicle')}>{t('add.back')}</TextLink>
        </p>
      </FormColumn>
    </PageSection>
  );
}
