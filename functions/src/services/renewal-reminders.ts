/**
 * Renewal reminders (docs/decisions/0020-renewal-reminders.md): a daily run e-mails each policyholder 30 and 7
 * Croatian days before the policy ends, once each whatever the number of runs, with next year already priced and a
 * link that opens that renewal; the link itself, proven by the account or the date of birth; and the unsubscribe.
 */
import { createHash } from 'node:crypto';
import { logger } from 'firebase-functions/logger';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { coverCodes as allCoverCodes, type CoverCode } from '../contracts/covers.js';
import { isoToDisplayDate } from '../contracts/field-rules.js';
import type { PricingResponse } from '../contracts/get-groupama-pricing-for-options.js';
import type { OpenRenewalReminderRequest, OpenRenewalReminderResponse } from '../contracts/open-renewal-reminder.js';
import {
  oneClickField,
  reminderErrorKeys,
  reminderIdentityAttempts,
  type RenewalReminderDays,
} from '../contracts/renewal-reminder-rules.js';
import { singlePayment } from '../contracts/payment-plan.js';
import { zagrebDate } from '../contracts/policy-dates.js';
import { platform } from '../contracts/platform.js';
import { mailFrom } from '../config.js';
import { composeRenewalReminderEmail } from '../documents/renewal-reminder-email.js';
import { mail } from '../mail/mail.js';
import { policiesOfVehicle, readPolicy, type PolicyDocument } from '../store/policies.js';
import { markQuoteFromReminder, readQuote } from '../store/quotes.js';
import {
  changeReminder,
  honourOptOut,
  latestSentReminder,
  policiesEndingBetween,
  reminderByRenewToken,
  reminderByUnsubscribeToken,
  storeOptOut,
  takeReminder,
  updateReminder,
  type StoredReminder,
} from '../store/renewal-reminders.js';
import { DomainError, type CallContext } from './domain-error.js';
import { renewalReminderLinks } from './email-links.js';
import { priceOrder } from './order-summary.js';
import { priceQuote } from './pricing.js';
import { hashSecretToken, newSecretToken } from './secret-token.js';
import { siteOriginFor } from './site-origins.js';
import { zagrebMidnight } from './zagreb-time.js';

/** Longer than pricing and one SendGrid call take; a run that died frees the reminder for the next one. */
const leaseMs = 2 * 60_000;
const pageSize = 100;
const day = 24 * 60 * 60 * 1000;

/** Opt-outs are keyed by the address's hash: the collection holds no address. */
export const optOutKeyOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** Croatian calendar days from today until the day the policy ends on. */
const daysLeft = (policy: PolicyDocument, now: Date) =>
  Math.round((Date.parse(zagrebDate(policy.endsAt.toDate())) - Date.parse(zagrebDate(now))) / day);

/** The reminder due now: the 30-day one from 30 days before until the last week, then the 7-day one. */
const reminderDue = (left: number): RenewalReminderDays | null => (left < 1 || left > 30 ? null : left > 7 ? 30 : 7);

/** The renewal starts on the day the current cover ends on (decision 0007). */
const renewalStartIso = (policy: PolicyDocument) => zagrebDate(policy.endsAt.toDate());

/** A policy of ours for the same car that ends later: the renewal is done, by this driver or the car's next owner. */
async function hasLaterPolicy(policy: PolicyDocument): Promise<boolean> {
  const others = await policiesOfVehicle(policy.vehicle);
  return others.some(
    (other) => other.orderNumber !== policy.orderNumber && other.endsAt.toMillis() > policy.endsAt.toMillis(),
  );
}

/** The covers of the policy the new quote can price (an add-on the insurer no longer offers the car is dropped). */
const renewedCovers = (policy: PolicyDocument, pricing: PricingResponse): CoverCode[] => {
  const offered = new Set(pricing.premiumCovers.map((cover) => cover.coverCode));
  const wanted = new Set(policy.covers.map((cover) => cover.coverCode));
  return allCoverCodes.filter((code) => wanted.has(code) && offered.has(code));
};

