import { useMutation } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { PricingRequest, PricingResponse } from '@contracts/get-groupama-pricing-for-options';
import { callFunction, type CallError, type CallRequest } from './call-function';

export const getPricing = (request: CallRequest<PricingRequest>) =>
  callFunction<PricingRequest, PricingResponse>(callNames.getGroupamaPricingForOptions, request);

export const usePricing = () =>
  useMutation<PricingResponse, CallError, CallRequest<PricingRequest>>({ mutationFn: getPricing });
