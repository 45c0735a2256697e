/**
 * `uploadAccidentPhoto`: one photo of a side, reduced on the phone (long side ≤ 1600 px, ≤ 400 kB, metadata gone).
 * The server checks the bytes (JPEG, PNG, HEIC/HEIF, WebP), strips what metadata is left, and stores it privately.
 * The phone names the photo, so a retry after a lost answer stores it once.
 */
import * as yup from 'yup';
import { maxPhotosPerSide, partyRoleSchema, statementAccessFields, type StatementPhoto } from './accident-statement.js';
import { fieldErrors } from './field-rules.js';
import { base64Length, base64Pattern, maxPhotoBytes } from './request-sizes.js';
import { textSchema } from './validation.js';

export const photoIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export { maxPhotosPerSide };

export const uploadAccidentPhotoRequestSchema = yup
  .object({
    ...statementAccessFields,
    role: partyRoleSchema(),
    photoId: textSchema().max(36, fieldErrors.tooLong).matches(photoIdPattern, fieldErrors.invalid).required(),
    /** The bytes, base64. */
    data: textSchema()
      .max(base64Length(maxPhotoBytes), fieldErrors.tooLong)
      .matches(base64Pattern, fieldErrors.invalid)
      .required(),
  })
  .noUnknown(fieldErrors.invalid);
export type UploadAccidentPhotoRequest = yup.InferType<typeof uploadAccidentPhotoRequestSchema>;
export interface UploadAccidentPhotoResponse {
  version: number;
  photo: StatementPhoto;
}
