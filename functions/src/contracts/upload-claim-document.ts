/**
 * `uploadClaimDocument`: a document the insurer asked for, as a photo (reduced on the phone as the statement's photos
 * are) or a PDF. The server tells which it is from the bytes, as it does the statement's photos, whatever the file's
 * name or `contentType` say (a scan named `.jpg` is a PDF), keeps the name with the ending of what it is, stores it
 * privately and passes it on to the insurer. The phone names the document, so a retry after a lost answer stores it
 * once.
 */
import * as yup from 'yup';
import { claimAccessFields, claimDocumentCodes, claimDocumentContentTypes, type ClaimView } from './claim.js';
import { fieldErrors } from './field-rules.js';
import { photoIdPattern } from './upload-accident-photo.js';
import { base64Length, base64Pattern, maxClaimDocumentBytes } from './request-sizes.js';
import { textSchema } from './validation.js';

/** Documents a claim keeps: more than any insurer asks for, few enough that one claim cannot fill a bucket. */
export const maxClaimDocuments = 20;
/** The longest file name a document keeps, its corrected ending included. */
export const maxClaimDocumentFileName = 120;

export const uploadClaimDocumentRequestSchema = yup
  .object({
    ...claimAccessFields,
    /** A UUID the phone draws. */
    documentId: textSchema().max(36, fieldErrors.tooLong).matches(photoIdPattern, fieldErrors.invalid).required(),
    code: textSchema().oneOf(claimDocumentCodes, fieldErrors.invalid).required(fieldErrors.required),
    fileName: textSchema().trim().max(maxClaimDocumentFileName, fieldErrors.tooLong).required(fieldErrors.required),
    /** What the phone takes the file for; the bytes decide. */
    contentType: textSchema().oneOf(claimDocumentContentTypes, fieldErrors.invalid).required(fieldErrors.required),
    /** The bytes, base64. */
    data: textSchema()
      .max(base64Length(maxClaimDocumentBytes), fieldErrors.tooLong)
      .matches(base64Pattern, fieldErrors.invalid)
      .required(fieldErrors.required),
  })
  .noUnknown(fieldErrors.invalid);
export type UploadClaimDocumentRequest = yup.InferType<typeof uploadClaimDocumentRequestSchema>;
export interface UploadClaimDocumentResponse {
  claim: ClaimView;
}
