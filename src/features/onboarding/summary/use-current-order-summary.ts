import { useOrderSummary } from '../../../api/get-order-summary';
import { useOnboarding } from '../state/onboarding-store';
import { orderSummaryRequest } from './order-request';

/** The server's amount for what the driver has chosen right now; every component asking shares one request. */
export function useCurrentOrderSummary() {
  const { state } = useOnboarding();
  return useOrderSummary(orderSummaryRequest(state));
}
