/**
 * `POST /api/orders/policy-pdf` with `{ orderNumber, orderToken, document? }`: a PDF of a paid order's policy, for the
 * browser that paid (it holds the token): the e-policy (the default) or the green card issued with it. The token
 * travels in the body, not the URL, so it stays out of logs and history. Answers `application/pdf`, or an
 * `ApiErrorBody`: 404 for an unknown order, a wrong token or a policy issued without a green card, 409 while the
 * policy is not issued yet.
 */
import * as yup from 'yup';
import { fieldErrors } from './field-rules.js';
import { orderReferenceFields } from './get-order-status.js';
import { textSchema } from './validation.js';

/** The documents of a policy that can be downloaded. */
export const policyDocuments = ['e-policy', 'green-card'] as const;
export type PolicyDocumentKind = (typeof policyDocuments)[number];

/** Which document: absent means the e-policy, as every caller before the green card asked. */
export const policyDocumentField = textSchema().oneOf(policyDocuments, fieldErrors.invalid).optional();

export const policyPdfRequestSchema = yup
  .object({ ...orderReferenceFields, document: policyDocumentField })
  .noUnknown(fieldErrors.invalid);

export type PolicyPdfRequest = yup.InferType<typeof policyPdfRequestSchema>;
