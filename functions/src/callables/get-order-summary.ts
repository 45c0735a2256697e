import { callNames } from '../contracts/call-names.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const getOrderSummary = defineCallable(
  callNames.getOrderSummary,
  async () => (await import('../contracts/get-order-summary.js')).orderSummaryRequestSchema,
  async () => {
    const { orderSummary } = await import('../services/order-summary.js');
    return (input, context) => orderSummary(input, context);
  },
  {
    limits: byAddress('orderSummaryAddress'),
  },
);
