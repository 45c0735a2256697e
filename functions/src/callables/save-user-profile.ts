import { callNames } from '../contracts/call-names.js';
import { accountCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const saveUserProfile = defineCallable(
  callNames.saveUserProfile,
  async () => (await import('../contracts/save-user-profile.js')).saveUserProfileRequestSchema,
  async () => (await import('../services/accounts.js')).saveUserProfile,
  {
    limits: accountCallLimits('accountWrite'),
  },
);
