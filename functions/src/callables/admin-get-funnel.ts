import { callNames } from '../contracts/call-names.js';
import { adminGetFunnelRequestSchema } from '../contracts/admin-get-funnel.js';
import { getFunnel } from '../services/admin-funnel.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminGetFunnel = defineCallable(callNames.adminGetFunnel, adminGetFunnelRequestSchema, getFunnel, {
  limits: adminCallLimits('adminRead'),
  adminOnly: true,
});
