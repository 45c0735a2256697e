import { callNames } from '../contracts/call-names.js';
import { saveWorkInProgressRequestSchema } from '../contracts/work-in-progress.js';
import { saveWorkInProgress as save } from '../services/work-in-progress.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const saveWorkInProgress = defineCallable(callNames.saveWorkInProgress, saveWorkInProgressRequestSchema, save, {
  limits: byAddress('workInProgressSaveAddress'),
});
