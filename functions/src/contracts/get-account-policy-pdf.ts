/**
 * `getAccountPolicyPdf`: the e-policy PDF of a policy on the signed-in driver's account, by its order number. Only the
 * account the policy belongs to gets it; any other caller gets the same `not-found` as for a number that does not
 * exist. The PDF comes base64-encoded in the answer (a callable answers JSON), about 100 kB.
 */
import * as yup from 'yup';
import { fieldErrors } from './field-rules.js';
import { orderReferenceFields } from './get-order-status.js';
import { clientContextFields } from './validation.js';

export const accountPolicyPdfRequestSchema = yup
  .object({
    orderNumber: orderReferenceFields.orderNumber,
    platform: clientContextFields.platform,
    platformVersion: clientContextFields.platformVersion,
  })
  .noUnknown(fieldErrors.invalid);

export type AccountPolicyPdfRequest = yup.InferType<typeof accountPolicyPdfRequestSchema>;

export interface AccountPolicyPdfResponse {
  fileName: string;
  pdfBase64: string;
}
