import type { PurchaseLocale } from './purchase-locales.js';

/**
 * Pages of the SPA that the functions send people to, in redirects and e-mail links. The SPA's route table takes
 * these paths from here, so the two cannot drift apart.
 */
export const sitePaths = {
  paymentSuccess: '/payment-success',
  paymentError: '/payment-error',
  /** Where a guest who has just bought is invited to open an account with the e-mail the policy went to. */
  registerAfterPurchase: '/onboarding/register-user',
  contact: '/contact-us',
  /**
   * The e-mail actions of an account land here, not on Firebase's default handler: `?mode=resetPassword&oobCode=…`
   * or `?mode=verifyEmail&oobCode=…`. The page applies the code only when the person presses its button.
   */
  accountAction: '/reset-password',
  login: '/login',
  /** A renewal reminder's link: the account's "Obnovi", and a guest's quote flow (`reminderLinkParams`). */
  renewSignedIn: '/profile/policies/new-policy',
  renewGuest: '/onboarding',
  /** A policy after the sale (`/policy/<order number>?t=<link token>` from its e-mail): withdraw, end, change it. */
  policy: '/policy',
} as const;

/** The query parameter of the policy e-mail's link: the token that lets a guest prove the date of birth. */
export const policyLinkParam = 't';

/**
 * A page of the site in a language: Croatian, the site's own, has no prefix; English is the same path under /en, and
 * the home page is /en (src/app/languages.ts builds the SPA's URLs with this). A link in an English e-mail goes
 * through it, so it opens the English page whatever the reader's browser last showed.
 */
export const sitePathIn = (locale: PurchaseLocale, path: string): string =>
  locale === 'hr' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`;

/**
 * The query parameters of a renewal reminder's links: a guest's, `/onboarding?renewal=<token>`; an account's, its
 * "Obnovi", `/profile/policies/new-policy?renew=<order number>&renewal=<token>`, which opens the renewal the reminder
 * priced, and whose token lets the sign-in page it meets signed out name the renewal and go on as a guest. Here, with
 * the paths, rather than among the reminders' rules: the sign-in page and the quote flow both read them, and this
 * module is in every page's entry already.
 */
export const reminderLinkParams = { guest: 'renewal', order: 'renew' } as const;

/** Query parameters of the payment result pages: `?order=AO-…&reason=declined`. */
export const paymentResultParams = { order: 'order', reason: 'reason' } as const;

/** Why the buyer is on the payment error page: the bank said no, they cancelled, or something broke. */
export const paymentErrorReasons = ['declined', 'cancelled', 'error'] as const;
export type PaymentErrorReason = (typeof paymentErrorReasons)[number];
