/**
 * `getAccountPolicyPdf`: a PDF of a policy on the signed-in driver's account, by its order number: the e-policy (the
 * default) or the green card issued with it. Only the account the policy belongs to gets it; any other caller, or a
 * green card asked of a policy issued without one, gets the same `not-found` as for a number that does not exist.
 * The PDF comes base64-encoded in the answer (a callable answers JSON), about 100 kB.
 */
import * as yup from 'yup';
import { policyDocumentField } from './download-policy.js';
import { fieldErrors } from './field-rules.js';
import { orderReferenceFields } from './get-order-status.js';
import { clientContextFields } from './validation.js';

export const accountPolicyPdfRequestSchema = yup
  .object({
    orderNumber: orderReferenceFields.orderNumber,
    document: policyDocumentField,
    platform: clientContextFields.platform,
    platformVersion: clientContextFields.platformVersion,
  })
  .noUnknown(fieldErrors.invalid);

export type AccountPolicyPdfRequest = yup.InferType<typeof accountPolicyPdfRequestSchema>;

export interface AccountPolicyPdfResponse {
  fileName: string;
  pdfBase64: string;
}
