import { callNames } from '@contracts/call-names';
import type { EndPolicyRequest, EndPolicyResponse } from '@contracts/end-policy';
import { callFunction, type CallRequest } from './call-function';

/** Asks the insurer to end the policy; the same request again answers the ending there is. */
export const endPolicy = (request: CallRequest<EndPolicyRequest>) =>
  callFunction<EndPolicyRequest, EndPolicyResponse>(callNames.endPolicy, request);
