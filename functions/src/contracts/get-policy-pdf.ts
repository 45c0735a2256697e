/**
 * `getPolicyPdf`: a version of the e-policy as a PDF, for the account or a guest's access token: the one in force
 * when `version` is null, or an earlier one an endorsement replaced (it says so at its top). `not-found` for a
 * version the policy never had.
 */
import * as yup from 'yup';
import { fieldErrors } from './field-rules.js';
import { policyAccessFields } from './policy-access.js';

/** More versions than a year of address changes could make: a bound on the number, not on the changes. */
export const maxPolicyVersion = 100;

export const getPolicyPdfRequestSchema = yup
  .object({
    ...policyAccessFields,
    version: yup
      .number()
      .integer(fieldErrors.invalid)
      .min(1, fieldErrors.invalid)
      .max(maxPolicyVersion, fieldErrors.invalid)
      .nullable()
      .defined(fieldErrors.required),
  })
  .noUnknown(fieldErrors.invalid);
export type GetPolicyPdfRequest = yup.InferType<typeof getPolicyPdfRequestSchema>;

export interface GetPolicyPdfResponse {
  fileName: string;
  pdfBase64: string;
}
