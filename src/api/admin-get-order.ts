import { queryOptions, useQuery } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { AdminGetOrderRequest, AdminGetOrderResponse } from '@contracts/admin-get-order';
import { adminKeys } from './admin-keys';
import { callFunction, type CallError, type CallRequest } from './call-function';

export const adminGetOrder = (request: CallRequest<AdminGetOrderRequest>) =>
  callFunction<AdminGetOrderRequest, AdminGetOrderResponse>(callNames.adminGetOrder, request);

export const adminOrderQuery = (orderNumber: string) =>
  queryOptions<AdminGetOrderResponse, CallError>({
    queryKey: adminKeys.order(orderNumber),
    queryFn: () => adminGetOrder({ orderNumber }),
  });

export const useAdminOrder = (orderNumber: string) => useQuery(adminOrderQuery(orderNumber));
