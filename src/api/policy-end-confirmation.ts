import { callNames } from '@contracts/call-names';
import type {
  GetPolicyEndConfirmationRequest,
  GetPolicyEndConfirmationResponse,
} from '@contracts/get-policy-end-confirmation';
import { pdfFileOf } from '../lib/pdf-file';
import { callFunction, type CallRequest } from './call-function';

/** The confirmation that the policy ended, as a file to save. */
export const fetchPolicyEndConfirmation = async (request: CallRequest<GetPolicyEndConfirmationRequest>) =>
  pdfFileOf(
    await callFunction<GetPolicyEndConfirmationRequest, GetPolicyEndConfirmationResponse>(
      callNames.getPolicyEndConfirmation,
      request,
    ),
  );
