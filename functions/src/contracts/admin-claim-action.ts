/**
 * `adminClaimAction`: what support may do on a claim. Resend the statement's PDF to the drivers, resend the latest
 * e-mail of the claim, ask the insurer for the claim's status now, or add an internal note (never shown to drivers).
 * Each is audited.
 */
import * as yup from 'yup';
import { adminClientFields } from './admin-paging.js';
import type { AdminClaimDetail } from './admin-get-claim.js';
import { claimIdSchema } from './claim.js';
import { fieldErrors } from './field-rules.js';
import { multilineTextSchema, textSchema } from './validation.js';

export const adminClaimActions = ['resend-statement-pdf', 'resend-latest-email', 'refresh-status', 'add-note'] as const;
export type AdminClaimActionName = (typeof adminClaimActions)[number];

export const adminClaimActionRequestSchema = yup
  .object({
    claimId: claimIdSchema(),
    action: textSchema().oneOf(adminClaimActions, fieldErrors.invalid).required(fieldErrors.required),
    /** The note's text for `add-note`; null otherwise. */
    note: multilineTextSchema()
      .trim()
      .max(2000, fieldErrors.tooLong)
      .nullable()
      .defined(fieldErrors.required)
      .when('action', {
        is: 'add-note',
        then: (schema) => schema.nonNullable(fieldErrors.required).min(1, fieldErrors.required),
      }),
    ...adminClientFields,
  })
  .noUnknown(fieldErrors.invalid);
export type AdminClaimActionRequest = yup.InferType<typeof adminClaimActionRequestSchema>;

export interface AdminClaimActionResponse {
  claim: AdminClaimDetail;
}
