import { callNames } from '../contracts/call-names.js';
import { saveUserProfileRequestSchema } from '../contracts/save-user-profile.js';
import { saveUserProfile as save } from '../services/accounts.js';
import { accountCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const saveUserProfile = defineCallable(callNames.saveUserProfile, saveUserProfileRequestSchema, save, {
  limits: accountCallLimits('accountWrite'),
});
