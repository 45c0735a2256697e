/**
 * `linkAccidentPolicy`: one of our policies fills a side's policyholder, vehicle and insurance. A guest names the
 * plate and the policy number, which must match one policy; a signed-in driver picks one of the account's policies
 * and the SPA sends the same two. Nothing about a policy that does not match is told.
 */
import * as yup from 'yup';
import { partyRoleSchema, statementAccessFields } from './accident-statement.js';
import { fieldErrors } from './field-rules.js';
import { textSchema } from './validation.js';

export const linkAccidentPolicyRequestSchema = yup
  .object({
    ...statementAccessFields,
    role: partyRoleSchema(),
    plate: textSchema().max(16, fieldErrors.tooLong).required(fieldErrors.required),
    policyNumber: textSchema().max(40, fieldErrors.tooLong).required(fieldErrors.required),
  })
  .noUnknown(fieldErrors.invalid);
export type LinkAccidentPolicyRequest = yup.InferType<typeof linkAccidentPolicyRequestSchema>;
export interface LinkAccidentPolicyResponse {
  version: number;
}
