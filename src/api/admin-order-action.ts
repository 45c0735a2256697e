import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { AdminGetOrderResponse } from '@contracts/admin-get-order';
import type { AdminOrderActionRequest, AdminOrderActionResponse } from '@contracts/admin-order-action';
import { adminKeys } from './admin-keys';
import { callFunction, type CallError, type CallRequest } from './call-function';

export const adminOrderAction = (request: CallRequest<AdminOrderActionRequest>) =>
  callFunction<AdminOrderActionRequest, AdminOrderActionResponse>(callNames.adminOrderAction, request);

/** An action on an order: the order it answers with replaces the one shown; the lists and the log are asked again. */
export function useAdminOrderAction() {
  const queryClient = useQueryClient();
  return useMutation<AdminOrderActionResponse, CallError, CallRequest<AdminOrderActionRequest>>({
    mutationFn: adminOrderAction,
    onSuccess: async ({ order }) => {
      queryClient.setQueryData<AdminGetOrderResponse>(adminKeys.order(order.orderNumber), { order });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.orderLists() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
        // An ending's actions (a refund sent, a transfer paid, one asked by phone) show in the list of endings.
        queryClient.invalidateQueries({ queryKey: adminKeys.policyChanges() }),
      ]);
    },
  });
}
