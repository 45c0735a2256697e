import { queryOptions, useQuery } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import { errorKeys } from '@contracts/error-keys';
import type { OrderStatusRequest, OrderStatusResponse } from '@contracts/get-order-status';
import { callFunction, type CallError, type CallRequest } from './call-function';

export const getOrderStatus = (request: CallRequest<OrderStatusRequest>) =>
  callFunction<OrderStatusRequest, OrderStatusResponse>(callNames.getOrderStatus, request);

export const orderStatusKeys = {
  all: ['orderStatus'] as const,
  order: (orderNumber: string) => [...orderStatusKeys.all, orderNumber] as const,
};

/** Nothing more will change without the driver: the policy is in the inbox, or the money was refused or given back. */
export const isSettled = (status: OrderStatusResponse) =>
  (status.state === 'paid' && status.policyState === 'issued' && status.emailSent) ||
  status.refund === 'done' ||
  ['declined', 'cancelled', 'expired', 'refunded'].includes(status.state);

/**
 * How often a waiting page asks, by how many answers it has had (a slip's waits for the driver's payment): every half second for the first three seconds,
 * when the policy is usually a second from being issued (the gateway's notification comes before the driver is sent
 * back), then every 2 s, and every 10 s once it is clearly delayed: at most some 30 calls in a minute, within the
 * order-status limit of 60 a minute an address.
 */
export function orderStatusPollInterval(status: OrderStatusResponse | undefined, polls: number): number | false {
  if (status && isSettled(status)) return false;
  // A slip's money comes when the driver pays it, perhaps from the phone beside this screen, and instant transfers
  // land in seconds: every 2 s while the page is visible (Query pauses a hidden tab), 30 calls a minute at most.
  if (status?.state === 'pending' && status.slip && !status.slip.queuedCredit) return 2_000;
  if (status?.slip?.queuedCredit) return 10_000;
  if (polls < 6) return 500;
  return polls < 30 ? 2_000 : 10_000;
}

export const orderStatusQuery = (request: CallRequest<OrderStatusRequest>) =>
  queryOptions<OrderStatusResponse, CallError>({
    queryKey: orderStatusKeys.order(request.orderNumber),
    queryFn: () => getOrderStatus(request),
    // An order the server does not know (or not with this token) will not appear by asking again; a failed call
    // counts as a poll, so a server that keeps failing is asked less and less often too.
    refetchInterval: ({ state }) =>
      state.error?.errorKey === errorKeys.orderNotFound
        ? false
        : orderStatusPollInterval(state.data, state.dataUpdateCount + state.errorUpdateCount),
    staleTime: 0,
  });

/** The order the payment pages follow, polled until it settles. */
export const useOrderStatus = (request: CallRequest<OrderStatusRequest>) => useQuery(orderStatusQuery(request));
