import { callNames } from '../contracts/call-names.js';
import { gatewayStoreSecret, sendgridApiKey } from '../config.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

/** A refund calls the card gateway; a resend or a retry issues and e-mails the policy as fulfilment does. */
export const adminOrderAction = defineCallable(
  callNames.adminOrderAction,
  async () => (await import('../contracts/admin-order-action.js')).adminOrderActionRequestSchema,
  async () => (await import('../services/admin-orders.js')).orderAction,
  {
    secrets: [gatewayStoreSecret, sendgridApiKey],
    limits: adminCallLimits('adminWrite'),
    adminOnly: true,
  },
);
