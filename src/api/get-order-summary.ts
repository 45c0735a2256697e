import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { OrderSummary, OrderSummaryRequest } from '@contracts/get-order-summary';
import { callFunction, type CallError, type CallRequest } from './call-function';

export const getOrderSummary = (request: CallRequest<OrderSummaryRequest>) =>
  callFunction<OrderSummaryRequest, OrderSummary>(callNames.getOrderSummary, request);

/** Cached per quote, covers and code; the key without a request covers every choice (to ask them all again). */
export const orderSummaryKey = (request?: CallRequest<OrderSummaryRequest> | null) =>
  request === undefined ? (['orderSummary'] as const) : (['orderSummary', request] as const);

/** The server's amount for one choice: what the pay button waits for when it is pressed before the amount is in. */
export const orderSummaryQuery = (request: CallRequest<OrderSummaryRequest>) =>
  queryOptions<OrderSummary, CallError>({
    queryKey: orderSummaryKey(request),
    queryFn: () => getOrderSummary(request),
  });

/**
 * The amount to pay, as the server computes it from the stored quote.
 * While a changed selection is being priced, the previous answer stays on screen rather than blanking the total.
 */
export const useOrderSummary = (request: CallRequest<OrderSummaryRequest> | null) =>
  useQuery<OrderSummary, CallError>({
    queryKey: orderSummaryKey(request),
    queryFn: request ? () => getOrderSummary(request) : skipToken,
    placeholderData: keepPreviousData,
  });
