import { callNames } from '../contracts/call-names.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const saveAccidentCommon = defineCallable(
  callNames.saveAccidentCommon,
  async () => (await import('../contracts/save-accident-common.js')).saveAccidentCommonRequestSchema,
  async () => (await import('../services/accident-statements.js')).saveAccidentCommon,
  {
    limits: byAddress('accidentSaveAddress'),
  },
);
