import { userStoragePrefixes } from './storage-prefixes';

/**
 * A referral link lands on the home page (`/?rid=…&rl=…`), and the quote starts a page later: the link's query is kept
 * for this tab, under the quote's own prefix so that starting over or signing out removes it with the rest.
 */
const key = `${userStoragePrefixes.onboarding}landing`;

/** Keeps the landing query when it carries a referral; other queries leave an earlier referral in place. */
export function rememberLandingReferral(search: string): void {
  const params = new URLSearchParams(search);
  if (!params.get('rid')) return;
  try {
    sessionStorage.setItem(key, params.toString());
  } catch {
    // Blocked storage: the referral then counts only if the quote starts on the page the link opened.
  }
}

/** The query of the referral link this tab arrived through, if any. */
export function landingReferral(): URLSearchParams | null {
  try {
    const stored = sessionStorage.getItem(key);
    return stored ? new URLSearchParams(stored) : null;
  } catch {
    return null;
  }
}
