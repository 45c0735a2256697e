import { useMutation } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { AdminGetClaimFileRequest, AdminGetClaimFileResponse } from '@contracts/admin-get-claim-file';
import { callFunction, type CallError, type CallRequest } from './call-function';

export const adminGetClaimFile = (request: CallRequest<AdminGetClaimFileRequest>) =>
  callFunction<AdminGetClaimFileRequest, AdminGetClaimFileResponse>(callNames.adminGetClaimFile, request);

/** A file asked for when staff open it, never cached: each read is audited, and a photo is only for the moment. */
export const useAdminClaimFile = () =>
  useMutation<AdminGetClaimFileResponse, CallError, CallRequest<AdminGetClaimFileRequest>>({
    mutationFn: adminGetClaimFile,
  });
