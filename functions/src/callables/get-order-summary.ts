import { callNames } from '../contracts/call-names.js';
import { orderSummaryRequestSchema } from '../contracts/get-order-summary.js';
import { orderSummary } from '../services/order-summary.js';
import { defineCallable } from './define-callable.js';

export const getOrderSummary = defineCallable(callNames.getOrderSummary, orderSummaryRequestSchema, (input) =>
  orderSummary(input),
);
