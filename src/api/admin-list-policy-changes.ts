import { useInfiniteQuery } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type {
  AdminListPolicyChangesRequest,
  AdminListPolicyChangesResponse,
  PolicyChangeList,
} from '@contracts/admin-list-policy-changes';
import { adminKeys } from './admin-keys';
import { pagedQuery } from './admin-paging';
import { callFunction, type CallRequest } from './call-function';

export const adminListPolicyChanges = (request: CallRequest<AdminListPolicyChangesRequest>) =>
  callFunction<AdminListPolicyChangesRequest, AdminListPolicyChangesResponse>(
    callNames.adminListPolicyChanges,
    request,
  );

/** Endings or address changes in a state (null: every state), latest change first, a page at a time. */
export const adminPolicyChangesQuery = (list: PolicyChangeList, state: string | null) =>
  pagedQuery(adminKeys.policyChangeList(list, state), (cursor) => adminListPolicyChanges({ list, state, cursor }));

export const useAdminPolicyChanges = (list: PolicyChangeList, state: string | null) =>
  useInfiniteQuery(adminPolicyChangesQuery(list, state));
