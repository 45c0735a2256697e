import { callNames } from '../contracts/call-names.js';
import { sendgridApiKey } from '../config.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

/** A resend mails the drivers (SendGrid); a status query asks the insurer, whose client needs no secret. */
export const adminClaimAction = defineCallable(
  callNames.adminClaimAction,
  async () => (await import('../contracts/admin-claim-action.js')).adminClaimActionRequestSchema,
  async () => (await import('../services/admin-claims.js')).claimAction,
  {
    secrets: [sendgridApiKey],
    limits: adminCallLimits('adminWrite'),
    adminOnly: true,
  },
);
