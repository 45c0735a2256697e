import { useInfiniteQuery } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { Inbox, InboxState } from '@contracts/admin-inbox';
import type { AdminListInboxRequest, AdminListInboxResponse } from '@contracts/admin-list-inbox';
import { adminKeys } from './admin-keys';
import { pagedQuery } from './admin-paging';
import { callFunction, type CallRequest } from './call-function';

export const adminListInbox = (request: CallRequest<AdminListInboxRequest>) =>
  callFunction<AdminListInboxRequest, AdminListInboxResponse>(callNames.adminListInbox, request);

/** One inbox's items in a state (null: every state), a page at a time; each page also counts every state. */
export const adminInboxQuery = (inbox: Inbox, state: InboxState | null) =>
  pagedQuery(adminKeys.inboxList(inbox, state), (cursor) => adminListInbox({ inbox, state, cursor }));

export const useAdminInbox = (inbox: Inbox, state: InboxState | null) =>
  useInfiniteQuery(adminInboxQuery(inbox, state));
