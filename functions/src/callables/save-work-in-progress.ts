import { callNames } from '../contracts/call-names.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const saveWorkInProgress = defineCallable(
  callNames.saveWorkInProgress,
  async () => (await import('../contracts/work-in-progress.js')).saveWorkInProgressRequestSchema,
  async () => (await import('../services/work-in-progress.js')).saveWorkInProgress,
  {
    limits: byAddress('workInProgressSaveAddress'),
  },
);
