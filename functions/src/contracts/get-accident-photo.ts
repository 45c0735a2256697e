/** `getAccidentPhoto`: a photo's bytes for a phone with access to its statement; photos are never public. */
import * as yup from 'yup';
import { statementAccessFields, type StatementPhoto } from './accident-statement.js';
import { fieldErrors } from './field-rules.js';
import { photoIdPattern } from './upload-accident-photo.js';
import { textSchema } from './validation.js';

export const getAccidentPhotoRequestSchema = yup
  .object({
    ...statementAccessFields,
    photoId: textSchema().max(36, fieldErrors.tooLong).matches(photoIdPattern, fieldErrors.invalid).required(),
  })
  .noUnknown(fieldErrors.invalid);
export type GetAccidentPhotoRequest = yup.InferType<typeof getAccidentPhotoRequestSchema>;
export interface GetAccidentPhotoResponse {
  contentType: StatementPhoto['contentType'];
  /** base64 */
  data: string;
}
