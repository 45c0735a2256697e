import { callNames } from '../contracts/call-names.js';
import { accountCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const changePolicyDetails = defineCallable(
  callNames.changePolicyDetails,
  async () => (await import('../contracts/change-policy-details.js')).changePolicyDetailsRequestSchema,
  async () => (await import('../services/policy-changes.js')).changePolicyDetails,
  { limits: accountCallLimits('accountWrite') },
);
