/**
 * `adminSearchOrders`: the support console's order list. One search box: the server reads what was typed as an order
 * number (AO-…), a policy number, an e-mail address or a licence plate, by its shape. Without a query, the newest
 * orders; `attention` keeps those staff must act on (paid with the policy or e-mail still owed, a refund owed).
 */
import * as yup from 'yup';
import { adminClientFields, adminCursorSchema } from './admin-paging.js';
import type { OrderState, PolicyState } from './get-order-status.js';
import { fieldErrors } from './field-rules.js';
import { textSchema } from './validation.js';

export const adminSearchOrdersRequestSchema = yup
  .object({
    query: textSchema().trim().max(254, fieldErrors.tooLong).nullable().defined(fieldErrors.required),
    attention: yup.boolean().required(fieldErrors.required),
    cursor: adminCursorSchema(),
    ...adminClientFields,
  })
  .noUnknown(fieldErrors.invalid);

export type AdminSearchOrdersRequest = yup.InferType<typeof adminSearchOrdersRequestSchema>;

/** How the server read the query; `none` without one. */
export type AdminOrderQueryKind = 'none' | 'order-number' | 'policy-number' | 'email' | 'license-plate';

export interface AdminOrderRow {
  orderNumber: string;
  /** ISO 8601. */
  createdAt: string;
  state: OrderState;
  policyState: PolicyState | null;
  emailState: 'pending' | 'sent' | 'failed' | null;
  refundState: 'required' | 'refunded' | 'failed' | null;
  policyNumber: string | null;
  licensePlate: string | null;
  email: string;
  policyholderName: string;
  /** Euros. */
  total: number;
}

export interface AdminSearchOrdersResponse {
  queryKind: AdminOrderQueryKind;
  items: AdminOrderRow[];
  nextCursor: string | null;
  total: number;
}
