/** `adminListInbox`: one inbox's items, newest first, filtered by state, with the count of each state. */
import * as yup from 'yup';
import { inboxes, inboxStates, type InboxItem, type InboxState } from './admin-inbox.js';
import { adminClientFields, adminCursorSchema } from './admin-paging.js';
import { fieldErrors } from './field-rules.js';
import { textSchema } from './validation.js';

export const adminListInboxRequestSchema = yup
  .object({
    inbox: textSchema().oneOf(inboxes, fieldErrors.invalid).required(fieldErrors.required),
    /** Null: every state. */
    state: textSchema().oneOf(inboxStates, fieldErrors.invalid).nullable().defined(fieldErrors.required),
    cursor: adminCursorSchema(),
    ...adminClientFields,
  })
  .noUnknown(fieldErrors.invalid);

export type AdminListInboxRequest = yup.InferType<typeof adminListInboxRequestSchema>;

export interface AdminListInboxResponse {
  items: InboxItem[];
  nextCursor: string | null;
  /** Items matching the state filter. */
  total: number;
  /** Items in each state, whatever the filter. */
  counts: Record<InboxState, number>;
}
