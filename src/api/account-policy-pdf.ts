import { callNames } from '@contracts/call-names';
import type { AccountPolicyPdfRequest, AccountPolicyPdfResponse } from '@contracts/get-account-policy-pdf';
import { pdfFileOf } from '../lib/pdf-file';
import { callFunction, type CallRequest } from './call-function';

/** The e-policy of one of the account's policies, as a file to save. */
export const fetchAccountPolicyPdf = async (request: CallRequest<AccountPolicyPdfRequest>) =>
  pdfFileOf(
    await callFunction<AccountPolicyPdfRequest, AccountPolicyPdfResponse>(callNames.getAccountPolicyPdf, request),
  );
