/**
 * `adminGetClaimFile`: a file of a claim for support: the statement's PDF, one of its photos, or a document the
 * driver uploaded. Read through the same access-checked service as the drivers' phones; each read is audited.
 */
import * as yup from 'yup';
import { adminClientFields } from './admin-paging.js';
import { claimIdSchema } from './claim.js';
import { fieldErrors } from './field-rules.js';
import { photoIdPattern } from './upload-accident-photo.js';
import { textSchema } from './validation.js';

export const adminClaimFileKinds = ['statement-pdf', 'photo', 'document'] as const;

export const adminGetClaimFileRequestSchema = yup
  .object({
    claimId: claimIdSchema(),
    kind: textSchema().oneOf(adminClaimFileKinds, fieldErrors.invalid).required(fieldErrors.required),
    /** The photo's or document's id; null for the statement's PDF. */
    fileId: textSchema()
      .max(36, fieldErrors.tooLong)
      .matches(photoIdPattern, { message: fieldErrors.invalid, excludeEmptyString: true })
      .nullable()
      .defined(fieldErrors.required)
      .when('kind', { is: 'statement-pdf', otherwise: (schema) => schema.nonNullable(fieldErrors.required) }),
    ...adminClientFields,
  })
  .noUnknown(fieldErrors.invalid);
export type AdminGetClaimFileRequest = yup.InferType<typeof adminGetClaimFileRequestSchema>;

export interface AdminGetClaimFileResponse {
  fileName: string;
  contentType: string;
  /** base64 */
  data: string;
}
