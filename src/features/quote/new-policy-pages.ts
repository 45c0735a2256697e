import { lazy, type ComponentType } from 'react';
import type { RouteIdOf } from '../../app/route-table';
import { OnboardingPage } from './onboarding-page';
import { OnboardingVinPage } from './onboarding-vin-page';
import { loadVehicleDetailsPage } from './vehicle-details-chunk';

const OnboardingVehicleDetailsPage = lazy(() =>
  loadVehicleDetailsPage().then((m) => ({ default: m.OnboardingVehicleDetailsPage })),
);

// The signed-in driver's new policy shows the quote's own pages, in the order of its declaration
// (flow/new-policy-flow.ts), loaded in the same chunks as the guest's.
const VehicleDetailsAddPage = lazy(() =>
  import('./onboarding-vehicle-details-add-page').then((m) => ({ default: m.OnboardingVehicleDetailsAddPage })),
);
const CalculatePricePage = lazy(() =>
  import('./onboarding-calculate-price-page').then((m) => ({ default: m.OnboardingCalculatePricePage })),
);
const pricedSteps = () => import('./onboarding-priced-steps').then((m) => m.pricedSteps);
const PlansPage = lazy(() => pricedSteps().then((steps) => ({ default: steps.plans })));
const SummaryPage = lazy(() => pricedSteps().then((steps) => ({ default: steps.summary })));
const PaymentPage = lazy(() => pricedSteps().then((steps) => ({ default: steps.payment })));

export const newPolicyPages: Record<RouteIdOf<'new-policy'>, ComponentType> = {
  'new-policy': OnboardingPage,
  'new-policy-vin': OnboardingVinPage,
  'new-policy-vehicle': OnboardingVehicleDetailsPage,
  'new-policy-vehicle-add-details': VehicleDetailsAddPage,
  'new-policy-calculate-price': CalculatePricePage,
  'new-policy-choose-plan': PlansPage,
  'new-policy-summary': SummaryPage,
  'new-policy-payment': PaymentPage,
};
