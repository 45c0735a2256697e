import { callNames } from '../contracts/call-names.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const getWorkInProgress = defineCallable(
  callNames.getWorkInProgress,
  async () => (await import('../contracts/work-in-progress.js')).getWorkInProgressRequestSchema,
  async () => (await import('../services/work-in-progress.js')).getWorkInProgress,
  {
    limits: byAddress('workInProgressReadAddress'),
  },
);
