import { callNames } from '../contracts/call-names.js';
import { policyReadLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const getPolicy = defineCallable(
  callNames.getPolicy,
  async () => (await import('../contracts/get-policy.js')).getPolicyRequestSchema,
  async () => (await import('../services/policy-access.js')).getPolicy,
  { limits: policyReadLimits },
);
