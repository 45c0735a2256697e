import { callNames } from '../contracts/call-names.js';
import { gatewayStoreSecret, sendgridApiKey } from '../config.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

/** Settling a payment on the buyer's poll may fulfil it, hence the mail key as well as the gateway's. */
export const getOrderStatus = defineCallable(
  callNames.getOrderStatus,
  async () => (await import('../contracts/get-order-status.js')).orderStatusRequestSchema,
  async () => {
    const { orderStatus } = await import('../services/order-status.js');
    return (input) => orderStatus(input);
  },
  {
    secrets: [gatewayStoreSecret, sendgridApiKey],
    limits: byAddress('orderStatusAddress'),
  },
);
