import { callNames } from '../contracts/call-names.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const checkDiscountStatus = defineCallable(
  callNames.checkDiscountStatus,
  async () => (await import('../contracts/check-discount-status.js')).discountStatusRequestSchema,
  async () => {
    const { discountStatus } = await import('../services/discounts.js');
    return (input) => discountStatus(input.code, input.licensePlate);
  },
  { limits: byAddress('discountCheckAddress') },
);
