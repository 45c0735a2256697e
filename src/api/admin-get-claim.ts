import { queryOptions, useQuery } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { AdminGetClaimRequest, AdminGetClaimResponse } from '@contracts/admin-get-claim';
import { adminKeys } from './admin-keys';
import { callFunction, type CallError, type CallRequest } from './call-function';

export const adminGetClaim = (request: CallRequest<AdminGetClaimRequest>) =>
  callFunction<AdminGetClaimRequest, AdminGetClaimResponse>(callNames.adminGetClaim, request);

export const adminClaimQuery = (claimId: string) =>
  queryOptions<AdminGetClaimResponse, CallError>({
    queryKey: adminKeys.claim(claimId),
    queryFn: () => adminGetClaim({ claimId }),
  });

export const useAdminClaim = (claimId: string) => useQuery(adminClaimQuery(claimId));
