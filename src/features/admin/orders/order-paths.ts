import type { OrderSearch } from '../../../api/admin-search-orders';
import { adminPaths } from '../admin-sections';

/**
 * The console's page of one order. Built by hand: React Router's generatePath would ride in its library chunk, which
 * every public page loads.
 */
export const orderPath = (orderNumber: string) => `${adminPaths['admin-orders']}/${encodeURIComponent(orderNumber)}`;

/** The order list's search lives in the address, so going back from an order finds the list as it was. */
const queryParam = 'q';
export const attentionParam = 'attention';

export const orderSearchOf = (params: URLSearchParams): OrderSearch => ({
  query: params.get(queryParam)?.trim() || null,
  attention: params.get(attentionParam) === '1',
});

export function orderSearchParams({ query, attention }: OrderSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (query) params.set(queryParam, query);
  if (attention) params.set(attentionParam, '1');
  return params;
}
