import type { ComponentType } from 'react';
import type { RouteIdOf } from '../../app/route-table';
import { OnboardingPage } from './onboarding-page';
import { OnboardingVinPage } from './onboarding-vin-page';
import { OnboardingVehicleDetailsPage } from './onboarding-vehicle-details-page';
import { OnboardingVehicleDetailsAddPage } from './onboarding-vehicle-details-add-page';
import { OnboardingCalculatePricePage } from './onboarding-calculate-price-page';
import { OnboardingInsurancePlansPage } from './onboarding-insurance-plans-page';
import { OnboardingSummaryPage } from './onboarding-summary-page';
import { OnboardingAboutYouPage } from './onboarding-about-you-page';
import { OnboardingPaymentPage } from './onboarding-payment-page';
import { OnboardingRegisterUserPage } from './onboarding-register-user-page';

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
