import { callNames } from '@contracts/call-names';
import type { AccountPolicyPdfRequest, AccountPolicyPdfResponse } from '@contracts/get-account-policy-pdf';
import { callFunction, type CallRequest } from './call-function';

/** The e-policy of one of the account's policies, as a file to save. */
export async function fetchAccountPolicyPdf(
  request: CallRequest<AccountPolicyPdfRequest>,
): Promise<{ blob: Blob; fileName: string }> {
  const { fileName, pdfBase64 } = await callFunction<AccountPolicyPdfRequest, AccountPolicyPdfResponse>(
    callNames.getAccountPolicyPdf,
    request,
  );
  const bytes = Uint8Array.from(atob(pdfBase64), (character) => character.charCodeAt(0));
  return { blob: new Blob([bytes], { type: 'application/pdf' }), fileName };
}
