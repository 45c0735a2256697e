import { callNames } from '@contracts/call-names';
import type { GetPolicyPdfRequest, GetPolicyPdfResponse } from '@contracts/get-policy-pdf';
import { pdfFileOf } from '../lib/pdf-file';
import { callFunction, type CallRequest } from './call-function';

/** A version of the e-policy (the one in force for `version: null`), as a file to save. */
export const fetchManagedPolicyPdf = async (request: CallRequest<GetPolicyPdfRequest>) =>
  pdfFileOf(await callFunction<GetPolicyPdfRequest, GetPolicyPdfResponse>(callNames.getPolicyPdf, request));
