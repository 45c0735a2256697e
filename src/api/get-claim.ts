import { queryOptions } from '@tanstack/react-query';
import { isFinalClaimState } from '@contracts/claim';
import { claimErrorKeys } from '@contracts/claim-error-keys';
import { callNames } from '@contracts/call-names';
import type { GetClaimRequest, GetClaimResponse } from '@contracts/get-claim';
import { callFunction, type CallError, type CallRequest } from './call-function';
import { claimKeys } from './claim-keys';

export const getClaim = (request: CallRequest<GetClaimRequest>) =>
  callFunction<GetClaimRequest, GetClaimResponse>(callNames.getClaim, request);

/**
 * How often an open claim's page asks for news: the insurer moves a claim in minutes to days, and each change that
 * needs the driver also comes by e-mail, so twice a minute is prompt without spending the calls' limits. TanStack
 * Query pauses the interval while the tab is hidden; a paid or declined claim is not asked again.
 */
export const claimPollMs = 30_000;

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
    refetchInterval: (query) => {
      const answer = query.state.data;
      return answer && !answer.identityRequired && !isFinalClaimState(answer.claim.state) ? claimPollMs : false;
    },
    refetchIntervalInBackground: false,
  });
