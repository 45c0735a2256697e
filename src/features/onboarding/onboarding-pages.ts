import { lazy, type ComponentType } from 'react';
import type { RouteIdOf } from '../../app/route-table';
import { OnboardingPage } from './onboarding-page';
import { OnboardingVinPage } from './onboarding-vin-page';
import { OnboardingVehicleDetailsPage } from './onboarding-vehicle-details-page';
import { OnboardingInsurancePlansPage } from './onboarding-insurance-plans-page';
import { OnboardingSummaryPage } from './onboarding-summary-page';
import { OnboardingPaymentPage } from './onboarding-payment-page';
import { OnboardingRegisterUserPage } from './onboarding-register-user-page';

// The form steps carry Formik; they load when the driver gets there, so the plate entry opens without it.
const OnboardingVehicleDetailsAddPage = lazy(() =>
  import('./onboarding-vehicle-details-add-page').then((m) => ({ default: m.OnboardingVehicleDetailsAddPage })),
);
const OnboardingCalculatePricePage = lazy(() =>
  import('./onboarding-calculate-price-page').then((m) => ({ default: m.OnboardingCalculatePricePage })),
);
const OnboardingAboutYouPage = lazy(() =>
  import('./onboarding-about-you-page').then((m) => ({ default: m.OnboardingAboutYouPage })),
);

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
