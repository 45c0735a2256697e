import { callNames } from '../contracts/call-names.js';
import { adminListBannersRequestSchema } from '../contracts/admin-list-banners.js';
import { listBanners } from '../services/admin-banners.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminListBanners = defineCallable(callNames.adminListBanners, adminListBannersRequestSchema, listBanners, {
  limits: adminCallLimits('adminRead'),
  adminOnly: true,
});
