import { callNames } from '../contracts/call-names.js';
import { orderSummaryRequestSchema } from '../contracts/get-order-summary.js';
import { orderSummary } from '../services/order-summary.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const getOrderSummary = defineCallable(
  callNames.getOrderSummary,
  orderSummaryRequestSchema,
  (input) => orderSummary(input),
  {
    limits: byAddress('orderSummaryAddress'),
  },
);
