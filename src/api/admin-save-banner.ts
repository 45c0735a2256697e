import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { AdminSaveBannerRequest, AdminSaveBannerResponse } from '@contracts/admin-save-banner';
import { activeBannerQuery } from './active-banner';
import { adminKeys } from './admin-keys';
import { callFunction, type CallError, type CallRequest } from './call-function';

export const adminSaveBanner = (request: CallRequest<AdminSaveBannerRequest>) =>
  callFunction<AdminSaveBannerRequest, AdminSaveBannerResponse>(callNames.adminSaveBanner, request);

/**
 * Saving may switch which banner of the placement is active: the list is asked again, and so is the site's own copy
 * of the placement's banner, so staff who open the page next see the change at once.
 */
export function useAdminSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation<AdminSaveBannerResponse, CallError, CallRequest<AdminSaveBannerRequest>>({
    mutationFn: adminSaveBanner,
    onSuccess: async ({ banner }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.banners() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
        queryClient.invalidateQueries({ queryKey: activeBannerQuery(banner.placement).queryKey }),
      ]);
    },
  });
}
