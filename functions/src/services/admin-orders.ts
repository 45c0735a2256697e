import type { Query, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import type {
  AdminGetOrderRequest,
  AdminGetOrderResponse,
  AdminOrderDetail,
  AdminOrderEventDetail,
} from '../contracts/admin-get-order.js';
import type {
  AdminOrderActionName,
  AdminOrderActionRequest,
  AdminOrderActionResponse,
} from '../contracts/admin-order-action.js';
import { adminPageSize } from '../contracts/admin-paging.js';
import type {
  AdminOrderQueryKind,
  AdminOrderRow,
  AdminSearchOrdersRequest,
  AdminSearchOrdersResponse,
} from '../contracts/admin-search-orders.js';
import { callNames } from '../contracts/call-names.js';
import { errorKeys } from '../contracts/error-keys.js';
import { emailPattern, fieldErrors } from '../contracts/field-rules.js';
import { orderNumberPattern } from '../contracts/get-order-status.js';
import { normalizedLicensePlatePattern, normalizeLicensePlate } from '../contracts/license-plate.js';
import { GatewayFailure } from '../payments/gateway-client.js';
import { gateway } from '../payments/gateway.js';
import { recordAudit, writeAudit, type Staff } from '../store/audit-log.js';
import { db } from '../store/firestore.js';
import {
  needsAttention,
  orderEvent,
  orderRef,
  ordersCollection,
  orderUpdate,
  readOrder,
  updateOrder,
  type OrderDocument,
  type OrderEvent,
} from '../store/orders.js';
import { readPage } from '../store/paging.js';
import { orderNumberOfPolicy, readPolicies, readPolicy, type PolicyDocument } from '../store/policies.js';
import { readPolicyEnding, type PolicyEndingRecord } from '../store/policy-endings.js';
import { staffOf } from './admin-access.js';
import { adminRefundOf } from './admin-policy-changes.js';
import { auditEntriesOf } from './admin-audit.js';
import { DomainError, type CallContext } from './domain-error.js';
import { claimOrder, nothingLeft, resendPolicy, settlePaidOrder } from './fulfilment.js';
import {
  endPolicyOnRequest,
  markEndingTransferPaid,
  resendEndingConfirmation,
  retryEndingRefund,
} from './policy-endings.js';
import { returnPoints } from './referral-points.js';

const iso = (timestamp: Timestamp) => timestamp.toDate().toISOString();

/** The insurer's policy numbers are groups of digits joined by hyphens (`10-2026-0412345`); nothing else is. */
const policyNumberPattern = /^\d+(?:-\d+)+$/;

/** What was typed, read by its shape: order numbers, e-mails, policy numbers and plates never look alike. */
function readQuery(query: string | null): { kind: AdminOrderQueryKind; value: string } {
  const text = query ?? '';
  if (!text) return { kind: 'none', value: '' };
  if (orderNumberPattern.test(text.toUpperCase())) return { kind: 'order-number', value: text.toUpperCase() };
  // Orders keep the e-mail in lower case.
  if (emailPattern.test(text)) return { kind: 'email', value: text.toLowerCase() };
  if (policyNumberPattern.test(text)) return { kind: 'policy-number', value: text };
  const plate = normalizeLicensePlate(text);
  if (normalizedLicensePlatePattern.test(plate)) return { kind: 'license-plate', value: plate };
  throw new DomainError('invalid-argument', { errorKey: errorKeys.validation, fields: { query: fieldErrors.invalid } });
}

function rowOf(order: OrderDocument, policy: PolicyDocument | undefined): AdminOrderRow {
  return {
    orderNumber: order.orderNumber,
    createdAt: iso(order.createdAt),
    state: order.state,
    policyState: order.policyState,
    emailState: order.emailState,
    refundState: order.refundState,
    policyNumber: policy?.policyNumber ?? null,
    licensePlate: order.vehicle.licensePlate,
    email: order.policyholder.contactEmail,
    policyholderName: `${order.policyholder.firstName} ${order.policyholder.lastName}`,
    total: order.total,
  };
}

export async function searchOrders(
  input: AdminSearchOrdersRequest,
  context: CallContext,
): Promise<AdminSearchOrdersResponse> {
  staffOf(context);
  const { kind, value } = readQuery(input.query);
  let query: Query = ordersCollection();
  switch (kind) {
    case 'none':
      break;
    case 'order-number':
      query = query.where('orderNumber', '==', value);
      break;
    case 'policy-number': {
      const orderNumber = await orderNumberOfPolicy(value);
      if (!orderNumber) return { queryKind: kind, items: [], nextCursor: null, total: 0 };
      query = query.where('orderNumber', '==', orderNumber);
      break;
    }
    case 'email':
      query = query.where('policyholder.contactEmail', '==', value);
      break;
    case 'license-plate':
      query = query.where('vehicle.licensePlate', '==', value);
      break;
  }
  if (input.attention) query = query.where(needsAttention);
  const page = await readPage(query, 'createdAt', input.cursor, adminPageSize);
  const orders = page.docs.map((doc) => doc.data() as OrderDocument);
  const policies = await readPolicies(
    orders.filter((order) => order.policyState === 'issued').map((order) => order.orderNumber),
  );
  return {
    queryKind: kind,
    items: orders.map((order) => rowOf(order, policies.get(order.orderNumber))),
    nextCursor: page.nextCursor,
    total: page.total,
  };
}

/**
 * What support may do to an order in its state (docs/decisions/0002-orders-and-payments.md). A duplicate payment
 * (`refundState` set when it was paid) has no policy of its own: its money goes back, nothing else.
 */
export function allowedActions(
  order: OrderDocument,
  ending?: PolicyEndingRecord,
  policy?: PolicyDocument,
  now = new Date(),
): AdminOrderDetail['actions'] {
  const paid = order.state === 'paid';
  const ownPolicy = order.refundState === null;
  const endingRefund = ending?.state === 'ended' ? ending.refund : null;
  return {
    resendEmail: paid && ownPolicy && order.policyState === 'issued',
    retryIssue: paid && ownPolicy && order.policyState !== 'issued',
    // A policy ended early, or on its way to, is refunded by its ending, never also in full.
    refund:
      paid && order.refundState !== 'refunded' && order.payment !== null && (!ending || ending.state === 'refused'),
    ...endingActionsAllowed(ending, endingRefund),
    endPolicyOnRequest:
      policy !== undefined &&
      !policy.ended &&
      policy.endsAt.toMillis() > now.getTime() &&
      (!ending || ending.state === 'refused'),
  };
}

const endingActionsAllowed = (ending: PolicyEndingRecord | undefined, refund: PolicyEndingRecord['refund'] | null) => ({
  retryEndingRefund: refund?.state === 'pending' && refund.method === 'card',
  markEndingTransferPaid: refund?.state === 'pending' && refund.method === 'iban',
  resendEndingConfirmation: ending?.state === 'ended',
});

const allowedBy = {
  'resend-email': 'resendEmail',
  'retry-issue': 'retryIssue',
  refund: 'refund',
  'retry-ending-refund': 'retryEndingRefund',
  'mark-ending-transfer-paid': 'markEndingTransferPaid',
  'resend-ending-confirmation': 'resendEndingConfirmation',
  'end-policy-on-request': 'endPolicyOnRequest',
} as const satisfies Record<AdminOrderActionName, keyof AdminOrderDetail['actions']>;

const endingActions = new Set<AdminOrderActionName>([
  'retry-ending-refund',
  'mark-ending-transfer-paid',
  'resend-ending-confirmation',
]);

const latestEvent = (history: OrderEvent[]) =>
  history.reduce<OrderEvent | undefined>(
    (latest, event) => (!latest || event.at.toMillis() >= latest.at.toMillis() ? event : latest),
    undefined,
  );

/**
 * What the audit log keeps of an order before and after an action: its states, the last error, and its latest
 * event, which every action adds one to (a resend changes no state, but its `email-sent` is news).
 */
function auditedFields(order: OrderDocument): Record<string, unknown> {
  const last = latestEvent(order.history);
  return {
    state: order.state,
    policyState: order.policyState,
    emailState: order.emailState,
    refundState: order.refundState,
    lastError: order.lastError,
    lastEvent: last ? `${last.event} ${iso(last.at)}` : null,
  };
}

const gatewayOutcomes = ['approved', 'declined', 'cancelled', 'error'] as const;
const insurerFailures = ['vehicle-not-found', 'high-risk-vehicle', 'rejected', 'unavailable'] as const;
const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/**
 * An event's note, read by what wrote it (payment-outcomes.ts, fulfilment.ts, `refund` here): the history keeps one
 * line of text per event, and orders already stored keep theirs. Anything else is passed on as a message.
 */
export function eventDetailOf(event: OrderEvent['event'], detail: string | undefined): AdminOrderEventDetail | null {
  if (!detail) return null;
  const message = { kind: 'message', value: detail } as const;
  switch (event) {
    case 'started': {
      const amount = /^(\d+(?:\.\d+)?) EUR$/.exec(detail)?.[1];
      return amount ? { kind: 'amount', amount: Number(amount) } : message;
    }
    case 'returned':
    case 'notification':
    case 'status-checked':
      return isOneOf(gatewayOutcomes, detail) ? { kind: 'outcome', outcome: detail } : message;
    case 'paid':
      return { kind: 'approval-code', value: detail };
    case 'declined':
    case 'cancelled':
      return { kind: 'response-code', value: detail };
    case 'policy-issued':
      return { kind: 'policy-number', value: detail };
    case 'email-sent':
      return { kind: 'message-id', value: detail };
    case 'duplicate-payment':
      return { kind: 'paid-by-order', value: detail };
    case 'refunded': {
      // Staff's refund notes `reason (refund id)`; the scheduler's, for a duplicate payment, only the id.
      const staffRefund = /^([\s\S]*) \(([^()]+)\)$/.exec(detail);
      return staffRefund
        ? { kind: 'refund', reason: staffRefund[1] ?? null, refundId: staffRefund[2] ?? '' }
        : { kind: 'refund', reason: null, refundId: detail };
    }
    case 'policy-issue-failed':
      return isOneOf(insurerFailures, detail) ? { kind: 'insurer-failure', failure: detail } : message;
    default:
      return message;
  }
}

async function detailOf(order: OrderDocument): Promise<AdminOrderDetail> {
  const [policy, audit, ending] = await Promise.all([
    readPolicy(order.orderNumber),
    auditEntriesOf('order', order.orderNumber),
    readPolicyEnding(order.orderNumber),
  ]);
  const holder = order.policyholder;
  return {
    ...rowOf(order, policy),
    locale: order.locale,
    phone: `${holder.phoneNumberPrefix} ${holder.phoneNumber}`,
    vehicle: {
      licensePlate: order.vehicle.licensePlate,
      vin: order.vehicle.vin,
      manufacturer: order.vehicle.manufacturer,
      model: order.vehicle.model,
    },
    items: order.items.map((item) => ({ coverCode: item.coverCode, premium: item.price })),
    discount: order.discount ? { code: order.discount.code, amount: order.discountAmount } : null,
    referralDiscountAmount: order.referralDiscountAmount ?? 0,
    paymentPlan: order.paymentPlan ?? null,
    singlePaymentDiscountAmount: order.singlePaymentDiscountAmount ?? 0,
    points: order.points
      ? { points: order.points.points, amount: order.points.amount, state: order.points.state }
      : null,
    payment: order.payment
      ? {
          transactionId: order.payment.transactionId,
          approvalCode: order.payment.approvalCode,
          maskedPan: order.payment.maskedPan,
          at: iso(order.payment.at),
          instalments: order.payment.instalments ?? null,
        }
      : null,
    policy: policy
      ? {
          policyNumber: policy.policyNumber,
          issuedAt: iso(policy.issuedAt),
          startsAt: iso(policy.startsAt),
          endsAt: iso(policy.endsAt),
        }
      : null,
    ending: ending
      ? {
          reason: ending.reason,
          endDate: ending.endDate,
          state: ending.state,
          requestedBy: ending.requestedBy.kind,
          missingDocuments: ending.missingDocuments,
          refusal: ending.refusal,
          coverEndsAt: ending.coverEndsAt ? iso(ending.coverEndsAt) : null,
          refund: adminRefundOf(ending),
          transferIban: ending.transferIban,
          emailedAt: ending.emailedAt ? iso(ending.emailedAt) : null,
        }
      : null,
    lastError: order.lastError,
    history: [...order.history]
      .sort((a, b) => a.at.toMillis() - b.at.toMillis())
      .map((event) => ({ at: iso(event.at), event: event.event, detail: eventDetailOf(event.event, event.detail) })),
    audit,
    actions: allowedActions(order, ending, policy),
  };
}

const notFound = () => new DomainError('not-found', { errorKey: errorKeys.adminNotFound });
const notAllowed = () => new DomainError('failed-precondition', { errorKey: errorKeys.adminActionNotAllowed });

async function existingOrder(orderNumber: string): Promise<OrderDocument> {
  const order = await readOrder(orderNumber);
  if (!order) throw notFound();
  return order;
}

export async function getAdminOrder(input: AdminGetOrderRequest, context: CallContext): Promise<AdminGetOrderResponse> {
  staffOf(context);
  return { order: await detailOf(await existingOrder(input.orderNumber)) };
}

/**
 * The money back through the card gateway, under the order's lease so that neither a second click nor the scheduler
 * refunds at the same time; once refunded, the order allows no refund again. Never retried by itself: a failure is
 * recorded on the order (history `refund-failed`, `lastError`) and staff decide. The order's update and its audit
 * entry are one transaction, written once the gateway has answered.
 */
async function refund(orderNumber: string, staff: Staff, reason: string): Promise<void> {
  const claimed = await claimOrder(orderNumber, new Date(), (order) => allowedActions(order).refund);
  if (!claimed) throw notAllowed();
  let outcome: { refundId: string } | GatewayFailure;
  try {
    outcome = await gateway().refund(orderNumber, claimed.amountCents);
  } catch (error) {
    if (!(error instanceof GatewayFailure)) {
      await updateOrder(orderNumber, { leaseUntil: null });
      throw error;
    }
    outcome = error;
  }
  const now = new Date();
  const [changes, event]: [Partial<OrderDocument>, OrderEvent] =
    outcome instanceof GatewayFailure
      ? [{ leaseUntil: null, lastError: outcome.message }, orderEvent('refund-failed', now, outcome.message)]
      : [
          { state: 'refunded', refundState: 'refunded', ...nothingLeft },
          orderEvent('refunded', now, `${reason} (${outcome.refundId})`),
        ];
  await db().runTransaction(async (transaction) => {
    const before = (await readOrder(orderNumber, transaction)) ?? claimed;
    const points = outcome instanceof GatewayFailure ? {} : returnPoints(transaction, before);
    transaction.update(orderRef(orderNumber), orderUpdate({ ...changes, ...points }, event));
    writeAudit(
      transaction,
      staff,
      {
        action: `${callNames.adminOrderAction}:refund`,
        subject: 'order',
        subjectId: orderNumber,
        before: auditedFields(before),
        after: auditedFields({ ...before, ...changes, history: [...before.history, event] }),
        reason,
      },
      now,
    );
  });
  if (outcome instanceof GatewayFailure) {
    logger.error('Refund by staff failed', { orderNumber, staff: staff.uid, error: outcome.message });
    // The gateway refused it (already refunded there, say): nothing a retry changes. Else it may work later.
    throw outcome.kind === 'rejected' ? notAllowed() : new DomainError('unavailable', { errorKey: errorKeys.generic });
  }
  logger.info('Refunded by staff', { orderNumber, staff: staff.uid, refundId: outcome.refundId });
}

/**
 * Resending and retrying run fulfilment's own steps (which record themselves on the order, and which the scheduler
 * runs too, under the same lease); the audit entry follows with the order as those steps left it.
 */
async function fulfilmentAction(
  action: 'resend-email' | 'retry-issue',
  order: OrderDocument,
  staff: Staff,
): Promise<void> {
  const now = new Date();
  let before = order;
  if (action === 'resend-email') {
    const claimed = await claimOrder(order.orderNumber, now, (current) => allowedActions(current).resendEmail);
    if (!claimed) throw notAllowed();
    before = claimed;
    await resendPolicy(claimed, now);
  } else if (!(await settlePaidOrder(order.orderNumber, now))) {
    // Another worker holds the order (the scheduler, a notification): it is being done now.
    throw notAllowed();
  }
  const after = await existingOrder(order.orderNumber);
  await recordAudit(staff, {
    action: `${callNames.adminOrderAction}:${action}`,
    subject: 'order',
    subjectId: order.orderNumber,
    before: auditedFields(before),
    after: auditedFields(after),
  });
}

/** What the audit log keeps of a policy's ending before and after an action on it. */
const auditedEnding = (ending: PolicyEndingRecord | undefined): Record<string, unknown> => ({
  state: ending?.state ?? null,
  refundState: ending?.refund?.state ?? null,
  refundMethod: ending?.refund?.method ?? null,
  refundAttempts: ending?.refund?.attempts ?? null,
  lastError: ending?.refund?.lastError ?? null,
  emailedAt: ending?.emailedAt ? iso(ending.emailedAt) : null,
});

/** An action on the policy's ending, done by its own service and audited with the ending before and after. */
async function endingAction(
  action: AdminOrderActionName,
  orderNumber: string,
  staff: Staff,
  reason: string | null,
): Promise<void> {
  const before = await readPolicyEnding(orderNumber);
  const done =
    action === 'retry-ending-refund'
      ? await retryEndingRefund(orderNumber)
      : action === 'mark-ending-transfer-paid'
        ? await markEndingTransferPaid(orderNumber)
        : await resendEndingConfirmation(orderNumber);
  if (!done) throw notAllowed();
  await recordAudit(staff, {
    action: `${callNames.adminOrderAction}:${action}`,
    subject: 'order',
    subjectId: orderNumber,
    before: auditedEnding(before),
    after: auditedEnding(await readPolicyEnding(orderNumber)),
    ...(reason ? { reason } : {}),
  });
}

/** Staff end a running policy on its policyholder's word; the ending as it was asked and as it stands is audited. */
async function endOnRequest(input: AdminOrderActionRequest, staff: Staff): Promise<void> {
  const before = await readPolicyEnding(input.orderNumber);
  if (!input.endReason) throw notAllowed();
  const ending = await endPolicyOnRequest(
    input.orderNumber,
    { reason: input.endReason, endDate: input.endDate ?? null },
    staff.uid,
  );
  await recordAudit(staff, {
    action: `${callNames.adminOrderAction}:end-policy-on-request`,
    subject: 'order',
    subjectId: input.orderNumber,
    before: auditedEnding(before),
    after: { ...auditedEnding(ending), reason: ending.reason, endDate: ending.endDate },
    reason: input.reason ?? '',
  });
}

export async function orderAction(
  input: AdminOrderActionRequest,
  context: CallContext,
): Promise<AdminOrderActionResponse> {
  const staff = staffOf(context);
  const order = await existingOrder(input.orderNumber);
  const [ending, policy] = await Promise.all([readPolicyEnding(input.orderNumber), readPolicy(input.orderNumber)]);
  if (!allowedActions(order, ending, policy)[allowedBy[input.action]]) throw notAllowed();
  if (input.action === 'refund') await refund(order.orderNumber, staff, input.reason ?? '');
  else if (input.action === 'end-policy-on-request') await endOnRequest(input, staff);
  else if (endingActions.has(input.action)) await endingAction(input.action, order.orderNumber, staff, input.reason);
  else await fulfilmentAction(input.action as 'resend-email' | 'retry-issue', order, staff);
  return { order: await detailOf(await existingOrder(input.orderNumber)) };
}
