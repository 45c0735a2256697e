import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { PrimaryLink } from '../../app/ui/buttons';
import { Actions, FormColumn, Notice, TextLink } from './entry/flow-ui';
import { VehicleDescription } from './entry/vehicle-description';
import { VehicleDetailsForm } from './entry/vehicle-details-form';
import { missingDetails } from './entry/vehicle-view';
import { useOnboarding } from './state/onboarding-store';

/**
 * /onboarding/vehicle-details/add: the driver completes what the register lacks, then goes on to the price. What the
 * register knows is shown as it is, with the way to have it corrected.
 */
export function OnboardingVehicleDetailsAddPage() {
  const { t } = useTranslation('onboarding-entry');
  const { t: tFlow } = useTranslation('onboarding');
  const { state, dispatch } = useOnboarding();
  const navigate = useNavigate();

  if (!state.vehicle) return <Navigate to={paths.onboarding} replace />;
  const complete = missingDetails(state.vehicle).length === 0;

  return (
    <PageSection>
      <PageHeader
        routeId="onboarding-vehicle-details-add"
        lead={
          complete ? tFlow('onboarding-vehicle-details-add.complete') : tFlow('onboarding-vehicle-details-add.lead')
        }
      />
      <VehicleDescription vehicle={state.vehicle} />
      <FormColumn>
        <Notice>
          <p>
            <Trans t={t} i18nKey="add.registerFacts" components={{ contactLink: <Link to={paths['contact-us']} /> }} />
          </p>
        </Notice>
        {complete ? (
          <Actions>
            <PrimaryLink to={paths['onboarding-calculate-price']}>{t('details.continue')}</PrimaryLink>
          </Actions>
        ) : (
          <VehicleDetailsForm
            vehicle={state.vehicle}
            details={state.vehicleDetails}
            onSubmit={(details) => {
              dispatch({ type: 'vehicleDetailsAdded', details });
              navigate(paths['onboarding-calculate-price']);
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
