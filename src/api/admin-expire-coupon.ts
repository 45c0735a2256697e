import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { AdminExpireCouponRequest, AdminExpireCouponResponse } from '@contracts/admin-expire-coupon';
import { adminKeys } from './admin-keys';
import { callFunction, type CallError, type CallRequest } from './call-function';

export const adminExpireCoupon = (request: CallRequest<AdminExpireCouponRequest>) =>
  callFunction<AdminExpireCouponRequest, AdminExpireCouponResponse>(callNames.adminExpireCoupon, request);

/** An expired coupon leaves the "usable" list and joins the "expired" one: every coupon list is asked again. */
export function useAdminExpireCoupon() {
  const queryClient = useQueryClient();
  return useMutation<AdminExpireCouponResponse, CallError, CallRequest<AdminExpireCouponRequest>>({
    mutationFn: adminExpireCoupon,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.coupons() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]);
    },
  });
}
