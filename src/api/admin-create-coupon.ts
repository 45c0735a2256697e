import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { AdminCreateCouponRequest, AdminCreateCouponResponse } from '@contracts/admin-create-coupon';
import { adminKeys } from './admin-keys';
import { callFunction, type CallError, type CallRequest } from './call-function';

export const adminCreateCoupon = (request: CallRequest<AdminCreateCouponRequest>) =>
  callFunction<AdminCreateCouponRequest, AdminCreateCouponResponse>(callNames.adminCreateCoupon, request);

export function useAdminCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation<AdminCreateCouponResponse, CallError, CallRequest<AdminCreateCouponRequest>>({
    mutationFn: adminCreateCoupon,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.coupons() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]);
    },
  });
}
