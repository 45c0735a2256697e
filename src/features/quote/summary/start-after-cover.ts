import type { PricingResponse } from '@contracts/get-groupama-pricing-for-options';
import { getPricing } from '../../../api/get-groupama-pricing-for-options';
import { pricingRequestOf } from '../quote-form/pricing-request';
import type { OnboardingState } from '../state/onboarding-state';

/**
 * The quote priced again from another start day, everything else as the driver gave it. Loaded only when a driver
 * whose car is covered takes the later start: the summary's first load carries no pricing request.
 */
export function priceFromStart(state: OnboardingState, policyStartDate: string): Promise<PricingResponse> {
  const { personal, contact, policy } = state;
  return getPricing(
    pricingRequestOf(
      state,
      {
        dateOfBirth: personal.dateOfBirth,
        personalIdentificationNumber: personal.personalIdentificationNumber,
        contactEmail: contact.contactEmail,
        phoneNumberPrefix: contact.phoneNumberPrefix,
        phoneNumber: contact.phoneNumber,
        policyStartDate,
        policyAccepted: policy.policyAccepted,
        contactConsent: policy.contactConsent,
      },
      state.wipId,
    ),
  );
}
