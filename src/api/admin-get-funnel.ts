import { queryOptions, useQuery } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { AdminGetFunnelRequest, AdminGetFunnelResponse } from '@contracts/admin-get-funnel';
import { adminKeys } from './admin-keys';
import { callFunction, type CallError, type CallRequest } from './call-function';

export const adminGetFunnel = (request: CallRequest<AdminGetFunnelRequest>) =>
  callFunction<AdminGetFunnelRequest, AdminGetFunnelResponse>(callNames.adminGetFunnel, request);

export const adminFunnelQuery = (period: CallRequest<AdminGetFunnelRequest>) =>
  queryOptions<AdminGetFunnelResponse, CallError>({
    queryKey: adminKeys.funnel(period),
    queryFn: () => adminGetFunnel(period),
  });

export const useAdminFunnel = (period: CallRequest<AdminGetFunnelRequest>) => useQuery(adminFunnelQuery(period));
