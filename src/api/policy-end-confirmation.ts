import { callNames } from '@contracts/call-names';
import type {
  GetPolicyEndConfirmationRequest,
  GetPolicyEndConfirmationResponse,
} from '@contracts/get-policy-end-confirmation';
import { callFunction, type CallRequest } from './call-function';

/** The confirmation that the policy ended, as a file to save. */
export async function fetchPolicyEndConfirmation(
  request: CallRequest<GetPolicyEndConfirmationRequest>,
): Promise<{ blob: Blob; fileName: string }> {
  const { fileName, pdfBase64 } = await callFunction<GetPolicyEndConfirmationRequest, GetPolicyEndConfirmationResponse>(
    callNames.getPolicyEndConfirmation,
    request,
  );
  const bytes = Uint8Array.from(atob(pdfBase64), (character) => character.charCodeAt(0));
  return { blob: new Blob([bytes], { type: 'application/pdf' }), fileName };
}
