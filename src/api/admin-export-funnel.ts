import { useMutation } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { AdminExportFunnelRequest, AdminExportFunnelResponse } from '@contracts/admin-export-funnel';
import { callFunction, type CallError, type CallRequest } from './call-function';

export const adminExportFunnel = (request: CallRequest<AdminExportFunnelRequest>) =>
  callFunction<AdminExportFunnelRequest, AdminExportFunnelResponse>(callNames.adminExportFunnel, request);

/** A download, not a view: asked for on each press (the list changes as drivers answer), never cached. */
export const useAdminExportFunnel = () =>
  useMutation<AdminExportFunnelResponse, CallError, CallRequest<AdminExportFunnelRequest>>({
    mutationFn: adminExportFunnel,
  });
