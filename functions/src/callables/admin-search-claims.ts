import { callNames } from '../contracts/call-names.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminSearchClaims = defineCallable(
  callNames.adminSearchClaims,
  async () => (await import('../contracts/admin-search-claims.js')).adminSearchClaimsRequestSchema,
  async () => (await import('../services/admin-claims.js')).searchClaims,
  {
    limits: adminCallLimits('adminRead'),
    adminOnly: true,
  },
);
