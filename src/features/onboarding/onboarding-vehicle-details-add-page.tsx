import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { FormColumn, TextLink } from './entry/flow-ui';
import { VehicleDetailsForm } from './entry/vehicle-details-form';
import { vehicleWithDetails } from './entry/vehicle-view';
import { useOnboarding } from './state/onboarding-store';

/** /onboarding/vehicle-details/add: the driver completes the details the register lacks, then goes on to the price. */
export function OnboardingVehicleDetailsAddPage() {
  const { t } = useTranslation('onboarding-entry');
  const { t: tFlow } = useTranslation('onboarding');
  const { state, dispatch } = useOnboarding();
  const navigate = useNavigate();

  if (!state.vehicle) return <Navigate to={paths.onboarding} replace />;

  return (
    <PageSection>
      <PageHeader routeId="onboarding-vehicle-details-add" lead={tFlow('onboarding-vehicle-details-add.lead')} />
      <FormColumn>
        <VehicleDetailsForm
          vehicle={vehicleWithDetails(state.vehicle, state.vehicleDetails)}
          onSubmit={(details) => {
            dispatch({ type: 'vehicleDetailsAdded', details });
            navigate(paths['onboarding-calculate-price']);
          }}
        />
        <p>
          <TextLink to={paths['onboarding-vehicle-details']}>{t('add.back')}</TextLink>
        </p>
      </FormColumn>
    </PageSection>
  );
}
