import { useInfiniteQuery } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { AdminListCouponsRequest, AdminListCouponsResponse, CouponFilter } from '@contracts/admin-list-coupons';
import { adminKeys } from './admin-keys';
import { pagedQuery } from './admin-paging';
import { callFunction, type CallRequest } from './call-function';

export const adminListCoupons = (request: CallRequest<AdminListCouponsRequest>) =>
  callFunction<AdminListCouponsRequest, AdminListCouponsResponse>(callNames.adminListCoupons, request);

export const adminCouponsQuery = (filter: CouponFilter) =>
  pagedQuery(adminKeys.couponList(filter), (cursor) => adminListCoupons({ filter, cursor }));

export const useAdminCoupons = (filter: CouponFilter) => useInfiniteQuery(adminCouponsQuery(filter));
