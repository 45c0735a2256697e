/**
 * Query keys of the claims a driver follows (issue 28), apart from their calls: a claim is keyed by who asks (the
 * account, or the tab's access token), so what one caller was shown never shows from the cache to another.
 */
export const claimKeys = {
  all: ['claims'] as const,
  account: (uid: string) => [...claimKeys.all, 'account', uid] as const,
  claim: (claimId: string) => [...claimKeys.all, 'claim', claimId] as const,
  claimFor: (claimId: string, caller: { uid: string | null; accessToken: string | null }) =>
    [...claimKeys.claim(claimId), caller.uid, caller.accessToken] as const,
};
