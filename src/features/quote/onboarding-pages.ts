import { lazy, type ComponentType } from 'react';
import type { RouteIdOf } from '../../app/route-table';
import { OnboardingPage } from './onboarding-page';
import { OnboardingVinPage } from './onboarding-vin-page';
import { loadVehicleDetailsPage } from './vehicle-details-chunk';

const OnboardingVehicleDetailsPage = lazy(() =>
  loadVehicleDetailsPage().then((m) => ({ default: m.OnboardingVehicleDetailsPage })),
);

// The steps after the vehicle load when the driver gets there: the form steps carry Formik, the plans and the summary
// the order's query and its dates, and the plate entry (where most visits start) opens without any of it.
const OnboardingVehicleDetailsAddPage = lazy(() =>
  import('./onboarding-vehicle-details-add-page').then((m) => ({ default: m.OnboardingVehicleDetailsAddPage })),
);
const OnboardingCalculatePricePage = lazy(() =>
  import('./onboarding-calculate-price-page').then((m) => ({ default: m.OnboardingCalculatePricePage })),
);
// Opening an account loads Firebase Auth, which no quote step needs.
const OnboardingRegisterUserPage = lazy(() =>
  import('./onboarding-register-user-page').then((m) => ({ default: m.OnboardingRegisterUserPage })),
);
const OnboardingAboutYouPage = lazy(() =>
  import('./onboarding-about-you-page').then((m) => ({ default: m.OnboardingAboutYouPage })),
);
// The priced steps come together: a driver on one of them goes on to the next, and one chunk weighs less than three.
const pricedSteps = () => import('./onboarding-priced-steps').then((m) => m.pricedSteps);
const OnboardingInsurancePlansPage = lazy(() => pricedSteps().then((steps) => ({ default: steps.plans })));
const OnboardingSummaryPage = lazy(() => pricedSteps().then((steps) => ({ default: steps.summary })));
const OnboardingPaymentPage = lazy(() => pricedSteps().then((steps) => ({ default: steps.payment })));

export const onboardingPages: Record<RouteIdOf<'onboarding'>, ComponentType> = {
  onboarding: OnboardingPage,
  'onboarding-vin': OnboardingVinPage,
  'onboarding-vehicle-details': OnboardingVehicleDetailsPage,
  'onboarding-vehicle-details-add': OnboardingVehicleDetailsAddPage,
  'onboarding-calculate-price': OnboardingCalculatePricePage,
  'onboarding-insurance-plans': OnboardingInsurancePlansPage,
  'onboarding-summary': OnboardingSummaryPage,
  'onboarding-about-you': OnboardingAboutYouPage,
  'onboarding-payment': OnboardingPaymentPage,
  'onboarding-register-user': OnboardingRegisterUserPage,
};
