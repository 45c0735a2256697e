/**
 * The mock gateway's test cards: the card number alone decides what happens to a payment, so every path the shop
 * must handle (3-D Secure, declines, duplicate, late and missing notifications, gateway errors) can be driven
 * through the real payment page. Any expiry date from this month on and any three-digit CVC are accepted.
 */
import type { GatewayOutcome } from '../gateway-api.js';

/**
 * When the shop hears of the outcome: `before-redirect` — the first delivery attempt is awaited (at most the
 * notification timeout) before the buyer is sent back; `twice` — the same notification twice, concurrently, before
 * the redirect; `late` — the buyer is sent back first and the notification follows `lateNotificationMs` later;
 * `never` — only the status API knows.
 */
export type NotificationTiming = 'before-redirect' | 'twice' | 'late' | 'never';

export interface TestCard {
  /** As printed, in groups of four. */
  number: string;
  /** A 3-D Secure challenge comes first; its code is `threeDSecureCode`. */
  challenge: boolean;
  outcome: Exclude<GatewayOutcome, 'cancelled'>;
  responseCode: string;
  responseMessage: string;
  notification: NotificationTiming;
  behaviour: string;
}

export const threeDSecureCode = '123456';

const approved = { outcome: 'approved', responseCode: '00', responseMessage: 'approved' } as const;

export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4111 1111 1111 1111',
    challenge: false,
    ...approved,
    notification: 'before-redirect',
    behaviour: 'approved; notification delivered before the buyer is redirected',
  },
  {
    number: '4341 7920 0000 0044',
    challenge: true,
    ...approved,
    notification: 'before-redirect',
    behaviour: `3-D Secure challenge (code ${threeDSecureCode}); then approved as 4111 1111 1111 1111`,
  },
  {
    number: '4000 0000 0000 9995',
    challenge: false,
    outcome: 'declined',
    responseCode: '51',
    responseMessage: 'insufficient funds',
    notification: 'before-redirect',
    behaviour: 'declined: insufficient funds (51)',
  },
  {
    number: '4000 0000 0000 9979',
    challenge: false,
    outcome: 'declined',
    responseCode: '43',
    responseMessage: 'stolen card, pick up',
    notification: 'before-redirect',
    behaviour: 'declined: stolen card (43)',
  },
  {
    number: '4000 0000 0000 0259',
    challenge: false,
    ...approved,
    notification: 'twice',
    behaviour: 'approved; the same notification (same transaction_id) delivered twice, concurrently',
  },
  {
    number: '4000 0000 0000 3220',
    challenge: false,
    ...approved,
    notification: 'late',
    behaviour: 'approved; the buyer is redirected first, the notification follows lateNotificationMs later',
  },
  {
    number: '4000 0000 0000 0077',
    challenge: false,
    ...approved,
    notification: 'never',
    behaviour: 'approved; no notification is ever sent (only the status API knows)',
  },
  {
    number: '4000 0000 0000 0119',
    challenge: false,
    outcome: 'error',
    responseCode: '96',
    responseMessage: 'system malfunction',
    notification: 'before-redirect',
    behaviour: 'gateway error: nothing charged, the buyer returns with status error, notification status error',
  },
];

/** What every other card number that passes the Luhn check gets. */
export const otherCard: Omit<TestCard, 'number'> = {
  challenge: false,
  outcome: 'declined',
  responseCode: '05',
  responseMessage: 'do not honour',
  notification: 'before-redirect',
  behaviour: 'declined: do not honour (05)',
};

const byDigits = new Map(TEST_CARDS.map((card) => [card.number.replaceAll(' ', ''), card]));

/** The behaviour of a card number given as digits only. */
export function testCardFor(digits: string): Omit<TestCard, 'number'> {
  return byDigits.get(digits) ?? otherCard;
}

/** The Luhn (mod 10) check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const weighted = index % 2 === 1 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum % 10 === 0;
}

/** "411111******1111": the first six and last four digits, as the notification and status API show a card. */
export function maskPan(digits: string): string {
  return `${digits.slice(0, 6)}${'*'.repeat(Math.max(digits.length - 10, 0))}${digits.slice(-4)}`;
}
