import { callNames } from '../contracts/call-names.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminGetFunnel = defineCallable(
  callNames.adminGetFunnel,
  async () => (await import('../contracts/admin-get-funnel.js')).adminGetFunnelRequestSchema,
  async () => (await import('../services/admin-funnel.js')).getFunnel,
  {
    limits: adminCallLimits('adminRead'),
    adminOnly: true,
  },
);
