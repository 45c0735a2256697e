/**
 * `adminBankCreditAction`: what staff do with a bank credit that did not pay its order (decision 0034):
 * - `refund`: the whole credit back to the payer's IBAN by instant transfer (or, for a credit applied with an excess
 *   whose transfer failed, that excess again). An end-to-end id derived from the credit makes a second press or a
 *   retry after a lost answer the same transfer, which the bank makes once;
 * - `apply`: to the slip order the driver names on the phone (they typed the reference wrong, or paid too much): the
 *   order is paid and its policy issued, and any excess goes back to the payer as above.
 * Both take staff's reason for the audit log; each is refused when the credit's or the order's state does not allow it.
 */
import * as yup from 'yup';
import type { AdminBankCreditRow } from './admin-list-bank-credits.js';
import { adminClientFields } from './admin-paging.js';
import { fieldErrors } from './field-rules.js';
import { orderNumberPattern } from './get-order-status.js';
import { multilineTextSchema, textMatches, textSchema } from './validation.js';

export const adminBankCreditActions = ['refund', 'apply'] as const;
export type AdminBankCreditActionName = (typeof adminBankCreditActions)[number];

/**
 * The bank's reference of the entry (ISO 20022 Max35Text), which names its record: anything but what a Firestore
 * document id cannot be (a slash, `.`, `..`, `__…__`).
 */
export const entryReferencePattern = /^(?!\.\.?$)(?!__.*__$)[^/]+$/;

export const adminBankCreditActionRequestSchema = yup
  .object({
    entryReference: textSchema()
      .max(35, fieldErrors.tooLong)
      .test('entry-reference', fieldErrors.invalid, textMatches(entryReferencePattern))
      .required(fieldErrors.required),
    action: textSchema().oneOf(adminBankCreditActions, fieldErrors.invalid).required(fieldErrors.required),
    /** For `apply`: the order the credit pays. Ignored for a refund. */
    orderNumber: textSchema()
      .max(16, fieldErrors.tooLong)
      .matches(orderNumberPattern, { message: fieldErrors.invalid, excludeEmptyString: true })
      .optional()
      .when('action', { is: 'apply', then: (schema) => schema.required(fieldErrors.required) }),
    /** Why, for the audit log and the credit's history: what the driver said, what support checked. */
    reason: multilineTextSchema()
      .trim()
      .max(500, fieldErrors.tooLong)
      .min(3, fieldErrors.required)
      .required(fieldErrors.required),
    ...adminClientFields,
  })
  .noUnknown(fieldErrors.invalid);

export type AdminBankCreditActionRequest = yup.InferType<typeof adminBankCreditActionRequestSchema>;

export interface AdminBankCreditActionResponse {
  /** The credit as the action left it: refunded, refused by the bank (`refund.lastError`), or applied. */
  credit: AdminBankCreditRow;
}
