import type { PricingRequest } from '@contracts/get-groupama-pricing-for-options';
import type { CallRequest } from '../../../api/call-function';
import { deviceType } from '../../../lib/device-type';
import { addedDetails } from '../../../app/ui/vehicle/vehicle-view';
import { guardedVehicle } from '../flow/onboarding-flow';
import type { OnboardingState } from '../state/onboarding-state';
import type { QuoteFormValues } from './quote-form-schema';

/** What the price is asked for: the vehicle in the state, the driver and the policy as given, the kept coupon. */
export function pricingRequestOf(
  state: OnboardingState,
  values: QuoteFormValues,
  wipId: string | null,
): CallRequest<PricingRequest> {
  const { licensePlate, vin, referral, utmTags, discount } = state;
  return {
    wipId,
    // The insurer prices by plate when there is one; coupons are tied to plates too.
    licensePlate: licensePlate || null,
    vin: licensePlate ? null : vin || null,
    vehicleDetails: addedDetails(guardedVehicle(state), state.vehicleDetails),
    dateOfBirth: values.dateOfBirth,
    personalIdentificationNumber: values.personalIdentificationNumber,
    contactEmail: values.contactEmail,
    phoneNumberPrefix: values.phoneNumberPrefix,
    phoneNumber: values.phoneNumber,
    policyStartDate: values.policyStartDate || null,
    policyAccepted: values.policyAccepted,
    discountCode: discount.box === 'applied' && discount.kind === 'code' && discount.code ? discount.code : null,
    utmTags,
    deviceType: deviceType(),
    referrerId: referral.referrerId,
    referralIndividualId: referral.referralIndividualId,
  };
}
