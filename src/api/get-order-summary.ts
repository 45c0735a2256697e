import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { OrderSummary, OrderSummaryRequest } from '@contracts/get-order-summary';
import { callFunction, type CallError, type CallRequest } from './call-function';

export const getOrderSummary = (request: CallRequest<OrderSummaryRequest>) =>
  callFunction<OrderSummaryRequest, OrderSummary>(callNames.getOrderSummary, request);

/**
 * The amount to pay, as the server computes it from the stored quote; cached per quote, covers and code.
 * While a changed selection is being priced, the previous answer stays on screen rather than blanking the total.
 */
export const useOrderSummary = (request: CallRequest<OrderSummaryRequest> | null) =>
  useQuery<OrderSummary, CallError>({
    queryKey: ['orderSummary', request],
    queryFn: () => getOrderSummary(request as CallRequest<OrderSummaryRequest>),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
