import { callNames } from '../contracts/call-names.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const getAccidentPhoto = defineCallable(
  callNames.getAccidentPhoto,
  async () => (await import('../contracts/get-accident-photo.js')).getAccidentPhotoRequestSchema,
  async () => (await import('../services/accident-photos.js')).getAccidentPhoto,
  {
    limits: byAddress('accidentPhotoReadAddress'),
  },
);
