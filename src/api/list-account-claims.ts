import { queryOptions, useQuery } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { ListAccountClaimsRequest, ListAccountClaimsResponse } from '@contracts/list-account-claims';
import { callFunction, type CallError } from './call-function';
import { claimKeys } from './claim-keys';

export const listAccountClaims = () =>
  callFunction<ListAccountClaimsRequest, ListAccountClaimsResponse>(callNames.listAccountClaims, {});

/** The signed-in driver's claims, newest first; a minute old is fresh enough for a list the claim's page refreshes. */
export const accountClaimsQuery = (uid: string) =>
  queryOptions<ListAccountClaimsResponse, CallError>({
    queryKey: claimKeys.account(uid),
    queryFn: listAccountClaims,
    staleTime: 60_000,
  });

export const useAccountClaimsQuery = (uid: string | null) =>
  useQuery({ ...accountClaimsQuery(uid ?? ''), enabled: uid !== null });
