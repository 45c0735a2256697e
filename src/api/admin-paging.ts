import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { AdminPage } from '@contracts/admin-paging';
import type { CallError } from './call-function';

/**
 * A console list as TanStack Query pages it (contracts/admin-paging.ts): the first page without a cursor, each next
 * one with the cursor the previous answered, none after a page without one.
 */
export const pagedQuery = <Page extends AdminPage<unknown>>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | null) => Promise<Page>,
) =>
  infiniteQueryOptions<Page, CallError, InfiniteData<Page, string | null>, QueryKey, string | null>({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null,
    getNextPageParam: (page) => page.nextCursor,
  });
