import { callNames } from '../contracts/call-names.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminExportFunnel = defineCallable(
  callNames.adminExportFunnel,
  async () => (await import('../contracts/admin-export-funnel.js')).adminExportFunnelRequestSchema,
  async () => (await import('../services/admin-funnel.js')).exportFunnel,
  {
    limits: adminCallLimits('adminRead'),
    adminOnly: true,
  },
);
