import { useInfiniteQuery } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { AdminSearchClaimsRequest, AdminSearchClaimsResponse } from '@contracts/admin-search-claims';
import { adminKeys } from './admin-keys';
import { pagedQuery } from './admin-paging';
import { callFunction, type CallRequest } from './call-function';

export const adminSearchClaims = (request: CallRequest<AdminSearchClaimsRequest>) =>
  callFunction<AdminSearchClaimsRequest, AdminSearchClaimsResponse>(callNames.adminSearchClaims, request);

export type ClaimSearch = Omit<CallRequest<AdminSearchClaimsRequest>, 'cursor'>;

/** The claims a search finds (the newest without a query), a page at a time. */
export const adminClaimsQuery = (search: ClaimSearch) =>
  pagedQuery(adminKeys.claimList(search), (cursor) => adminSearchClaims({ ...search, cursor }));

export const useAdminClaims = (search: ClaimSearch) => useInfiniteQuery(adminClaimsQuery(search));
