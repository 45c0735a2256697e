import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { AdminClaimActionRequest, AdminClaimActionResponse } from '@contracts/admin-claim-action';
import type { AdminGetClaimResponse } from '@contracts/admin-get-claim';
import { adminKeys } from './admin-keys';
import { callFunction, type CallError, type CallRequest } from './call-function';

export const adminClaimAction = (request: CallRequest<AdminClaimActionRequest>) =>
  callFunction<AdminClaimActionRequest, AdminClaimActionResponse>(callNames.adminClaimAction, request);

/** An action on a claim: the claim it answers with replaces the one shown; the lists and the log are asked again. */
export function useAdminClaimAction() {
  const queryClient = useQueryClient();
  return useMutation<AdminClaimActionResponse, CallError, CallRequest<AdminClaimActionRequest>>({
    mutationFn: adminClaimAction,
    onSuccess: async ({ claim }) => {
      queryClient.setQueryData<AdminGetClaimResponse>(adminKeys.claim(claim.claimId), { claim });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.claimLists() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]);
    },
  });
}
