import { callNames } from '../contracts/call-names.js';
import { hashedSubject } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const getGroupamaPricingForOptions = defineCallable(
  callNames.getGroupamaPricingForOptions,
  async () => (await import('../contracts/get-groupama-pricing-for-options.js')).pricingRequestSchema,
  async () => {
    const { priceQuote } = await import('../services/pricing.js');
    return (input, context) => priceQuote(input, context);
  },
  {
    // The price tells the OIB's bonus-malus class, so OIBs are limited as well as addresses (call-limits.ts).
    limits: (input, context) => {
      const oib = hashedSubject(input.personalIdentificationNumber);
      return [
        { limit: 'pricingAddress', subject: context.ip },
        { limit: 'pricingOibsAddress', subject: context.ip, member: oib },
        { limit: 'pricingOib', subject: oib },
      ];
    },
  },
);
