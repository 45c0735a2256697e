import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { PricingResponse } from '../contracts/get-groupama-pricing-for-options.js';
import type { RenewalReminderDays } from '../contracts/renewal-reminder-rules.js';
import type { PurchaseLocale } from '../contracts/purchase-locales.js';
import { collections } from './collection-names.js';
import { db } from './firestore.js';
import type { PolicyDocument } from './policies.js';
import { retentionOfOptOut, retentionOfReminder } from './retention.js';

/**
 * `renewalReminders/{orderNumber}~{days}`: one policy's reminder, created in a transaction before anything is sent,
 * so however many runs meet it, one sends it (docs/decisions/0020-renewal-reminders.md).
 */
export interface RenewalReminderRecord {
  orderNumber: string;
  days: RenewalReminderDays;
  /** `sending` until SendGrid took it; a sender holds `leaseUntil` meanwhile, and a failed one lets it lapse. */
  state: 'sending' | 'sent';
  leaseUntil: Timestamp | null;
  attempts: number;
  /** The e-mail's language: the purchase's. */
  locale: PurchaseLocale;
  /** SHA-256 of the address it goes to, the opt-outs' key. */
  emailKey: string;
  /**
   * SHA-256 of the link's and the unsubscribe's tokens. A retry makes new ones and keeps the old: an attempt that died
   * after SendGrid took it sent links that must still work.
   */
  renewTokenHashes: string[];
  unsubscribeTokenHashes: string[];
  /** The renewal priced for the e-mail, and the quote its link opens (priced again when it has expired). */
  pricing: PricingResponse | null;
  identityFailures: number;
  createdAt: Timestamp;
  sentAt: Timestamp | null;
  messageId: string | null;
  lastError: string | null;
  expireAt: Timestamp;
}

/** Where a quote or an order came from a reminder's link: which reminder, and when it was made (the report's day). */
export interface ReminderAttribution {
  id: string;
  days: RenewalReminderDays;
  remindedAt: Timestamp;
}

const reminders = () => db().collection(collections.renewalReminders);
const optOuts = () => db().collection(collections.reminderOptOuts);

export const reminderId = (orderNumber: string, days: RenewalReminderDays) => `${orderNumber}~${days}`;

export type StoredReminder = RenewalReminderRecord & { id: string };

const stored = (snapshot: DocumentSnapshot): StoredReminder => ({
  ...(snapshot.data() as RenewalReminderRecord),
  id: snapshot.id,
});

/**
 * Takes the reminder for this sender: creates it, or takes one whose last sender failed or died (its lease lapsed).
 * Null when it is sent, or another sender holds it. The tokens' hashes are added in the same transaction.
 */
export function takeReminder(
  policy: PolicyDocument,
  days: RenewalReminderDays,
  tokens: { emailKey: string; renewTokenHash: string; unsubscribeTokenHash: string },
  now: Date,
  leaseMs: number,
): Promise<StoredReminder | null> {
  const ref = reminders().doc(reminderId(policy.orderNumber, days));
  const leaseUntil = Timestamp.fromMillis(now.getTime() + leaseMs);
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) {
      const record: RenewalReminderRecord = {
        orderNumber: policy.orderNumber,
        days,
        state: 'sending',
        leaseUntil,
        attempts: 1,
        locale: policy.locale,
        emailKey: tokens.emailKey,
        renewTokenHashes: [tokens.renewTokenHash],
        unsubscribeTokenHashes: [tokens.unsubscribeTokenHash],
        pricing: null,
        identityFailures: 0,
        createdAt: Timestamp.fromDate(now),
        sentAt: null,
        messageId: null,
        lastError: null,
        expireAt: retentionOfReminder(policy.endsAt.toDate()),
      };
      transaction.create(ref, record);
      return { ...record, id: ref.id };
    }
    const current = snapshot.data() as RenewalReminderRecord;
    if (current.state === 'sent') return null;
    if (current.leaseUntil && current.leaseUntil.toMillis() > now.getTime()) return null;
    const update = {
      leaseUntil,
      attempts: current.attempts + 1,
      renewTokenHashes: [...current.renewTokenHashes, tokens.renewTokenHash],
      unsubscribeTokenHashes: [...current.unsubscribeTokenHashes, tokens.unsubscribeTokenHash],
    };
    transaction.update(ref, update);
    return { ...current, ...update, id: ref.id };
  });
}

