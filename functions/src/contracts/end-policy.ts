/**
 * `endPolicy`: the policyholder, by the account or a guest's access token (contracts/policy-access.ts), ends a policy
 * early (contracts/policy-ending.ts): withdraws within the 14 days, or cancels it because the car was sold,
 * deregistered, stolen, destroyed or exported, with the proof the reason takes, a photo or PDF told by its bytes. One
 * ending per policy: the same request again (a retry after a lost answer, ten at once) answers the ending there is
 * and changes nothing. A refund that cannot go back to the card is paid to the IBAN the request gives, or asked for
 * afterwards (`completePolicyEnding`).
 */
import * as yup from 'yup';
import { claimDocumentContentTypes } from './claim.js';
import { fieldErrors } from './field-rules.js';
import { ibanSchema } from './iban.js';
import { policyEndDocumentCodes, policyEndReasons, type PolicyEndingView } from './policy-ending.js';
import { policyAccessFields } from './policy-access.js';
import { photoIdPattern } from './upload-accident-photo.js';
import { base64Length, base64Pattern, maxClaimDocumentBytes } from './request-sizes.js';
import { displayDateSchema, textSchema } from './validation.js';

/** A proof document as the phone sends it; the bytes decide what it is, as for a claim's documents. */
export const policyEndDocumentSchema = yup
  .object({
    /** A UUID the phone draws: the same document twice is kept once. */
    documentId: textSchema().max(36, fieldErrors.tooLong).matches(photoIdPattern, fieldErrors.invalid).required(),
    code: textSchema().oneOf(policyEndDocumentCodes, fieldErrors.invalid).required(fieldErrors.required),
    fileName: textSchema().trim().max(120, fieldErrors.tooLong).required(fieldErrors.required),
    contentType: textSchema().oneOf(claimDocumentContentTypes, fieldErrors.invalid).required(fieldErrors.required),
    /** The bytes, base64. */
    data: textSchema()
      .max(base64Length(maxClaimDocumentBytes), fieldErrors.tooLong)
      .matches(base64Pattern, fieldErrors.invalid)
      .required(fieldErrors.required),
  })
  .noUnknown(fieldErrors.invalid);

export const endPolicyRequestSchema = yup
  .object({
    ...policyAccessFields,
    reason: textSchema().oneOf(policyEndReasons, fieldErrors.invalid).required(fieldErrors.required),
    /** dd/MM/yyyy: the day the car was sold, deregistered…; none for a withdrawal, which is asked today. */
    endDate: displayDateSchema().when('reason', {
      is: 'withdrawal',
      then: (schema) => schema.oneOf([undefined], fieldErrors.invalid),
      otherwise: (schema) => schema.required(fieldErrors.required),
    }),
    /** The proof of the reason (`proofOfReason`); none for a withdrawal. */
    document: policyEndDocumentSchema
      .optional()
      .default(undefined)
      .when('reason', {
        is: 'withdrawal',
        then: (schema) => schema.test('none', fieldErrors.invalid, (value) => value === undefined),
        otherwise: (schema) => schema.required(fieldErrors.required),
      }),
    /** Where a refund goes that the card cannot take back; optional, asked for when needed. */
    iban: ibanSchema().optional().default(undefined),
    /** The driver read that a car on the road must always be insured, and from when this one is not. */
    acknowledged: yup.boolean().oneOf([true], fieldErrors.required).required(fieldErrors.required),
  })
  .noUnknown(fieldErrors.invalid);
export type EndPolicyRequest = yup.InferType<typeof endPolicyRequestSchema>;

export interface EndPolicyResponse {
  ending: PolicyEndingView;
}
