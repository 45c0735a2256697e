import type { ClaimSearch } from '../../../api/admin-search-claims';
import { adminPaths } from '../admin-sections';

/** The console's page of one claim, built by hand as the order's is (order-paths.ts). */
export const claimPath = (claimId: string) => `${adminPaths['admin-claims']}/${encodeURIComponent(claimId)}`;

/** The claim list's search lives in the address, so going back from a claim finds the list as it was. */
const queryParam = 'q';
export const waitingParam = 'waiting';

export const claimSearchOf = (params: URLSearchParams): ClaimSearch => ({
  query: params.get(queryParam)?.trim() || null,
  waiting: params.get(waitingParam) === '1',
});

export function claimSearchParams({ query, waiting }: ClaimSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (query) params.set(queryParam, query);
  if (waiting) params.set(waitingParam, '1');
  return params;
}
