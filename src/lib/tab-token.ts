import { claimAccessTokenPattern } from '@contracts/claim-access-token';

/**
 * The access token a proven date of birth gives a guest (a claim's, a policy's), kept for this tab only (session
 * storage, never local storage): it lets the page refresh and answer without asking again, and goes when the tab
 * closes, so a shared computer keeps nothing. The token lives 24 hours on the server anyway.
 */
export function readTabToken(key: string): string | null {
  try {
    const token = sessionStorage.getItem(key);
    return token && claimAccessTokenPattern.test(token) ? token : null;
  } catch {
    return null;
  }
}

export function writeTabToken(key: string, token: string | null): void {
  try {
    if (token) sessionStorage.setItem(key, token);
    else sessionStorage.removeItem(key);
  } catch {
    // Without storage the token lasts as long as the page: a reload asks for the date of birth again.
  }
}
