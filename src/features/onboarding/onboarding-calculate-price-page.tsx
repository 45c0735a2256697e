import { Navigate } from 'react-router';
import { paths } from '../../app/route-table';
import { CalculatePrice } from './quote-form/calculate-price';
import { useOnboarding } from './state/onboarding-store';

/** /onboarding/calculate-price: a price needs a found vehicle (spec §5), so without one the driver starts at entry. */
export function OnboardingCalculatePricePage() {
  const { state } = useOnboarding();
  if (!state.vehicle) return <Navigate to={paths.onboarding} replace />;
  return <CalculatePrice vehicle={state.vehicle} />;
}
