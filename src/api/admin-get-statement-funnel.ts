import { queryOptions, useQuery } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type {
  AdminGetStatementFunnelRequest,
  AdminGetStatementFunnelResponse,
} from '@contracts/admin-get-statement-funnel';
import { adminKeys } from './admin-keys';
import { callFunction, type CallError, type CallRequest } from './call-function';

export const adminGetStatementFunnel = (request: CallRequest<AdminGetStatementFunnelRequest>) =>
  callFunction<AdminGetStatementFunnelRequest, AdminGetStatementFunnelResponse>(
    callNames.adminGetStatementFunnel,
    request,
  );

export const adminStatementFunnelQuery = (period: CallRequest<AdminGetStatementFunnelRequest>) =>
  queryOptions<AdminGetStatementFunnelResponse, CallError>({
    queryKey: adminKeys.statementFunnel(period),
    queryFn: () => adminGetStatementFunnel(period),
  });

export const useAdminStatementFunnel = (period: CallRequest<AdminGetStatementFunnelRequest>, enabled = true) =>
  useQuery({ ...adminStatementFunnelQuery(period), enabled });
