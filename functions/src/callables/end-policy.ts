import { callNames } from '../contracts/call-names.js';
import { accountCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const endPolicy = defineCallable(
  callNames.endPolicy,
  async () => (await import('../contracts/end-policy.js')).endPolicyRequestSchema,
  async () => (await import('../services/policy-endings.js')).endPolicy,
  { limits: accountCallLimits('accountWrite') },
);
