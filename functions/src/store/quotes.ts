import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { CodeDiscount, PremiumCover, ZoneDiscount } from '../contracts/get-groupama-pricing-for-options.js';
import { collections } from './collection-names.js';
import { db } from './firestore.js';
import type { ReminderAttribution } from './renewal-reminders.js';
import { retentionOfQuote } from './retention.js';

/** `quotes/{quoteId}`: the insurer's prices as it answered them. The amount to pay is computed from this, never sent. */
export interface QuoteDocument {
  licensePlate: string | null;
  vin: string | null;
  vehicleDetails: Record<string, unknown> | null;
  driver: { dateOfBirth: string; personalIdentificationNumber: string };
  premiumCovers: PremiumCover[];
  discountZone: ZoneDiscount | null;
  /** The coupon or vehicle discount valid when priced; a coupon is re-checked and redeemed at payment. */
  codeDiscount: CodeDiscount | null;
  calculationId: string;
  /** ISO dates. */
  policyStartDate: string;
  policyEndDate: string;
  wipId: string | null;
  createdAt: Timestamp;
  /**
   * After this the driver must price again (prices and discounts may have changed): a week, and never past the end of
   * the insurer's `validUntil` day. A slip paid later buys no policy at this price.
   */
  expiresAt: Timestamp;
  /** The last day (ISO, Zagreb) the insurer holds the price; absent on quotes priced before it said. */
  validUntil?: string;
  /** When the TTL policy deletes the quote (store/retention.ts). */
  expireAt: Timestamp;
  /** The referral the quote was priced under, when it counted (services/referral-programme.ts). */
  referral?: QuoteReferral | null;
  /** The order that paid for this quote: a quote buys one policy, however many tabs pay for it. */
  paidOrderNumber?: string | null;
  /** The renewal reminder that priced this quote for its link; the order paying it carries it on. */
  renewalReminder?: ReminderAttribution | null;
}

/** A friend's referral: whose link, which one, and the friend (hashed OIB) the reward will be keyed on. */
export interface QuoteReferral {
  referrerId: string;
  referralIndividualId: string | null;
  friendKey: string;
  /** Euros off the friend's first policy, as the referrer's record said when priced. */
  discountInEuros: number;
}

/** How long a quote can be paid. */
export const quoteValidityDays = 7;

export async function createQuote(
  data: Omit<QuoteDocument, 'createdAt' | 'expiresAt' | 'expireAt'>,
  now: Date,
  /** Null when the insurer's day says nothing our clock can use: the quote keeps its week. */
  insurerHoldsUntil: Date | null,
): Promise<string> {
  const ref = db().collection(collections.quotes).doc();
  await ref.set({
    ...data,
    createdAt: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(
      Math.min(now.getTime() + quoteValidityDays * 24 * 60 * 60 * 1000, insurerHoldsUntil?.getTime() ?? Infinity),
    ),
    expireAt: retentionOfQuote(now),
  });
  return ref.id;
}

export const quoteRef = (quoteId: string) => db().collection(collections.quotes).doc(quoteId);

export async function readQuote(quoteId: string, transaction?: Transaction): Promise<QuoteDocument | undefined> {
  const snapshot = transaction ? await transaction.get(quoteRef(quoteId)) : await quoteRef(quoteId).get();
  return snapshot.exists ? (snapshot.data() as QuoteDocument) : undefined;
}

export function markQuotePaid(transaction: Transaction, quoteId: string, orderNumber: string): void {
  transaction.update(quoteRef(quoteId), { paidOrderNumber: orderNumber });
}

export const markQuoteFromReminder = (quoteId: string, renewalReminder: ReminderAttribution) =>
  quoteRef(quoteId).update({ renewalReminder });
