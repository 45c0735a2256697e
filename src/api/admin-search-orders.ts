import { useInfiniteQuery } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { AdminSearchOrdersRequest, AdminSearchOrdersResponse } from '@contracts/admin-search-orders';
import { adminKeys } from './admin-keys';
import { pagedQuery } from './admin-paging';
import { callFunction, type CallRequest } from './call-function';

export const adminSearchOrders = (request: CallRequest<AdminSearchOrdersRequest>) =>
  callFunction<AdminSearchOrdersRequest, AdminSearchOrdersResponse>(callNames.adminSearchOrders, request);

export type OrderSearch = Omit<CallRequest<AdminSearchOrdersRequest>, 'cursor'>;

/** The orders a search finds (the newest without a query), a page at a time. */
export const adminOrdersQuery = (search: OrderSearch) =>
  pagedQuery(adminKeys.orderList(search), (cursor) => adminSearchOrders({ ...search, cursor }));

export const useAdminOrders = (search: OrderSearch) => useInfiniteQuery(adminOrdersQuery(search));
