/**
 * `adminOrderAction`: what support may do to an order. Resend the policy e-mail (issued policies), retry issuing a
 * policy the insurer has not issued (paid orders), or refund the payment through the card gateway with a reason
 * (paid orders not refunded yet). Each is refused when the order's state does not allow it, and audited.
 */
import * as yup from 'yup';
import { adminClientFields } from './admin-paging.js';
import type { AdminOrderDetail } from './admin-get-order.js';
import { orderReferenceFields } from './get-order-status.js';
import { fieldErrors } from './field-rules.js';
import { multilineTextSchema, textSchema } from './validation.js';

export const adminOrderActions = ['resend-email', 'retry-issue', 'refund'] as const;
export type AdminOrderActionName = (typeof adminOrderActions)[number];

export const adminOrderActionRequestSchema = yup
  .object({
    orderNumber: orderReferenceFields.orderNumber,
    action: textSchema().oneOf(adminOrderActions, fieldErrors.invalid).required(fieldErrors.required),
    /** Required for a refund (it goes in the audit log and the order's history); ignored otherwise. */
    reason: multilineTextSchema()
      .trim()
      .max(500, fieldErrors.tooLong)
      .nullable()
      .defined(fieldErrors.required)
      .when('action', {
        is: 'refund',
        then: (schema) => schema.nonNullable(fieldErrors.required).min(3, fieldErrors.required),
      }),
    ...adminClientFields,
  })
  .noUnknown(fieldErrors.invalid);

export type AdminOrderActionRequest = yup.InferType<typeof adminOrderActionRequestSchema>;

export interface AdminOrderActionResponse {
  order: AdminOrderDetail;
}