/** Prices next year for the policyholder, as the quote form would, and marks the quote with the reminder. */
async function priceRenewal(policy: PolicyDocument, reminder: StoredReminder, now: Date): Promise<PricingResponse> {
  const holder = policy.policyholder;
  const stored = policy.quoteId ? await readQuote(policy.quoteId) : undefined;
  const details = stored?.vehicleDetails ?? null;
  const pricing = await priceQuote(
    {
      wipId: null,
      licensePlate: policy.vehicle.licensePlate,
      vin: policy.vehicle.licensePlate ? null : policy.vehicle.vin,
      vehicleDetails: details,
      dateOfBirth: holder.dateOfBirth,
      personalIdentificationNumber: holder.personalIdentificationNumber,
      contactEmail: holder.contactEmail,
      phoneNumberPrefix: holder.phoneNumberPrefix,
      phoneNumber: holder.phoneNumber,
      policyStartDate: isoToDisplayDate(renewalStartIso(policy)),
      policyAccepted: true,
      discountCode: null,
      platform,
      platformVersion: 'renewal-reminder',
      utmTags: null,
      deviceType: null,
      referrerId: null,
      referralIndividualId: null,
    },
    { uid: policy.uid },
    now,
  );
  await markQuoteFromReminder(pricing.quoteId, {
    id: reminder.id,
    days: reminder.days,
    remindedAt: reminder.createdAt,
  });
  await updateReminder(reminder.id, { pricing });
  return pricing;
}

/** The reminder's quote while it can still be paid, else next year priced again. */
async function currentPricing(policy: PolicyDocument, reminder: StoredReminder, now: Date): Promise<PricingResponse> {
  if (reminder.pricing) {
    const quote = await readQuote(reminder.pricing.quoteId);
    if (quote && !quote.paidOrderNumber && quote.expiresAt.toMillis() > now.getTime()) return reminder.pricing;
  }
  return priceRenewal(policy, reminder, now);
}

type Outcome = 'sent' | 'not-due' | 'covered' | 'opted-out' | 'busy' | 'failed';

async function remind(policy: PolicyDocument, now: Date): Promise<Outcome> {
  const days = reminderDue(daysLeft(policy, now));
  // Ended early (sold, withdrawn…): nothing is left to renew.
  if (days === null || policy.ended) return 'not-due';
  if (await hasLaterPolicy(policy)) return 'covered';
  const emailKey = optOutKeyOf(policy.email);
  if (await honourOptOut(emailKey, now)) return 'opted-out';
  const renewToken = newSecretToken();
  const unsubscribeToken = newSecretToken();
  const reminder = await takeReminder(
    policy,
    days,
    { emailKey, renewTokenHash: hashSecretToken(renewToken), unsubscribeTokenHash: hashSecretToken(unsubscribeToken) },
    now,
    leaseMs,
  );
  if (!reminder) return 'busy';
  try {
    const pricing = await currentPricing(policy, reminder, now);
    const coverCodes = renewedCovers(policy, pricing);
    const { total } = await priceOrder(pricing.quoteId, coverCodes, null, singlePayment, now);
    const signedIn = policy.uid !== null;
    const links = renewalReminderLinks(siteOriginFor(null), policy.locale, {
      orderNumber: policy.orderNumber,
      signedIn,
      renewToken,
      unsubscribeToken,
    });
    const email = composeRenewalReminderEmail({
      locale: policy.locale,
      days,
      vehicle: policy.vehicle.licensePlate ?? policy.vehicle.vin ?? '',
      policyNumber: policy.policyNumber,
      endDate: isoToDisplayDate(zagrebDate(policy.endsAt.toDate())),
      startDate: pricing.policyStartDate,
      coverCodes,
      total,
      signedIn,
      ...links,
    });
    const sent = await mail().send({
      to: policy.email,
      toName: `${policy.policyholder.firstName} ${policy.policyholder.lastName}`,
      from: { email: mailFrom.value(), name: 'AO online' },
      subject: email.subject,
      text: email.text,
      html: email.html,
      customArgs: { orderNumber: policy.orderNumber, reminder: String(days) },
      categories: ['renewal-reminder'],
      headers: {
        'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': `${oneClickField.name}=${oneClickField.value}`,
      },
    });
    await updateReminder(reminder.id, {
      state: 'sent',
      sentAt: Timestamp.fromDate(now),
      leaseUntil: null,
      messageId: sent.messageId,
      lastError: null,
    });
    return 'sent';
  } catch (error) {
    logger.error('Renewal reminder not sent; the next run retries it', {
      reminder: reminder.id,
      error: String(error),
    });
    await updateReminder(reminder.id, { leaseUntil: null, lastError: String(error).slice(0, 300) });
    return 'failed';
  }
}

export type RenewalReminderReport = Record<Outcome, number>;

/**
 * The daily run: every policy ending within the next 30 Croatian days gets the reminder due for it, unless it was
 * sent, the car has a later policy with us, or the address asked for none.
 */
