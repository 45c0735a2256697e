import { callNames } from '@contracts/call-names';
import type { CheckClaimPayeeRequest, CheckClaimPayeeResponse } from '@contracts/check-claim-payee';
import { callFunction, type CallRequest } from './call-function';

/** Has the insurer's bank check the account holder's name against the IBAN before the offer is accepted. */
export const checkClaimPayee = (request: CallRequest<CheckClaimPayeeRequest>) =>
  callFunction<CheckClaimPayeeRequest, CheckClaimPayeeResponse>(callNames.checkClaimPayee, request);
