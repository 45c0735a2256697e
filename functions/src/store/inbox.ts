import type { DocumentSnapshot, Timestamp, Transaction } from 'firebase-admin/firestore';
import { inboxStates, type Inbox, type InboxState } from '../contracts/admin-inbox.js';
import type { ContactForm } from '../contracts/contact-us-sendgrid.js';
import { collections } from './collection-names.js';
import { db } from './firestore.js';
import { readPage, type Page } from './paging.js';

/**
 * How staff handle an offer request or a contact message (the support console's inboxes). A map of its own, apart
 * from the item's `status` (delivery to the insurer, the mail to support), which the system writes.
 */
export interface InboxHandlingDocument {
  state: InboxState;
  note: string | null;
  /** The admin's e-mail. */
  updatedBy: string | null;
  updatedAt: Timestamp | null;
}

/** What the inbox lists filter and count by (composite index with `createdAt` in firestore.indexes.json). */
const stateField = 'handling.state';

/** Written with every item as it arrives: nobody has taken it yet. */
export const newInboxHandling = (): InboxHandlingDocument => ({
  state: 'new',
  note: null,
  updatedBy: null,
  updatedAt: null,
});

/** `contactMessages/{id}`: the contact form as sent (services/contact.ts). */
export interface ContactMessageDocument extends ContactForm {
  locale: string;
  /** The mail to support: `received` until SendGrid took it. */
  status: 'received' | 'sent' | 'failed';
  createdAt: Timestamp;
  expireAt: Timestamp;
  handling: InboxHandlingDocument;
}

const inboxCollections: Record<Inbox, string> = {
  'offer-requests': collections.offerRequests,
  'contact-messages': collections.contactMessages,
};

const inboxCollection = (inbox: Inbox) => db().collection(inboxCollections[inbox]);

/** One page of an inbox, newest first, of one state or all. */
export function readInboxPage(
  inbox: Inbox,
  state: InboxState | null,
  cursor: string | null,
  pageSize: number,
): Promise<Page> {
  const all = inboxCollection(inbox);
  return readPage(state ? all.where(stateField, '==', state) : all, 'createdAt', cursor, pageSize);
}

/** How many items are in each state: one count aggregation per state, never the items. */
export async function countInboxStates(inbox: Inbox): Promise<Record<InboxState, number>> {
  const counts = await Promise.all(
    inboxStates.map(async (state) => {
      const snapshot = await inboxCollection(inbox).where(stateField, '==', state).count().get();
      return [state, snapshot.data().count] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<InboxState, number>;
}

export const readInboxItem = (transaction: Transaction, inbox: Inbox, id: string): Promise<DocumentSnapshot> =>
  transaction.get(inboxCollection(inbox).doc(id));

export function writeInboxHandling(
  transaction: Transaction,
  inbox: Inbox,
  id: string,
  handling: InboxHandlingDocument,
): void {
  transaction.update(inboxCollection(inbox).doc(id), { handling });
}
