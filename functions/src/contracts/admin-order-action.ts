/**
 * `adminOrderAction`: what support may do to an order. Resend the policy e-mail (issued policies), retry issuing a
 * policy the insurer has not issued (paid orders), or refund the payment through the card gateway with a reason
 * (paid orders not refunded yet). For a policy ended early (docs/decisions/0031-policy-endings.md): send a card
 * refund the schedule has not got through now, mark the transfer to the driver's IBAN paid once the bank made it (with
 * its reference), or send the confirmation again. And end a running policy on the policyholder's word by phone: the
 * reason and the day, with what they said in `reason`. Each is refused when the state does not allow it, and audited.
 */
import * as yup from 'yup';
import { adminClientFields } from './admin-paging.js';
import type { AdminOrderDetail } from './admin-get-order.js';
import { orderReferenceFields } from './get-order-status.js';
import { fieldErrors } from './field-rules.js';
import { policyEndReasons } from './policy-ending.js';
import { displayDateSchema, multilineTextSchema, textSchema } from './validation.js';

export const adminOrderActions = [
  'resend-email',
  'retry-issue',
  'refund',
  'retry-ending-refund',
  'mark-ending-transfer-paid',
  'resend-ending-confirmation',
  'end-policy-on-request',
] as const;
export type AdminOrderActionName = (typeof adminOrderActions)[number];

/** What staff must say for the audit log: a refund's reason, the bank's reference, what the driver said on the phone. */
const actionsWithReason: readonly string[] = ['refund', 'mark-ending-transfer-paid', 'end-policy-on-request'];

export const adminOrderActionRequestSchema = yup
  .object({
    orderNumber: orderReferenceFields.orderNumber,
    action: textSchema().oneOf(adminOrderActions, fieldErrors.invalid).required(fieldErrors.required),
    /**
     * Required for a refund and for a transfer marked paid (the bank's reference): it goes in the audit log (and a
     * refund's in the order's history); ignored otherwise.
     */
    reason: multilineTextSchema()
      .trim()
      .max(500, fieldErrors.tooLong)
      .nullable()
      .defined(fieldErrors.required)
      .when('action', {
        is: (action: string) => actionsWithReason.includes(action),
        then: (schema) => schema.nonNullable(fieldErrors.required).min(3, fieldErrors.required),
      }),
    /** For `end-policy-on-request`: why the policy ends, and the day of the sale (…) unless it is a withdrawal. */
    endReason: textSchema()
      .oneOf(policyEndReasons, fieldErrors.invalid)
      .optional()
      .when('action', {
        is: 'end-policy-on-request',
        then: (schema) => schema.required(fieldErrors.required),
      }),
    endDate: displayDateSchema()
      .optional()
      .when(['action', 'endReason'], {
        is: (action: string, endReason: string | undefined) =>
          action === 'end-policy-on-request' && endReason !== undefined && endReason !== 'withdrawal',
        then: (schema) => schema.required(fieldErrors.required),
      }),
    ...adminClientFields,
  })
  .noUnknown(fieldErrors.invalid);

export type AdminOrderActionRequest = yup.InferType<typeof adminOrderActionRequestSchema>;

export interface AdminOrderActionResponse {
  order: AdminOrderDetail;
}
