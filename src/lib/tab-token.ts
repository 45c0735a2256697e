import { claimAccessTokenPattern } from '@contracts/claim-access-token';

/**
 * The access token a proven date of birth gives a guest, kept for this tab only (session storage, never local
 * storage): it lets the claim's page refresh and answer without asking again, and goes when the tab closes, so a
 * shared computer keeps nothing of the claim. The token lives 24 hours on the server anyway.
 */
const accessKey = (claimId: string) => `ao.claim.${claimId}`;

export function readClaimAccess(claimId: string): string | null {
  try {
    const token = sessionStorage.getItem(accessKey(claimId));
    return token && claimAccessTokenPattern.test(token) ? token : null;
  } catch {
    return null;
  }
}

export function writeClaimAccess(claimId: string, token: string | null): void {
  try {
    if (token) sessionStorage.setItem(accessKey(claimId), token);
    else sessionStorage.removeItem(accessKey(claimId));
  } catch {
    // Without storage the token lasts as long as the page: a reload asks for the date of birth again.
  }
}
