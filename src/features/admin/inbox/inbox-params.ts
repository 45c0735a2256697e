import { inboxStates, type InboxState } from '@contracts/admin-inbox';

/** The inbox's state filter lives in the address (`?state=new`; `all` for every state), so a link can open a tab. */
export const inboxStateParam = 'state';
export const allStates = 'all';

export type InboxFilter = InboxState | typeof allStates;

export function inboxFilterOf(params: URLSearchParams): InboxFilter {
  const value = params.get(inboxStateParam);
  if (value === allStates) return allStates;
  return inboxStates.find((state) => state === value) ?? 'new';
}
