import { userStoragePrefixes } from './storage-prefixes';

/**
 * A referral link lands on the home page (`/?rid=…&rl=…`), and the quote starts a page later: the link's query is kept
 * for this tab, under the quote's own prefix so that starting over or signing out removes it with the rest.
 */
const key = `${userStoragePrefixes.onboarding}landing`;

/**
 * `apiPaths.validateReferral`, written out: importing the contracts' call names here would split them into a chunk of
 * their own that every page then loads. landing-referral.test.ts holds the two together.
 */
export const validateReferralPath = '/api/referrals/validate';

/**
 * Keeps the landing query when it carries a referral (other queries leave an earlier one in place) and, the first time
 * this tab lands through that link, validates it (spec §5: only with a referrer id), which counts it opened for the
 * referrer. The answer changes nothing here: the price says whether the referral counts.
 */
export function rememberLandingReferral(search: string): void {
  const params = new URLSearchParams(search);
  const referrerId = params.get('rid');
  if (!referrerId) return;
  let known = false;
  try {
    known = sessionStorage.getItem(key) === params.toString();
    sessionStorage.setItem(key, params.toString());
  } catch {
    // Blocked storage: the referral then counts only if the quote starts on the page the link opened.
  }
  if (known) return;
  void fetch(new URL(validateReferralPath, window.location.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ referrerId, referralIndividualId: params.get('rl') }),
  }).catch(() => undefined);
}

/**
 * The referral link's page itself, when it handed the driver on before its code ran: a plate sent with Enter goes as
 * a plain form, which carries the plate but not the page's own query. The browser still names that page as the
 * referrer (same origin, so the whole address).
 */
function referringLanding(): string | null {
  if (!document.referrer) return null;
  const referrer = new URL(document.referrer);
  return referrer.origin === window.location.origin && referrer.searchParams.has('rid') ? referrer.search : null;
}

/** The query of the referral link this tab arrived through, if any. */
export function landingReferral(): URLSearchParams | null {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(key);
  } catch {
    // Blocked storage: only the referring page can still say.
  }
  if (stored) return new URLSearchParams(stored);
  const referring = referringLanding();
  if (!referring) return null;
  rememberLandingReferral(referring);
  return new URLSearchParams(referring);
}
