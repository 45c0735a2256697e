import { useMutation } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { OfferRequest, OfferRequestResponse } from '@contracts/send-create-offer-request';
import { callFunction, type CallError, type CallRequest } from './call-function';

export const sendCreateOfferRequest = (request: CallRequest<OfferRequest>) =>
  callFunction<OfferRequest, OfferRequestResponse>(callNames.sendCreateOfferRequest, request);

export const useOfferRequest = () =>
  useMutation<OfferRequestResponse, CallError, CallRequest<OfferRequest>>({ mutationFn: sendCreateOfferRequest });
