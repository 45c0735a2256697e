/**
 * The mock gateway's test cards: the card number alone decides what happens to a payment, so every path the shop
 * must handle (3-D Secure, declines, duplicate, late and missing notifications, gateway errors) can be driven
 * through the real payment page. Any expiry date from this month on and any three-digit CVC are accepted.
 */
import { instalmentCards, type CardBrand } from '../../contracts/payment-plan.js';
import type { GatewayOutcome } from '../gateway-api.js';

/**
 * When the shop hears of the outcome: `before-redirect` — the first delivery attempt is awaited (at most the
 * notification timeout) before the buyer is sent back; `twice` — the same notification twice, concurrently, before
 * the redirect; `late` — the buyer is sent back first and the notification follows `lateNotificationMs` later;
 * `never` — only the status API knows.
 */
export type NotificationTiming = 'before-redirect' | 'twice' | 'late' | 'never';

export interface TestCard {
  /** As printed, in the brand's groups. */
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

/** What a brand's cards allow, as the store's acquirer agreed it (contracts/payment-plan.ts). */
const instalmentsOf = (brand: CardBrand) => {
  const most = instalmentCards[brand];
  return most === undefined ? 'no instalments' : `up to ${most} instalments`;
};

export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4111 1111 1111 1111',
    challenge: false,
    ...approved,
    notification: 'before-redirect',
    behaviour: `Visa (${instalmentsOf('visa')}); approved; notification delivered before the buyer is redirected`,
  },
  {
    number: '5555 5555 5555 4444',
    challenge: false,
    ...approved,
    notification: 'before-redirect',
    behaviour: `Mastercard (${instalmentsOf('master')}); approved as 4111 1111 1111 1111`,
  },
  {
    number: '3600 0000 0000 08',
    challenge: false,
    ...approved,
    notification: 'before-redirect',
    behaviour: `Diners Club (${instalmentsOf('diners')}); approved as 4111 1111 1111 1111`,
  },
  {
    number: '3782 822463 10005',
    challenge: false,
    ...approved,
    notification: 'before-redirect',
    behaviour: `American Express (${instalmentsOf('amex')}); approved as 4111 1111 1111 1111`,
  },
  {
    number: '6759 6498 2643 8453',
    challenge: false,
    ...approved,
    notification: 'before-redirect',
    behaviour: `Maestro (${instalmentsOf('maestro')}); approved as 4111 1111 1111 1111 when paid at once, refused on the page for instalments`,
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

/**
 * The brand of a card number by its first digits (BIN), as the gateway tells them apart; null for a brand it does not
 * name (JCB, say).
 */
export function cardBrandOf(digits: string): CardBrand | null {
  const prefix = (length: number) => Number(digits.slice(0, length));
  if (/^3(?:6|8|0[0-5])/.test(digits)) return 'diners';
  if (/^3[47]/.test(digits)) return 'amex';
  if (digits.startsWith('4')) return 'visa';
  if ((prefix(2) >= 51 && prefix(2) <= 55) || (prefix(4) >= 2221 && prefix(4) <= 2720)) return 'master';
  if (prefix(2) === 50 || (prefix(2) >= 56 && prefix(2) <= 69)) return 'maestro';
  return null;
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
