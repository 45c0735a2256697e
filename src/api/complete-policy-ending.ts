import { callNames } from '@contracts/call-names';
import type { CompletePolicyEndingRequest, CompletePolicyEndingResponse } from '@contracts/complete-policy-ending';
import { callFunction, type CallRequest } from './call-function';

/** Gives the ending what it waits for: a document the insurer asked for, or the IBAN for the refund. */
export const completePolicyEnding = (request: CallRequest<CompletePolicyEndingRequest>) =>
  callFunction<CompletePolicyEndingRequest, CompletePolicyEndingResponse>(callNames.completePolicyEnding, request);
