import { useEffect } from 'react';
import { useOrderSummary } from '../../../api/get-order-summary';
import { useOnboarding } from '../state/onboarding-store';
import { orderSummaryRequest } from './order-request';

/** The server's amount for what the driver has chosen right now; every component asking shares one request. */
export function useCurrentOrderSummary() {
  const { state, dispatch } = useOnboarding();
  const query = useOrderSummary(orderSummaryRequest(state));
  const expired = query.data?.discountCodeRefusal === 'expired';
  // Spec §4: a coupon that has expired since it was applied empties the discount box.
  useEffect(() => {
    if (expired) dispatch({ type: 'discountRemoved' });
  }, [expired, dispatch]);
  return query;
}
