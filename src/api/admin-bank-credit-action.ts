import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { AdminBankCreditActionRequest, AdminBankCreditActionResponse } from '@contracts/admin-bank-credit-action';
import { adminKeys } from './admin-keys';
import { callFunction, type CallError, type CallRequest } from './call-function';

export const adminBankCreditAction = (request: CallRequest<AdminBankCreditActionRequest>) =>
  callFunction<AdminBankCreditActionRequest, AdminBankCreditActionResponse>(callNames.adminBankCreditAction, request);

/**
 * A refund or an apply: the credits' lists and the log are asked again, and so is the order a credit paid, which the
 * console may show from before.
 */
export function useAdminBankCreditAction() {
  const queryClient = useQueryClient();
  return useMutation<AdminBankCreditActionResponse, CallError, CallRequest<AdminBankCreditActionRequest>>({
    mutationFn: adminBankCreditAction,
    onSuccess: async ({ credit }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.bankCredits() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
        ...(credit.appliedTo
          ? [
              queryClient.invalidateQueries({ queryKey: adminKeys.order(credit.appliedTo.orderNumber) }),
              queryClient.invalidateQueries({ queryKey: adminKeys.orderLists() }),
            ]
          : []),
      ]);
    },
  });
}
