import { callNames } from '../contracts/call-names.js';
import { maxPhotoBytes, requestBytesWithFile } from '../contracts/request-sizes.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const uploadAccidentPhoto = defineCallable(
  callNames.uploadAccidentPhoto,
  async () => (await import('../contracts/upload-accident-photo.js')).uploadAccidentPhotoRequestSchema,
  async () => (await import('../services/accident-photos.js')).uploadAccidentPhoto,
  {
    limits: byAddress('accidentPhotoWriteAddress'),
    maxRequestBytes: requestBytesWithFile(maxPhotoBytes),
  },
);
