/**
 * `POST /api/orders/policy-pdf` with `{ orderNumber, orderToken }`: the e-policy PDF of a paid order, for the browser
 * that paid (it holds the token). The token travels in the body, not the URL, so it stays out of logs and history.
 * Answers `application/pdf`, or an `ApiErrorBody`: 404 for an unknown order or a wrong token, 409 while the policy is
 * not issued yet.
 */
import * as yup from 'yup';
import { fieldErrors } from './field-rules.js';
import { orderReferenceFields } from './get-order-status.js';

export const policyPdfRequestSchema = yup.object({ ...orderReferenceFields }).noUnknown(fieldErrors.invalid);

export type PolicyPdfRequest = yup.InferType<typeof policyPdfRequestSchema>;
