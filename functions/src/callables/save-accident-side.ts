import { callNames } from '../contracts/call-names.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const saveAccidentSide = defineCallable(
  callNames.saveAccidentSide,
  async () => (await import('../contracts/save-accident-side.js')).saveAccidentSideRequestSchema,
  async () => (await import('../services/accident-statements.js')).saveAccidentSide,
  {
    limits: byAddress('accidentSaveAddress'),
  },
);
