import { queryOptions, useQuery } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { AdminListBannersRequest, AdminListBannersResponse } from '@contracts/admin-list-banners';
import { adminKeys } from './admin-keys';
import { callFunction, type CallError, type CallRequest } from './call-function';

export const adminListBanners = (request: CallRequest<AdminListBannersRequest>) =>
  callFunction<AdminListBannersRequest, AdminListBannersResponse>(callNames.adminListBanners, request);

export const adminBannersQuery = () =>
  queryOptions<AdminListBannersResponse, CallError>({
    queryKey: adminKeys.banners(),
    queryFn: () => adminListBanners({}),
  });

export const useAdminBanners = () => useQuery(adminBannersQuery());
