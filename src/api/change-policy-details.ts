import { callNames } from '@contracts/call-names';
import type { ChangePolicyDetailsRequest, ChangePolicyDetailsResponse } from '@contracts/change-policy-details';
import { callFunction, type CallRequest } from './call-function';

/** Changes the contact details at once, or sends a new address to the insurer; answers the policy as it now is. */
export const changePolicyDetails = (request: CallRequest<ChangePolicyDetailsRequest>) =>
  callFunction<ChangePolicyDetailsRequest, ChangePolicyDetailsResponse>(callNames.changePolicyDetails, request);
