import { callNames } from '@contracts/call-names';
import type { UploadClaimDocumentRequest, UploadClaimDocumentResponse } from '@contracts/upload-claim-document';
import { callFunction, type CallRequest } from './call-function';

/** Stores one document the insurer asked for; the phone names it (`documentId`), so a retry stores it once. */
export const uploadClaimDocument = (request: CallRequest<UploadClaimDocumentRequest>) =>
  callFunction<UploadClaimDocumentRequest, UploadClaimDocumentResponse>(callNames.uploadClaimDocument, request);
