import { OnboardingInsurancePlansPage } from './onboarding-insurance-plans-page';
import { OnboardingPaymentPage } from './onboarding-payment-page';
import { OnboardingSummaryPage } from './onboarding-summary-page';

/** The steps after pricing (plans, summary, payment), loaded as one chunk when the driver reaches the first. */
export const pricedSteps = {
  plans: OnboardingInsurancePlansPage,
  summary: OnboardingSummaryPage,
  payment: OnboardingPaymentPage,
};
