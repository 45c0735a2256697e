import { callNames } from '../contracts/call-names.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const checkClaimPayee = defineCallable(
  callNames.checkClaimPayee,
  async () => (await import('../contracts/check-claim-payee.js')).checkClaimPayeeRequestSchema,
  async () => (await import('../services/claim-payee.js')).checkClaimPayee,
  {
    limits: byAddress('claimActionAddress'),
  },
);
