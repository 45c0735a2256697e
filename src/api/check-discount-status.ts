import { useMutation } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { DiscountStatusRequest, DiscountStatusResponse } from '@contracts/check-discount-status';
import { callFunction, type CallError, type CallRequest } from './call-function';

export const checkDiscountStatus = (request: CallRequest<DiscountStatusRequest>) =>
  callFunction<DiscountStatusRequest, DiscountStatusResponse>(callNames.checkDiscountStatus, request);

export const useDiscountCheck = () =>
  useMutation<DiscountStatusResponse, CallError, CallRequest<DiscountStatusRequest>>({
    mutationFn: checkDiscountStatus,
  });
