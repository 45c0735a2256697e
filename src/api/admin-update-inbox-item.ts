import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { AdminUpdateInboxItemRequest, AdminUpdateInboxItemResponse } from '@contracts/admin-update-inbox-item';
import { adminKeys } from './admin-keys';
import { callFunction, type CallError, type CallRequest } from './call-function';

export const adminUpdateInboxItem = (request: CallRequest<AdminUpdateInboxItemRequest>) =>
  callFunction<AdminUpdateInboxItemRequest, AdminUpdateInboxItemResponse>(callNames.adminUpdateInboxItem, request);

/** A state change moves the item between the inbox's tabs and changes their counts: the whole inbox is asked again. */
export function useAdminUpdateInboxItem() {
  const queryClient = useQueryClient();
  return useMutation<AdminUpdateInboxItemResponse, CallError, CallRequest<AdminUpdateInboxItemRequest>>({
    mutationFn: adminUpdateInboxItem,
    onSuccess: async (_answer, { inbox }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.inbox(inbox) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]);
    },
  });
}
