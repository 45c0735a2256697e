import { callNames } from '../contracts/call-names.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminSaveBanner = defineCallable(
  callNames.adminSaveBanner,
  async () => (await import('../contracts/admin-save-banner.js')).adminSaveBannerRequestSchema,
  async () => (await import('../services/admin-banners.js')).saveBanner,
  {
    limits: adminCallLimits('adminWrite'),
    adminOnly: true,
  },
);
