import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { GetPolicyResponse, ManagedPolicy } from '@contracts/get-policy';
import type { PolicyEndingView } from '@contracts/policy-ending';
import { accountKeys } from '../../api/account-keys';
import { getPolicy, policyQuery } from '../../api/get-policy';
import { policyKeys } from '../../api/policy-keys';
import type { OwnerCaller } from '../../app/session/owner-session';
import { readTabToken, writeTabToken } from '../../lib/tab-token';

/** Whose calls these are: the order, and a guest's access token (null for the account's own). */
export interface PolicyAccess {
  orderNumber: string;
  accessToken: string | null;
}

const accessKey = (orderNumber: string) => `ao.policy.${orderNumber}`;

/**
 * The policy the page manages, for whoever opened it: the account by its ID token (nothing is asked before the
 * session is `ready`), a guest by the access token this tab was given for the date of birth, or until then by the
 * e-mail's link token. `prove` sends the date of birth; `showEnding` and `showPolicy` put what a call answered with
 * in place.
 */
export function useManagedPolicy(orderNumber: string, linkToken: string | null, { uid, ready }: OwnerCaller) {
  const queryClient = useQueryClient();
  const [accessToken, setAccessToken] = useState(() => readTabToken(accessKey(orderNumber)));
  const caller = { uid, accessToken, linkToken };
  const key = policyKeys.policyFor(orderNumber, caller);
  const query = useQuery({
    ...policyQuery(orderNumber, caller, () => writeTabToken(accessKey(orderNumber), null)),
    enabled: ready,
  });

  const prove = useCallback(
    async (dateOfBirth: string) => {
      const answer = await getPolicy({ orderNumber, accessToken: null, linkToken, dateOfBirth });
      const token = answer.identityRequired ? null : answer.accessToken;
      writeTabToken(accessKey(orderNumber), token);
      queryClient.setQueryData(policyKeys.policyFor(orderNumber, { uid, accessToken: token }), answer);
      setAccessToken(token);
    },
    [orderNumber, linkToken, uid, queryClient],
  );

  const showEnding = (ending: PolicyEndingView) => {
    const shown = queryClient.getQueryData<GetPolicyResponse>(key);
    if (shown && !shown.identityRequired) {
      const { coverEndsAt } = ending;
      const policy =
        ending.state === 'ended' && coverEndsAt
          ? { ...shown.policy, ended: { reason: ending.reason, coverEndsAt }, running: false, withdrawable: false }
          : shown.policy;
      const next: GetPolicyResponse = { ...shown, ending, policy };
      queryClient.setQueryData(key, next);
    }
    // The account's list shows each policy's state: it is asked again when next shown.
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  };

  /** A policy a change answered with, in place of the one shown. */
  const showPolicy = (policy: ManagedPolicy) => {
    const shown = queryClient.getQueryData<GetPolicyResponse>(key);
    if (!shown || shown.identityRequired) return;
    const next: GetPolicyResponse = { ...shown, policy };
    queryClient.setQueryData(key, next);
  };

  return {
    loading: !ready || query.isPending,
    guest: ready && uid === null && accessToken === null,
    answer: query.data,
    error: query.error,
    refetch: query.refetch,
    access: { orderNumber, accessToken } satisfies PolicyAccess,
    prove,
    showEnding,
    showPolicy,
  };
}
