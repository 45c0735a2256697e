import type { ComponentType } from 'react';
import type { RouteIdOf } from '../../app/route-table';
import { NewPolicyPage } from './new-policy-page';
import { NewPolicyVinPage } from './new-policy-vin-page';
import { NewPolicyVehiclePage } from './new-policy-vehicle-page';
import { NewPolicyVehicleAddDetailsPage } from './new-policy-vehicle-add-details-page';
import { NewPolicyCalculatePricePage } from './new-policy-calculate-price-page';
import { NewPolicyChoosePlanPage } from './new-policy-choose-plan-page';
import { NewPolicySummaryPage } from './new-policy-summary-page';
import { NewPolicyPaymentPage } from './new-policy-payment-page';

export const newPolicyPages: Record<RouteIdOf<'new-policy'>, ComponentType> = {
  'new-policy': NewPolicyPage,
  'new-policy-vin': NewPolicyVinPage,
  'new-policy-vehicle': NewPolicyVehiclePage,
  'new-policy-vehicle-add-details': NewPolicyVehicleAddDetailsPage,
  'new-policy-calculate-price': NewPolicyCalculatePricePage,
  'new-policy-choose-plan': NewPolicyChoosePlanPage,
  'new-policy-summary': NewPolicySummaryPage,
  'new-policy-payment': NewPolicyPaymentPage,
};
