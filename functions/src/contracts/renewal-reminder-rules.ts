/**
 * The renewal reminders' rules both sides read (docs/decisions/0020-renewal-reminders.md), apart from the link's call
 * contract so the quote flow's first load carries no schema library for them.
 */

/** The one-click body RFC 8058 prescribes (`List-Unsubscribe=One-Click`), which the unsubscribe page's button sends too. */
export const oneClickField = { name: 'List-Unsubscribe', value: 'One-Click' } as const;

/** Before the price and the renewal: 30 days (a month to compare and decide) and 7 (the last call). */
export const renewalReminderDays = [30, 7] as const;
export type RenewalReminderDays = (typeof renewalReminderDays)[number];

/** Wrong dates of birth a reminder's link takes before it gives nothing more to guests. */
export const reminderIdentityAttempts = 5;

/**
 * The refusals of a reminder's link: their texts live in the renewal's `renewal` namespace, which the reminder's
 * link loads and the plate entry does not.
 */
export const reminderErrorKeys = {
  /** An unknown token, a link for a policy renewed since, or one the caller may not open. */
  notFound: 'renewal:reminder.notFound',
  /** The date of birth is not the policyholder's. */
  identity: 'renewal:reminder.identity',
  /** Too many wrong dates: the link opens nothing more for guests. */
  locked: 'renewal:reminder.locked',
} as const;
export type ReminderErrorKey = (typeof reminderErrorKeys)[keyof typeof reminderErrorKeys];
