/** `deleteAccidentPhoto`: a side's driver takes back one of its photos, until the statement is locked. */
import * as yup from 'yup';
import { partyRoleSchema, statementAccessFields } from './accident-statement.js';
import { fieldErrors } from './field-rules.js';
import { photoIdPattern } from './upload-accident-photo.js';
import { textSchema } from './validation.js';

export const deleteAccidentPhotoRequestSchema = yup
  .object({
    ...statementAccessFields,
    role: partyRoleSchema(),
    photoId: textSchema().max(36, fieldErrors.tooLong).matches(photoIdPattern, fieldErrors.invalid).required(),
  })
  .noUnknown(fieldErrors.invalid);
export type DeleteAccidentPhotoRequest = yup.InferType<typeof deleteAccidentPhotoRequestSchema>;