export const updateReminder = (id: string, update: Partial<RenewalReminderRecord>) =>
  reminders().doc(id).update(update);

async function reminderWhere(field: 'renewTokenHashes' | 'unsubscribeTokenHashes', hash: string) {
  const snapshot = await reminders().where(field, 'array-contains', hash).limit(1).get();
  const first = snapshot.docs[0];
  return first ? stored(first) : undefined;
}

export const reminderByRenewToken = (hash: string) => reminderWhere('renewTokenHashes', hash);
export const reminderByUnsubscribeToken = (hash: string) => reminderWhere('unsubscribeTokenHashes', hash);

/** The policy's reminder sent last (the 7-day one once it went), if one was sent. */
export async function latestSentReminder(orderNumber: string): Promise<StoredReminder | undefined> {
  const snapshots = await db().getAll(
    reminders().doc(reminderId(orderNumber, 7)),
    reminders().doc(reminderId(orderNumber, 30)),
  );
  const sent = snapshots.find((snapshot) => snapshot.exists && snapshot.get('state') === 'sent');
  return sent ? stored(sent) : undefined;
}

/** Runs `decide` on the reminder in a transaction and writes its update: the date-of-birth count. */
export function changeReminder<T>(
  id: string,
  decide: (current: RenewalReminderRecord) => { update?: Partial<RenewalReminderRecord>; result: T },
): Promise<T> {
  const ref = reminders().doc(id);
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const { update, result } = decide(snapshot.data() as RenewalReminderRecord);
    if (update) transaction.update(ref, update);
    return result;
  });
}

/** Policies whose cover ends in [from, to), a page at a time in the order they end. */
export async function policiesEndingBetween(
  from: Date,
  to: Date,
  pageSize: number,
  after?: DocumentSnapshot,
): Promise<{ policies: PolicyDocument[]; last: DocumentSnapshot | undefined }> {
  let query = db()
    .collection(collections.policies)
    .where('endsAt', '>=', Timestamp.fromDate(from))
    .where('endsAt', '<', Timestamp.fromDate(to))
    .orderBy('endsAt')
    .limit(pageSize);
  if (after) query = query.startAfter(after);
  const snapshot = await query.get();
  return { policies: snapshot.docs.map((doc) => doc.data() as PolicyDocument), last: snapshot.docs.at(-1) };
}

/** Whether the address asked for no reminders; each time it is honoured its keeping starts again. */
export async function honourOptOut(emailKey: string, now: Date): Promise<boolean> {
  const ref = optOuts().doc(emailKey);
  const snapshot = await ref.get();
  if (!snapshot.exists) return false;
  await ref.update({ expireAt: retentionOfOptOut(now) });
  return true;
}

/** Records that the address wants no reminders; asking twice keeps the first date. */
export async function storeOptOut(emailKey: string, now: Date): Promise<void> {
  const ref = optOuts().doc(emailKey);
  await db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (snapshot.exists) transaction.update(ref, { expireAt: retentionOfOptOut(now) });
    else transaction.create(ref, { createdAt: Timestamp.fromDate(now), expireAt: retentionOfOptOut(now) });
  });
}

export interface CreatedBetween {
  from: Date;
  to: Date;
}

const between = (field: string, period: CreatedBetween) =>
  [
    [field, '>=', Timestamp.fromDate(period.from)],
    [field, '<', Timestamp.fromDate(period.to)],
  ] as const;

export async function countRemindersSent(period: CreatedBetween, days: RenewalReminderDays): Promise<number> {
  const [from, to] = between('createdAt', period);
  const query = reminders()
    .where('days', '==', days)
    .where('state', '==', 'sent')
    .where(...from)
    .where(...to);
  return (await query.count().get()).data().count;
}

/** Paid orders whose quote came from a reminder of that kind made in the period. */
export async function countRenewalsOfReminders(period: CreatedBetween, days: RenewalReminderDays): Promise<number> {
  const [from, to] = between('renewalReminder.remindedAt', period);
  const query = db()
    .collection(collections.orders)
    .where('renewalReminder.days', '==', days)
    .where('state', '==', 'paid')
    .where(...from)
    .where(...to);
  return (await query.count().get()).data().count;
}

export async function countOptOuts(period: CreatedBetween): Promise<number> {
  const [from, to] = between('createdAt', period);
  return (
    await optOuts()
      .where(...from)
      .where(...to)
      .count()
      .get()
  ).data().count;
}
