import { callNames } from '@contracts/call-names';
import type { DeleteAccidentPhotoRequest } from '@contracts/delete-accident-photo';
import type { SaveAccidentStatementResponse } from '@contracts/save-accident-common';
import { callFunction, type CallRequest } from './call-function';

export const deleteAccidentPhoto = (request: CallRequest<DeleteAccidentPhotoRequest>) =>
  callFunction<DeleteAccidentPhotoRequest, SaveAccidentStatementResponse>(callNames.deleteAccidentPhoto, request);
