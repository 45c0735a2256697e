import { callNames } from '../contracts/call-names.js';
import { discountStatusRequestSchema } from '../contracts/check-discount-status.js';
import { discountStatus } from '../services/discounts.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const checkDiscountStatus = defineCallable(
  callNames.checkDiscountStatus,
  discountStatusRequestSchema,
  (input) => discountStatus(input.code, input.licensePlate),
  { limits: byAddress('discountCheckAddress') },
);
