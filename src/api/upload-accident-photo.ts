import { callNames } from '@contracts/call-names';
import type { UploadAccidentPhotoRequest, UploadAccidentPhotoResponse } from '@contracts/upload-accident-photo';
import { callFunction, type CallRequest } from './call-function';

/** Stores one photo of a side; the phone names it (`photoId`), so sending it again after a lost answer stores it once. */
export const uploadAccidentPhoto = (request: CallRequest<UploadAccidentPhotoRequest>) =>
  callFunction<UploadAccidentPhotoRequest, UploadAccidentPhotoResponse>(callNames.uploadAccidentPhoto, request);

/** A blob as the base64 the upload carries (without the data URL's prefix). */
export function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(',') + 1));
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read'));
    reader.readAsDataURL(blob);
  });
}