export async function runRenewalReminders(now = new Date()): Promise<RenewalReminderReport> {
  const report: RenewalReminderReport = { sent: 0, 'not-due': 0, covered: 0, 'opted-out': 0, busy: 0, failed: 0 };
  const today = zagrebDate(now);
  const from = zagrebMidnight(today, 1);
  const to = zagrebMidnight(today, 31);
  let after: DocumentSnapshot | undefined;
  for (;;) {
    const page = await policiesEndingBetween(from, to, pageSize, after);
    for (const policy of page.policies) report[await remind(policy, now)] += 1;
    if (page.policies.length < pageSize) break;
    after = page.last;
  }
  return report;
}

const notFound = () => new DomainError('not-found', { errorKey: reminderErrorKeys.notFound });

/** Checks a date of birth in one transaction with its count, so parallel guesses cannot pass the limit. */
async function proveHolder(reminder: StoredReminder, policy: PolicyDocument, dateOfBirth: string): Promise<void> {
  const outcome = await changeReminder(reminder.id, (current) => {
    if (current.identityFailures >= reminderIdentityAttempts) return { result: 'locked' as const };
    if (dateOfBirth === policy.policyholder.dateOfBirth) return { result: 'proven' as const };
    const identityFailures = current.identityFailures + 1;
    return {
      update: { identityFailures },
      result: identityFailures >= reminderIdentityAttempts ? ('locked' as const) : ('wrong' as const),
    };
  });
  if (outcome === 'locked') throw new DomainError('permission-denied', { errorKey: reminderErrorKeys.locked });
  if (outcome === 'wrong') throw new DomainError('permission-denied', { errorKey: reminderErrorKeys.identity });
}

/** The reminder a call asks for: the account's by its policy, or a guest's by the link's token. */
async function reminderAsked(
  input: OpenRenewalReminderRequest,
  uid: string | null,
): Promise<{ reminder: StoredReminder; policy: PolicyDocument; accountOwner: boolean } | null> {
  if (input.token) {
    const reminder = await reminderByRenewToken(hashSecretToken(input.token));
    const policy = reminder ? await readPolicy(reminder.orderNumber) : undefined;
    return reminder && policy ? { reminder, policy, accountOwner: uid !== null && policy.uid === uid } : null;
  }
  const policy = input.orderNumber ? await readPolicy(input.orderNumber) : undefined;
  // By order number only for the policy's own account: to anyone else an order number opens nothing.
  if (!policy || uid === null || policy.uid !== uid) return null;
  const reminder = await latestSentReminder(policy.orderNumber);
  return reminder ? { reminder, policy, accountOwner: true } : null;
}

/**
 * The reminder's link: the policy's account signed in, or whoever proves the policyholder's date of birth, gets the
 * renewal priced for the e-mail (priced again once that quote has expired). A renewal done since opens nothing.
 */
export async function openRenewalReminder(
  input: OpenRenewalReminderRequest,
  context: Pick<CallContext, 'uid'>,
  now = new Date(),
): Promise<OpenRenewalReminderResponse> {
  const asked = await reminderAsked(input, context.uid);
  if (!asked) throw notFound();
  const { reminder, policy } = asked;
  if (!asked.accountOwner) {
    if (!input.dateOfBirth)
      return {
        identityRequired: true,
        licensePlate: policy.vehicle.licensePlate,
        endDate: isoToDisplayDate(zagrebDate(policy.endsAt.toDate())),
      };
    await proveHolder(reminder, policy, input.dateOfBirth);
  }
  if (await hasLaterPolicy(policy)) throw notFound();
  const pricing = await currentPricing(policy, reminder, now);
  return {
    identityRequired: false,
    renewal: {
      orderNumber: policy.orderNumber,
      licensePlate: policy.vehicle.licensePlate,
      vin: policy.vehicle.vin,
      startDate: pricing.policyStartDate,
      coverCodes: renewedCovers(policy, pricing),
      policyholder: policy.policyholder,
      pricing,
    },
  };
}

/**
 * An unsubscribe by a reminder's token: the address it went to gets no more reminders, from now. Answers the
 * reminder's language, or null for a token that is no reminder's.
 */
export async function unsubscribeByToken(token: string, now = new Date()): Promise<PolicyDocument['locale'] | null> {
  const reminder = await reminderByUnsubscribeToken(hashSecretToken(token));
  if (!reminder) return null;
  await storeOptOut(reminder.emailKey, now);
  logger.info('Renewal reminders unsubscribed', { reminder: reminder.id });
  return reminder.locale;
}

/** The language of the page a token's link shows, without changing anything (a GET may be a mail scanner's). */
export async function unsubscribeLocale(token: string): Promise<PolicyDocument['locale'] | null> {
  return (await reminderByUnsubscribeToken(hashSecretToken(token)))?.locale ?? null;
}
