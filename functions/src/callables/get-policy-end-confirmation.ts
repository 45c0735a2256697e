import { callNames } from '../contracts/call-names.js';
import { accountCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const getPolicyEndConfirmation = defineCallable(
  callNames.getPolicyEndConfirmation,
  async () => (await import('../contracts/get-policy-end-confirmation.js')).getPolicyEndConfirmationRequestSchema,
  async () => (await import('../services/policy-endings.js')).getPolicyEndConfirmation,
  { limits: accountCallLimits('accountRead') },
);
