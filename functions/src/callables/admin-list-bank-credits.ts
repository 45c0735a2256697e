import { callNames } from '../contracts/call-names.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminListBankCredits = defineCallable(
  callNames.adminListBankCredits,
  async () => (await import('../contracts/admin-list-bank-credits.js')).adminListBankCreditsRequestSchema,
  async () => (await import('../services/admin-bank-credits.js')).listBankCredits,
  {
    limits: adminCallLimits('adminRead'),
    adminOnly: true,
  },
);
