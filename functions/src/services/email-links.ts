import type { AccountActionMode } from '../contracts/account-actions.js';
import { unsubscribeRemindersPath } from '../contracts/call-names.js';
import type { PurchaseLocale } from '../contracts/purchase-locales.js';
import { policyLinkParam, reminderLinkParams, sitePathIn, sitePaths } from '../contracts/site-paths.js';
import type { PolicyEmailLinks } from '../documents/policy-email.js';

/**
 * The links our e-mails carry, each to the page in the e-mail's language: an English e-mail opens the English page
 * (/en/…), whatever language the reader's browser showed last.
 */
const pageIn = (siteOrigin: string, locale: PurchaseLocale, path: string) => `${siteOrigin}${sitePathIn(locale, path)}`;

export const policyEmailLinks = (
  siteOrigin: string,
  locale: PurchaseLocale,
  email: string,
): Omit<PolicyEmailLinks, 'manageUrl'> => ({
  siteUrl: pageIn(siteOrigin, locale, '/'),
  registerUrl: `${pageIn(siteOrigin, locale, sitePaths.registerAfterPurchase)}?email=${encodeURIComponent(email)}`,
  contactUrl: pageIn(siteOrigin, locale, sitePaths.contact),
});

/** The policy's page after the sale; its token lets a guest prove the date of birth (services/policy-access.ts). */
export const policyManageLink = (siteOrigin: string, locale: PurchaseLocale, orderNumber: string, token: string) =>
  `${pageIn(siteOrigin, locale, `${sitePaths.policy}/${orderNumber}`)}?${policyLinkParam}=${token}`;

export const accountActionLink = (
  siteOrigin: string,
  locale: PurchaseLocale,
  mode: AccountActionMode,
  code: string,
): string => `${pageIn(siteOrigin, locale, sitePaths.accountAction)}?mode=${mode}&oobCode=${encodeURIComponent(code)}`;

/** The claim's page, where a guest proves a date of birth and an account owner goes straight in. */
export const claimFollowLink = (siteOrigin: string, language: 'hr' | 'en', claimId: string): string =>
  pageIn(siteOrigin, language, `/claims/follow/${claimId}`);

/**
 * A renewal reminder's links: the renewal, for the policy's account its "Obnovi" (signed in, it opens the reminder's
 * renewal by the order number) and for a guest the quote flow with the token (the date of birth first), and the
 * unsubscribe, which is the API's and has no language.
 */
export function renewalReminderLinks(
  siteOrigin: string,
  locale: PurchaseLocale,
  reminder: { orderNumber: string; signedIn: boolean; renewToken: string; unsubscribeToken: string },
): { renewUrl: string; unsubscribeUrl: string } {
  // An account's link keeps the guest's token beside the order: opened signed out (another phone, or by the
  // policyholder the account holder bought it for), its sign-in page names the renewal and can go on without one.
  const renewUrl = reminder.signedIn
    ? `${pageIn(siteOrigin, locale, sitePaths.renewSignedIn)}?${reminderLinkParams.order}=${encodeURIComponent(reminder.orderNumber)}&${reminderLinkParams.guest}=${reminder.renewToken}`
    : `${pageIn(siteOrigin, locale, sitePaths.renewGuest)}?${reminderLinkParams.guest}=${reminder.renewToken}`;
  return { renewUrl, unsubscribeUrl: `${siteOrigin}${unsubscribeRemindersPath}?t=${reminder.unsubscribeToken}` };
}
