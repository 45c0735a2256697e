import { bankApiSecret, sendgridApiKey } from '../config.js';
import { callNames } from '../contracts/call-names.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

/** A refund is an instant transfer through the bank; an apply issues and e-mails the policy as fulfilment does. */
export const adminBankCreditAction = defineCallable(
  callNames.adminBankCreditAction,
  async () => (await import('../contracts/admin-bank-credit-action.js')).adminBankCreditActionRequestSchema,
  async () => (await import('../services/admin-bank-credits.js')).bankCreditAction,
  {
    secrets: [bankApiSecret, sendgridApiKey],
    limits: adminCallLimits('adminWrite'),
    adminOnly: true,
  },
);
