import { queryOptions, replaceEqualDeep } from '@tanstack/react-query';
import { isFinalClaimState } from '@contracts/claim';
import { claimErrorKeys } from '@contracts/claim-error-keys';
import { callNames } from '@contracts/call-names';
import type { GetClaimRequest, GetClaimResponse } from '@contracts/get-claim';
import { callFunction, type CallError, type CallRequest } from './call-function';
import { claimKeys } from './claim-keys';

export const getClaim = (request: CallRequest<GetClaimRequest>) =>
  callFunction<GetClaimRequest, GetClaimResponse>(callNames.getClaim, request);

/**
 * How an open claim's page asks for news (docs/decisions/0025-claim-page-polling.md): every 2.5 s while the driver is
 * with it, so a change the insurer makes shows within 3 s; after five quiet minutes (no touch, no key, the tab not
 * left and come back to) each wait doubles up to a minute, since nobody is watching a change arrive. A hidden tab
 * asks nothing and asks at once when it is shown again; a paid or declined claim is not asked again.
 */
export const claimPoll = { everyMs: 2_500, quietAfterMs: 5 * 60_000, slowestMs: 60_000 };

/** The wait before the next read, `quietMs` after the driver last showed they are there. */
export function claimPollDelay(quietMs: number): number {
  const { everyMs, quietAfterMs, slowestMs } = claimPoll;
  if (quietMs <= quietAfterMs) return everyMs;
  return Math.min(slowestMs, everyMs * 2 ** Math.ceil((quietMs - quietAfterMs) / 60_000));
}

/** A claim the page keeps asking for news: shown (its caller proved), neither paid nor declined. */
export const isOpenClaim = (answer: GetClaimResponse | undefined): boolean =>
  answer !== undefined && !answer.identityRequired && !isFinalClaimState(answer.claim.state);

/** A read that left the server before an action's answer came back must not put the claim back as it was. */
const olderThan = (next: GetClaimResponse | undefined, shown: GetClaimResponse | undefined) =>
  next !== undefined &&
  shown !== undefined &&
  !next.identityRequired &&
  !shown.identityRequired &&
  next.claim.claimId === shown.claim.claimId &&
  next.claim.updatedAt < shown.claim.updatedAt;

/**
 * A claim as its caller may see it: an account owner by the call's ID token, a guest by the access token proving a
 * date of birth gave this tab (`null` until then: the answer is `identityRequired`). A token past its 24 hours reads
 * as an unknown claim: it is forgotten (`forgetToken`) and the claim asked for again without it, so the page asks
 * for the date of birth again rather than saying the claim does not exist.
 */
export const claimQuery = (
  claimId: string,
  caller: { uid: string | null; accessToken: string | null },
  forgetToken: () => void = () => undefined,
  lastSeenAt: () => number = () => Date.now(),
) =>
  queryOptions<GetClaimResponse, CallError>({
    queryKey: claimKeys.claimFor(claimId, caller),
    queryFn: async () => {
      try {
        return await getClaim({ claimId, accessToken: caller.accessToken, dateOfBirth: null });
      } catch (error) {
        if (caller.accessToken === null || (error as CallError).errorKey !== claimErrorKeys.claimNotFound) throw error;
        forgetToken();
        return getClaim({ claimId, accessToken: null, dateOfBirth: null });
      }
    },
    refetchInterval: (query) => (isOpenClaim(query.state.data) ? claimPollDelay(Date.now() - lastSeenAt()) : false),
    refetchIntervalInBackground: false,
    // An open claim is stale at once, so a tab shown again asks then rather than on the next beat.
    staleTime: (query) => (isOpenClaim(query.state.data) ? 0 : Infinity),
    structuralSharing: (shown, next) =>
      olderThan(next as GetClaimResponse, shown as GetClaimResponse | undefined)
        ? shown
        : replaceEqualDeep(shown, next),
  });
