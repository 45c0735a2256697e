import { callNames } from '../contracts/call-names.js';
import { adminSaveBannerRequestSchema } from '../contracts/admin-save-banner.js';
import { saveBanner } from '../services/admin-banners.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminSaveBanner = defineCallable(callNames.adminSaveBanner, adminSaveBannerRequestSchema, saveBanner, {
  limits: adminCallLimits('adminWrite'),
  adminOnly: true,
});
