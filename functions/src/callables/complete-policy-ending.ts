import { callNames } from '../contracts/call-names.js';
import { accountCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const completePolicyEnding = defineCallable(
  callNames.completePolicyEnding,
  async () => (await import('../contracts/complete-policy-ending.js')).completePolicyEndingRequestSchema,
  async () => (await import('../services/policy-endings.js')).completePolicyEnding,
  { limits: accountCallLimits('accountWrite') },
);
