import { callNames } from '../contracts/call-names.js';
import { discountStatusRequestSchema } from '../contracts/check-discount-status.js';
import { normalizeLicensePlate } from '../contracts/license-plate.js';
import { discountStatus } from '../services/discounts.js';
import { defineCallable } from './define-callable.js';

export const checkDiscountStatus = defineCallable(callNames.checkDiscountStatus, discountStatusRequestSchema, (input) =>
  discountStatus(input.code, normalizeLicensePlate(input.licensePlate)),
);
