import { callNames } from '../contracts/call-names.js';
import { getWorkInProgressRequestSchema } from '../contracts/work-in-progress.js';
import { getWorkInProgress as get } from '../services/work-in-progress.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const getWorkInProgress = defineCallable(callNames.getWorkInProgress, getWorkInProgressRequestSchema, get, {
  limits: byAddress('workInProgressReadAddress'),
});
