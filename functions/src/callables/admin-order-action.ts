import { callNames } from '../contracts/call-names.js';
import { adminOrderActionRequestSchema } from '../contracts/admin-order-action.js';
import { gatewayStoreSecret, sendgridApiKey } from '../config.js';
import { orderAction } from '../services/admin-orders.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

/** A refund calls the card gateway; a resend or a retry issues and e-mails the policy as fulfilment does. */
export const adminOrderAction = defineCallable(callNames.adminOrderAction, adminOrderActionRequestSchema, orderAction, {
  secrets: [gatewayStoreSecret, sendgridApiKey],
  limits: adminCallLimits('adminWrite'),
  adminOnly: true,
});
