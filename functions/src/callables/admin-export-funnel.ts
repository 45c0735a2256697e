import { callNames } from '../contracts/call-names.js';
import { adminExportFunnelRequestSchema } from '../contracts/admin-export-funnel.js';
import { exportFunnel } from '../services/admin-funnel.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminExportFunnel = defineCallable(
  callNames.adminExportFunnel,
  adminExportFunnelRequestSchema,
  exportFunnel,
  {
    limits: adminCallLimits('adminRead'),
    adminOnly: true,
  },
);
