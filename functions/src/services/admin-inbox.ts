import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { adminPageSize } from '../contracts/admin-paging.js';
import type {
  ContactMessageItem,
  Inbox,
  InboxHandling,
  InboxItem,
  OfferRequestItem,
  OfferRequestReason,
} from '../contracts/admin-inbox.js';
import type { AdminListInboxRequest, AdminListInboxResponse } from '../contracts/admin-list-inbox.js';
import type {
  AdminUpdateInboxItemRequest,
  AdminUpdateInboxItemResponse,
} from '../contracts/admin-update-inbox-item.js';
import { errorKeys } from '../contracts/error-keys.js';
import { isoToDisplayDate } from '../contracts/field-rules.js';
import { writeAudit } from '../store/audit-log.js';
import { db } from '../store/firestore.js';
import {
  countInboxStates,
  readInboxItem,
  readInboxPage,
  writeInboxHandling,
  type ContactMessageDocument,
  type InboxHandlingDocument,
} from '../store/inbox.js';
import type { OfferRequestDocument } from '../store/offer-requests.js';
import { staffOf } from './admin-access.js';
import { DomainError, type CallContext } from './domain-error.js';

const iso = (timestamp: Timestamp | null | undefined) => timestamp?.toDate().toISOString() ?? null;

function handlingOf(handling: InboxHandlingDocument | undefined): InboxHandling {
  return {
    // An item from before the console was never taken by anyone.
    state: handling?.state ?? 'new',
    note: handling?.note ?? null,
    updatedBy: handling?.updatedBy ?? null,
    updatedAt: iso(handling?.updatedAt),
  };
}

/**
 * Why the request could not be bought online, from what it holds. The quote form sends one for a trial plate, for
 * terms not accepted, or for a vehicle that is no personal car; the request does not carry the vehicle's category,
 * so one with neither of the first two is read as the third.
 */
function reasonsOf(request: OfferRequestDocument): OfferRequestReason[] {
  const reasons: OfferRequestReason[] = [];
  if (request.isLicensePlateTypePROBA) reasons.push('trial-plate');
  if (!request.policyAccepted) reasons.push('terms-not-accepted');
  return reasons.length > 0 ? reasons : ['non-personal-vehicle'];
}

function offerRequestItem(id: string, request: OfferRequestDocument): OfferRequestItem {
  return {
    inbox: 'offer-requests',
    id,
    receivedAt: iso(request.createdAt) ?? '',
    requestCount: request.requestCount,
    vehicle: {
      licensePlate: request.licensePlate,
      vin: request.vin,
      registrationExpiryDate: request.registrationExpiryDate ? isoToDisplayDate(request.registrationExpiryDate) : null,
    },
    contact: {
      email: request.driverEmail,
      phone: request.driverPhone,
      birthDate: isoToDisplayDate(request.driverBirthDate),
      pin: request.driverPin,
    },
    reasons: reasonsOf(request),
    deliveryStatus: request.status,
    handling: handlingOf(request.handling),
  };
}

function contactMessageItem(id: string, message: ContactMessageDocument): ContactMessageItem {
  return {
    inbox: 'contact-messages',
    id,
    receivedAt: iso(message.createdAt) ?? '',
    name: `${message.firstName} ${message.lastName}`,
    email: message.email,
    phoneNumber: message.phoneNumber ?? null,
    message: message.message,
    locale: message.locale,
    handling: handlingOf(message.handling),
  };
}

const itemOf = (inbox: Inbox, id: string, data: DocumentData): InboxItem =>
  inbox === 'offer-requests'
    ? offerRequestItem(id, data as OfferRequestDocument)
    : contactMessageItem(id, data as ContactMessageDocument);

export async function listInbox(input: AdminListInboxRequest, context: CallContext): Promise<AdminListInboxResponse> {
  staffOf(context);
  const [page, counts] = await Promise.all([
    readInboxPage(input.inbox, input.state ?? null, input.cursor ?? null, adminPageSize),
    countInboxStates(input.inbox),
  ]);
  return {
    items: page.docs.map((snapshot) => itemOf(input.inbox, snapshot.id, snapshot.data() ?? {})),
    nextCursor: page.nextCursor,
    total: page.total,
    counts,
  };
}

const auditSubjects = { 'offer-requests': 'offer-request', 'contact-messages': 'contact-message' } as const;

/** Moves an item to a state with a note; the change and its audit entry are one transaction. */
export async function updateInboxItem(
  input: AdminUpdateInboxItemRequest,
  context: CallContext,
  now = new Date(),
): Promise<AdminUpdateInboxItemResponse> {
  const staff = staffOf(context);
  const { inbox, id } = input;
  // An emptied note is none.
  const note = input.note || null;
  const item = await db().runTransaction(async (transaction) => {
    const current = await readInboxItem(transaction, inbox, id);
    const data = current.data();
    if (!data) throw new DomainError('not-found', { errorKey: errorKeys.adminNotFound });
    const before = handlingOf(data.handling as InboxHandlingDocument | undefined);
    // Saving what is already there is no change: nothing written, nothing audited.
    if (before.state === input.state && before.note === note) return itemOf(inbox, id, data);
    const handling: InboxHandlingDocument = {
      state: input.state,
      note,
      updatedBy: staff.email,
      updatedAt: Timestamp.fromDate(now),
    };
    writeInboxHandling(transaction, inbox, id, handling);
    writeAudit(
      transaction,
      staff,
      {
        action: 'adminUpdateInboxItem',
        subject: auditSubjects[inbox],
        subjectId: id,
        before: { state: before.state, note: before.note },
        after: { state: handling.state, note: handling.note },
      },
      now,
    );
    return itemOf(inbox, id, { ...data, handling });
  });
  return { item };
}
