import { callNames } from '../contracts/call-names.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminGetStatementFunnel = defineCallable(
  callNames.adminGetStatementFunnel,
  async () => (await import('../contracts/admin-get-statement-funnel.js')).adminGetStatementFunnelRequestSchema,
  async () => (await import('../services/admin-statement-funnel.js')).getStatementFunnel,
  {
    limits: adminCallLimits('adminRead'),
    adminOnly: true,
  },
);
