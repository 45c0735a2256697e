import { callNames } from '@contracts/call-names';
import type { LinkAccidentPolicyRequest, LinkAccidentPolicyResponse } from '@contracts/link-accident-policy';
import { callFunction, type CallRequest } from './call-function';

export const linkAccidentPolicy = (request: CallRequest<LinkAccidentPolicyRequest>) =>
  callFunction<LinkAccidentPolicyRequest, LinkAccidentPolicyResponse>(callNames.linkAccidentPolicy, request);
