import { callNames } from '../contracts/call-names.js';
import { claimReadLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const getClaim = defineCallable(
  callNames.getClaim,
  async () => (await import('../contracts/get-claim.js')).getClaimRequestSchema,
  async () => (await import('../services/claim-access.js')).getClaim,
  {
    limits: claimReadLimits,
  },
);
