import { callNames } from '../contracts/call-names.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const linkAccidentPolicy = defineCallable(
  callNames.linkAccidentPolicy,
  async () => (await import('../contracts/link-accident-policy.js')).linkAccidentPolicyRequestSchema,
  async () => (await import('../services/accident-statements.js')).linkAccidentPolicy,
  {
    limits: byAddress('accidentLinkAddress'),
  },
);
