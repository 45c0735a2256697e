/**
 * `completePolicyEnding`: gives an ending what it waits for: a document the insurer asked for (`documents-missing`),
 * or the IBAN for a refund the card could not take back (`needs-iban`). One of the two per call; the same document
 * twice is kept once.
 */
import * as yup from 'yup';
import { policyEndDocumentSchema } from './end-policy.js';
import { fieldErrors } from './field-rules.js';
import { ibanSchema } from './iban.js';
import { policyAccessFields } from './policy-access.js';
import type { PolicyEndingView } from './policy-ending.js';

export const completePolicyEndingRequestSchema = yup
  .object({
    ...policyAccessFields,
    document: policyEndDocumentSchema.optional().default(undefined),
    iban: ibanSchema().optional().default(undefined),
  })
  // One of the two, whatever else came (or nothing at all: never a crash on a missing body).
  .test('one', fieldErrors.required, (value) => (value?.document === undefined) !== (value?.iban === undefined))
  .noUnknown(fieldErrors.invalid);
export type CompletePolicyEndingRequest = yup.InferType<typeof completePolicyEndingRequestSchema>;

export interface CompletePolicyEndingResponse {
  ending: PolicyEndingView;
}
