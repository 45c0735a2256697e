import { callNames } from '../contracts/call-names.js';
import { pricingRequestSchema } from '../contracts/get-groupama-pricing-for-options.js';
import { priceQuote } from '../services/pricing.js';
import { defineCallable } from './define-callable.js';

export const getGroupamaPricingForOptions = defineCallable(
  callNames.getGroupamaPricingForOptions,
  pricingRequestSchema,
  (input, context) => priceQuote(input, context),
);
