/**
 * `getPolicyEndConfirmation`: the confirmation of an ended policy (*potvrda o prestanku osiguranja*) as a PDF, the
 * same file its e-mail carried, for the account or a guest's access token. `not-found` until the insurer ended it.
 */
import * as yup from 'yup';
import { fieldErrors } from './field-rules.js';
import { policyAccessFields } from './policy-access.js';

export const getPolicyEndConfirmationRequestSchema = yup.object(policyAccessFields).noUnknown(fieldErrors.invalid);
export type GetPolicyEndConfirmationRequest = yup.InferType<typeof getPolicyEndConfirmationRequestSchema>;

export interface GetPolicyEndConfirmationResponse {
  fileName: string;
  pdfBase64: string;
}
