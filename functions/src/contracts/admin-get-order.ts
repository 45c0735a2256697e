/**
 * `adminGetOrder`: one order as support sees it: what was bought, by whom, its story (started, paid, notification
 * received, policy issued, e-mail sent…), the policy once issued, and what staff did to it (the audit log's entries).
 */
import * as yup from 'yup';
import { adminClientFields } from './admin-paging.js';
import type { AdminAuditEntry } from './admin-audit.js';
import type { AdminOrderRow } from './admin-search-orders.js';
import type { CoverCode } from './covers.js';
import { orderReferenceFields } from './get-order-status.js';
import { fieldErrors } from './field-rules.js';
import type { PaymentPlan } from './payment-plan.js';
import type {
  PolicyEndDocumentCode,
  PolicyEndingState,
  PolicyEndReason,
  PolicyEndRefusal,
  RefundMethod,
  RefundState,
} from './policy-ending.js';

export const adminGetOrderRequestSchema = yup
  .object({ orderNumber: orderReferenceFields.orderNumber, ...adminClientFields })
  .noUnknown(fieldErrors.invalid);

export type AdminGetOrderRequest = yup.InferType<typeof adminGetOrderRequestSchema>;

/**
 * What an event's note is, so that the console words it for staff: an amount, the gateway's outcome, a code, a
 * number, an id kept for tracing (shown apart, labelled), or `message`: what a gateway or an insurer said, as it came.
 */
export type AdminOrderEventDetail =
  | { kind: 'amount'; amount: number }
  | { kind: 'outcome'; outcome: 'approved' | 'declined' | 'cancelled' | 'error' }
  | { kind: 'approval-code' | 'response-code' | 'policy-number' | 'message-id' | 'paid-by-order'; value: string }
  | { kind: 'refund'; reason: string | null; refundId: string }
  | { kind: 'insurer-failure'; failure: 'vehicle-not-found' | 'high-risk-vehicle' | 'rejected' | 'unavailable' }
  | { kind: 'message'; value: string };

export interface AdminOrderEvent {
  /** ISO 8601. */
  at: string;
  /** The order's history event (store/orders.ts `OrderEvent`), e.g. `paid`, `policy-issued`, `email-sent`. */
  event: string;
  detail: AdminOrderEventDetail | null;
}

export interface AdminOrderDetail extends AdminOrderRow {
  locale: string;
  phone: string | null;
  vehicle: { licensePlate: string | null; vin: string | null; manufacturer: string | null; model: string | null };
  items: { coverCode: CoverCode; premium: number }[];
  discount: { code: string | null; amount: number } | null;
  referralDiscountAmount: number;
  /** How the driver chose to pay; null on an order made before plans existed. */
  paymentPlan: PaymentPlan | null;
  /** The insurer's one-payment discount, euros; 0 for instalments. */
  singlePaymentDiscountAmount: number;
  /** Referral points the order takes off the driver's balance, and where they stand; null when none. */
  points: { points: number; amount: number; state: 'held' | 'spent' | 'returned' } | null;
  payment: {
    transactionId: string;
    approvalCode: string | null;
    maskedPan: string | null;
    at: string;
    /** The instalments the card's bank carries, as the gateway reported them (1: at once); null if it did not say. */
    instalments: number | null;
  } | null;
  policy: { policyNumber: string; issuedAt: string; startsAt: string; endsAt: string } | null;
  /**
   * The policy's early end (docs/decisions/0031-policy-endings.md), once one was asked: how far it got, and its
   * refund with the tries the schedule made and the last failure, so a refund that is stuck shows.
   */
  ending: {
    reason: PolicyEndReason;
    endDate: string;
    state: PolicyEndingState;
    /** Who asked: the policyholder online, or staff on their word by phone. */
    requestedBy: 'driver' | 'staff';
    /** What the insurer waits for, and why it refused. */
    missingDocuments: PolicyEndDocumentCode[];
    refusal: PolicyEndRefusal | null;
    coverEndsAt: string | null;
    refund: AdminEndingRefund | null;
    /** The account a transfer goes to, whole, for staff to order it; null once paid or when none is owed. */
    transferIban: string | null;
    /** ISO 8601: the confirmation's e-mail, once SendGrid took it. */
    emailedAt: string | null;
  } | null;
  lastError: string | null;
  history: AdminOrderEvent[];
  /** Newest first. */
  audit: AdminAuditEntry[];
  /** Which of adminOrderAction's actions the order's state allows now. */
  actions: {
    resendEmail: boolean;
    retryIssue: boolean;
    refund: boolean;
    retryEndingRefund: boolean;
    markEndingTransferPaid: boolean;
    resendEndingConfirmation: boolean;
    endPolicyOnRequest: boolean;
  };
}

/** An ending's refund as staff follow it: how much, how, how far, and the tries the schedule made with the last failure. */
export interface AdminEndingRefund {
  amount: number;
  method: RefundMethod | null;
  state: RefundState;
  attempts: number;
  lastError: string | null;
}

export interface AdminGetOrderResponse {
  order: AdminOrderDetail;
}
