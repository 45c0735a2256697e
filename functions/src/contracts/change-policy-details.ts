/**
 * `changePolicyDetails`: the policyholder changes what may change on a running policy (policy-details.ts). Contact
 * details (`contact`) are ours and change at once; the address (`address`) goes to the insurer, whose endorsement
 * makes a new version of the e-policy. One of the two per call. What identifies the risk (the policyholder's name,
 * OIB and date of birth, and the car) never changes on a running policy: it is ended and a new one bought.
 */
import * as yup from 'yup';
import { fieldErrors } from './field-rules.js';
import type { ManagedPolicy } from './get-policy.js';
import { policyAccessFields } from './policy-access.js';
import { addressChangeSchema, contactChangeSchema } from './policy-details.js';

export const changePolicyDetailsRequestSchema = yup
  .object({
    ...policyAccessFields,
    contact: contactChangeSchema.optional().default(undefined),
    address: addressChangeSchema.optional().default(undefined),
  })
  // One of the two, whatever else came (or nothing at all: never a crash on a missing body).
  .test('one', fieldErrors.required, (value) => (value?.contact === undefined) !== (value?.address === undefined))
  .noUnknown(fieldErrors.invalid);
export type ChangePolicyDetailsRequest = yup.InferType<typeof changePolicyDetailsRequestSchema>;

export interface ChangePolicyDetailsResponse {
  policy: ManagedPolicy;
}
