import { callNames } from '../contracts/call-names.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminListBanners = defineCallable(
  callNames.adminListBanners,
  async () => (await import('../contracts/admin-list-banners.js')).adminListBannersRequestSchema,
  async () => (await import('../services/admin-banners.js')).listBanners,
  {
    limits: adminCallLimits('adminRead'),
    adminOnly: true,
  },
);
