import { callNames } from '../contracts/call-names.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const deleteAccidentPhoto = defineCallable(
  callNames.deleteAccidentPhoto,
  async () => (await import('../contracts/delete-accident-photo.js')).deleteAccidentPhotoRequestSchema,
  async () => (await import('../services/accident-photos.js')).deleteAccidentPhoto,
  {
    limits: byAddress('accidentPhotoWriteAddress'),
  },
);
