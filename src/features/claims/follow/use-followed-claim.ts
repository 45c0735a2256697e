import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ClaimView } from '@contracts/claim';
import type { GetClaimResponse } from '@contracts/get-claim';
import { claimKeys } from '../../../api/claim-keys';
import { claimQuery, getClaim, isOpenClaim } from '../../../api/get-claim';
import { readTabToken, writeTabToken } from '../../../lib/tab-token';
import type { OwnerCaller } from '../../../app/session/owner-session';
import { useLastSeen } from './use-last-seen';

/**
 * The claim the page follows, for whoever opened it: the signed-in owner by their account (the call carries the ID
 * token, so nothing is asked before the session is `ready`), a guest by the access token this tab was given for a
 * date of birth. `prove` sends the date of birth; `show` puts a claim an action answered with in place.
 */
const accessKey = (claimId: string) => `ao.claim.${claimId}`;

export function useFollowedClaim(claimId: string, { uid, ready }: OwnerCaller) {
  const queryClient = useQueryClient();
  const [accessToken, setAccessToken] = useState(() => readTabToken(accessKey(claimId)));
  const caller = { uid, accessToken };
  const key = claimKeys.claimFor(claimId, caller);
  const lastSeenAt = useLastSeen(() => {
    if (isOpenClaim(queryClient.getQueryData<GetClaimResponse>(key)))
      void queryClient.refetchQueries({ queryKey: key, exact: true });
  });
  const query = useQuery({
    ...claimQuery(claimId, caller, () => writeTabToken(accessKey(claimId), null), lastSeenAt),
    enabled: ready,
  });

  const prove = useCallback(
    async (dateOfBirth: string) => {
      const answer = await getClaim({ claimId, accessToken: null, dateOfBirth });
      const token = answer.identityRequired ? null : answer.accessToken;
      writeTabToken(accessKey(claimId), token);
      queryClient.setQueryData(claimKeys.claimFor(claimId, { uid, accessToken: token }), answer);
      setAccessToken(token);
    },
    [claimId, uid, queryClient],
  );

  const show = (claim: ClaimView) => {
    const answer: GetClaimResponse = { identityRequired: false, claim, accessToken };
    queryClient.setQueryData(key, answer);
    // The account's list shows each claim's state and next step: it is asked again when next shown.
    void queryClient.invalidateQueries({ queryKey: claimKeys.accounts() });
  };

  return {
    loading: !ready || query.isPending,
    /** Nobody is signed in and the tab has no token: the page will ask for a date of birth. */
    guest: ready && uid === null && accessToken === null,
    answer: query.data,
    error: query.error,
    refetch: query.refetch,
    accessToken,
    prove,
    show,
  };
}
