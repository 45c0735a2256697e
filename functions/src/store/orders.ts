import { FieldValue, Filter, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { CoverCode } from '../contracts/covers.js';
import type { CodeDiscount } from '../contracts/get-groupama-pricing-for-options.js';
import type { OrderItem } from '../contracts/get-order-summary.js';
import type { OrderState, PolicyState } from '../contracts/get-order-status.js';
import type { PaymentPlan } from '../contracts/payment-plan.js';
import type { PaymentMethod } from '../contracts/start-payment.js';
import type { InsuredVehicle } from '../contracts/insured-vehicle.js';
import type { Policyholder } from '../contracts/policyholder.js';
import type { PurchaseLocale } from '../contracts/purchase-locales.js';
import type { BankCreditProblem } from '../contracts/bank-credits.js';
import { collections } from './collection-names.js';
import type { ReminderAttribution } from './renewal-reminders.js';
import { db } from './firestore.js';

/** What the gateway told us about the money. */
export interface OrderPayment {
  transactionId: string;
  approvalCode: string | null;
  maskedPan: string | null;
  responseCode: string;
  responseMessage: string;
  at: Timestamp;
  /**
   * Which message told us: the gateway's notification or our question to its status API; for a slip, the bank's
   * notification of the credit or our reading of the account's credits.
   */
  source: 'notification' | 'status-api' | 'bank-notification' | 'bank-statement';
  /** A slip's payer as their bank named them, the IBAN masked: support's answer to "I paid, where is my policy?". */
  payer?: { name: string; ibanMasked: string };
  /** The number of instalments the card's bank carries, as the gateway reported it; 1 for one payment. */
  instalments?: number;
}

/** What a HUB-3 slip order needs besides what every order has (decision 0034). */
export interface OrderSlip {
  /** HR01 poziv na broj, derived from the order number and back. */
  reference: string;
  /** The last day (ISO, Zagreb) the price holds: the quote's expiry, which follows the insurer's validity. */
  validUntil: string;
  /** The instant after which a credit buys nothing at this price (the quote's `expiresAt`). */
  payableUntil: Timestamp;
  emailState: 'pending' | 'sent' | 'failed';
  /**
   * A credit for this order that could not pay it (too little, too much, too late, a second one), waiting in the
   * console's queue: the order's page tells the driver what happens to the money.
   */
  queuedCredit: { entryReference: string; problem: BankCreditProblem; amountCents: number } | null;
}

/**
 * Referral points an order takes off the account's balance: `held` from the transaction that opens the order,
 * `spent` once it is paid, `returned` to the balance when it is never paid or is refunded.
 */
export interface OrderPoints {
  referrerId: string;
  points: number;
  /** Euros they take off the total. */
  amount: number;
  state: 'held' | 'spent' | 'returned';
}

/**
 * One line of an order's story, for support. Appended with arrayUnion, so two identical events in the same
 * millisecond would read as one; the events that change an order always differ.
 */
export interface OrderEvent {
  at: Timestamp;
  event:
    | 'started'
    | 'returned'
    | 'notification'
    | 'status-checked'
    | 'paid'
    | 'declined'
    | 'cancelled'
    | 'expired'
    | 'policy-issued'
    | 'policy-issue-failed'
    | 'email-sent'
    | 'email-failed'
    | 'duplicate-payment'
    | 'refunded'
    | 'refund-failed'
    | 'slip-emailed'
    | 'slip-email-failed'
    | 'credit-queued';
  detail?: string;
}

/**
 * `orders/{orderNumber}`: one attempt to pay for a quote. States and the rules between them are in
 * `docs/decisions/0002-orders-and-payments.md`.
 */
export interface OrderDocument {
  orderNumber: string;
  quoteId: string;
  wipId: string | null;
  /** The signed-in buyer, when there is one. */
  uid: string | null;
  locale: PurchaseLocale;
  /** The site the buyer paid on (one of SITE_ORIGINS): the gateway returns them there and the e-mail links to it. */
  siteOrigin: string;
  state: OrderState;
  /** Absent on orders made before slips: a card. */
  paymentMethod?: PaymentMethod;
  /** A slip order's reference and how long it can be paid; null for a card. */
  slip?: OrderSlip | null;
  policyState: PolicyState | null;
  emailState: 'pending' | 'sent' | 'failed' | null;
  /** A second payment for a quote another order already paid: given back through the gateway. */
  refundState: 'required' | 'refunded' | 'failed' | null;
  duplicateOf: string | null;
  /** Why a refused payment was refused, as the gateway said (declined: "51", an error, a cancelled page…). */
  refusal: { outcome: 'declined' | 'cancelled' | 'error'; responseCode: string; responseMessage: string } | null;
  amountCents: number;
  currency: 'EUR';
  items: OrderItem[];
  coverCodes: CoverCode[];
  subtotal: number;
  discountAmount: number;
  /** The referred friend's discount taken off after the code discount; 0 without a referral. */
  referralDiscountAmount?: number;
  /** How the driver pays (absent on orders made before plans existed: one payment, with no discount for it). */
  paymentPlan?: PaymentPlan;
  /** The insurer's one-payment discount, taken off the subtotal first; 0 for instalments. */
  singlePaymentDiscountAmount?: number;
  /** Referral points spent on this order, null when none. */
  points?: OrderPoints | null;
  /** The renewal reminder whose link priced the quote (the console counts the renewals reminders brought). */
  renewalReminder?: ReminderAttribution | null;
  total: number;
  discount: CodeDiscount | null;
  /** A single-use coupon this order holds (reserved) until it is paid or let go. */
  reservedCoupon: string | null;
  policyholder: Policyholder;
  /** The register names the policyholder as owner; false when it names nobody (a vehicle not registered yet). */
  policyholderIsRegisteredOwner: boolean;
  vehicle: InsuredVehicle;
  /** ISO dates of the quote: the day cover starts and ends. */
  policyStartDate: string;
  policyEndDate: string;
  calculationId: string;
  consents: { preContractInformation: true; generalTerms: true; documentsVersion: string; at: Timestamp };
  /** SHA-256 (hex) of the order token; the token itself is only ever in the buyer's browser. */
  tokenHash: string;
  payment: OrderPayment | null;
  returnedAt: Timestamp | null;
  lastStatusCheckAt: Timestamp | null;
  /**
   * When the scheduler should look at this order next: a payment the gateway has not told us about, a policy, an
   * e-mail or a refund still owed. Null when nothing is left to do.
   */
  nextAttemptAt: Timestamp | null;
  attempts: number;
  lastError: string | null;
  /** While a worker fulfils the order, others leave it alone. */
  leaseUntil: Timestamp | null;
  history: OrderEvent[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Firestore TTL: see the retention decision. */
  expireAt: Timestamp;
}

export const ordersCollection = () => db().collection(collections.orders);

export const orderRef = (orderNumber: string) => ordersCollection().doc(orderNumber);

export async function readOrder(orderNumber: string, transaction?: Transaction): Promise<OrderDocument | undefined> {
  const snapshot = transaction ? await transaction.get(orderRef(orderNumber)) : await orderRef(orderNumber).get();
  return snapshot.exists ? (snapshot.data() as OrderDocument) : undefined;
}

export const orderEvent = (event: OrderEvent['event'], at: Date, detail?: string): OrderEvent => ({
  at: Timestamp.fromDate(at),
  event,
  ...(detail ? { detail } : {}),
});

/** Field updates plus events appended to the history, stamped with `updatedAt`. */
export function orderUpdate(changes: Partial<OrderDocument>, ...events: OrderEvent[]): Record<string, unknown> {
  return {
    ...changes,
    ...(events.length > 0 ? { history: FieldValue.arrayUnion(...events) } : {}),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

export function createOrder(transaction: Transaction, order: Omit<OrderDocument, 'createdAt' | 'updatedAt'>): void {
  transaction.create(orderRef(order.orderNumber), {
    ...order,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
}

export async function updateOrder(
  orderNumber: string,
  changes: Partial<OrderDocument>,
  ...events: OrderEvent[]
): Promise<void> {
  await orderRef(orderNumber).update(orderUpdate(changes, ...events));
}

/**
 * Orders the scheduler should look at now, oldest due first: a pending payment to settle with the gateway, or a paid
 * order with a policy, e-mail or refund still owed. Every order that needs a look has `nextAttemptAt`; one that is
 * looked at and still needs one gets a later time, so none waits behind another for ever.
 */
export async function ordersDueBefore(dueBefore: Date, limit: number): Promise<string[]> {
  const snapshot = await db()
    .collection(collections.orders)
    .where('nextAttemptAt', '<=', Timestamp.fromDate(dueBefore))
    .orderBy('nextAttemptAt')
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => doc.id);
}

/**
 * Paid orders staff must act on: the policy not issued yet (still issuing, or failed and waiting for a retry), the
 * policy e-mail failed, or money owed back that has not gone back. Equality filters only, so the list is ordered by
 * `createdAt` and pages like any other; each branch has its index (`state`, its field, `createdAt`). A paid order
 * has no `policyState` only when it is a duplicate payment, which `refundState` covers.
 */
export const needsAttention = Filter.and(
  Filter.where('state', '==', 'paid'),
  Filter.or(
    Filter.where('policyState', 'in', ['issuing', 'issue-failed'] satisfies PolicyState[]),
    Filter.where('emailState', '==', 'failed' satisfies OrderDocument['emailState']),
    Filter.where('refundState', 'in', ['required', 'failed'] satisfies OrderDocument['refundState'][]),
  ),
);

/** Paid orders that took a coupon: how often a coupon has been used (an order refunded later no longer counts). */
export async function countPaidOrdersWithCoupon(code: string): Promise<number> {
  const snapshot = await ordersCollection()
    .where('discount.code', '==', code)
    .where('state', '==', 'paid' satisfies OrderState)
    .count()
    .get();
  return snapshot.data().count;
}
