/** `adminUpdateInboxItem`: move an inbox item to a state, with a note (kept, and audited with the change). */
import * as yup from 'yup';
import { adminClientFields } from './admin-paging.js';
import { inboxes, inboxStates, type InboxItem } from './admin-inbox.js';
import { fieldErrors } from './field-rules.js';
import { idSchema, multilineTextSchema, textSchema } from './validation.js';

export const adminUpdateInboxItemRequestSchema = yup
  .object({
    inbox: textSchema().oneOf(inboxes, fieldErrors.invalid).required(fieldErrors.required),
    id: idSchema().required(fieldErrors.required),
    state: textSchema().oneOf(inboxStates, fieldErrors.invalid).required(fieldErrors.required),
    note: multilineTextSchema().trim().max(2000, fieldErrors.tooLong).nullable().defined(fieldErrors.required),
    ...adminClientFields,
  })
  .noUnknown(fieldErrors.invalid);

export type AdminUpdateInboxItemRequest = yup.InferType<typeof adminUpdateInboxItemRequestSchema>;

export interface AdminUpdateInboxItemResponse {
  item: InboxItem;
}
