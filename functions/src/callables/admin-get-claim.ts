import { callNames } from '../contracts/call-names.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminGetClaim = defineCallable(
  callNames.adminGetClaim,
  async () => (await import('../contracts/admin-get-claim.js')).adminGetClaimRequestSchema,
  async () => (await import('../services/admin-claims.js')).getAdminClaim,
  {
    limits: adminCallLimits('adminRead'),
    adminOnly: true,
  },
);
