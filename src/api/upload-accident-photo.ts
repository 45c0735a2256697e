import { callNames } from '@contracts/call-names';
import type { UploadAccidentPhotoRequest, UploadAccidentPhotoResponse } from '@contracts/upload-accident-photo';
import { callFunction, type CallRequest } from './call-function';

/** Stores one photo of a side; the phone names it (`photoId`), so sending it again after a lost answer stores it once. */
export const uploadAccidentPhoto = (request: CallRequest<UploadAccidentPhotoRequest>) =>
  callFunction<UploadAccidentPhotoRequest, UploadAccidentPhotoResponse>(callNames.uploadAccidentPhoto, request);
