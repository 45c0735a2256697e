import { queryOptions } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { GetPolicyRequest, GetPolicyResponse } from '@contracts/get-policy';
import { policyEndErrorKeys } from '@contracts/policy-ending';
import { callFunction, type CallError, type CallRequest } from './call-function';
import { policyKeys } from './policy-keys';

export const getPolicy = (request: CallRequest<GetPolicyRequest>) =>
  callFunction<GetPolicyRequest, GetPolicyResponse>(callNames.getPolicy, request);

/** An ending or an address change the insurer has not answered yet is asked for again this often while its page is open. */
export const policyEndingPollMs = 3_000;

/**
 * A policy as its policyholder may see it: the account by the call's ID token, a guest by the access token a proven
 * date of birth gave this tab, or by the e-mail's link token until then (the answer is `identityRequired`). A token
 * past its 24 hours reads as an unknown policy: it is forgotten and the policy asked for again with the link, so the
 * page asks for the date of birth again rather than saying the policy does not exist.
 */
export const policyQuery = (
  orderNumber: string,
  caller: { uid: string | null; accessToken: string | null; linkToken: string | null },
  forgetToken: () => void = () => undefined,
) =>
  queryOptions<GetPolicyResponse, CallError>({
    queryKey: policyKeys.policyFor(orderNumber, caller),
    queryFn: async () => {
      const ask = (accessToken: string | null) =>
        getPolicy({ orderNumber, accessToken, linkToken: caller.linkToken, dateOfBirth: null });
      try {
        return await ask(caller.accessToken);
      } catch (error) {
        if (caller.accessToken === null || (error as CallError).errorKey !== policyEndErrorKeys.notFound) throw error;
        forgetToken();
        return ask(null);
      }
    },
    // While the insurer decides, the answer comes within seconds: the page shows it as it comes.
    refetchInterval: (query) => {
      const data = query.state.data;
      const waiting =
        data &&
        !data.identityRequired &&
        (data.ending?.state === 'requested' || data.policy.addressChange?.state === 'requested');
      return waiting ? policyEndingPollMs : false;
    },
    refetchIntervalInBackground: false,
    staleTime: Infinity,
  });
