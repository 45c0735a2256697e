/**
 * The two inboxes of the support console, offer requests (`sendCreateOfferRequest`) and contact messages
 * (`contactUsSendgrid`), handled the same way: each item is new until someone takes it, then in progress, then
 * answered or closed, with a note. Shared by `adminListInbox` and `adminUpdateInboxItem`.
 */
export const inboxes = ['offer-requests', 'contact-messages'] as const;
export type Inbox = (typeof inboxes)[number];

export const inboxStates = ['new', 'in-progress', 'answered', 'closed'] as const;
export type InboxState = (typeof inboxStates)[number];

/** Why an offer request could not be sold online. */
export type OfferRequestReason = 'non-personal-vehicle' | 'trial-plate' | 'terms-not-accepted';

export interface InboxHandling {
  state: InboxState;
  note: string | null;
  /** Who last changed it (the admin's e-mail) and when (ISO 8601); null while new and untouched. */
  updatedBy: string | null;
  updatedAt: string | null;
}

export interface OfferRequestItem {
  inbox: 'offer-requests';
  id: string;
  /** ISO 8601. */
  receivedAt: string;
  requestCount: number;
  /** `registrationExpiryDate` and `contact.birthDate` dd/MM/yyyy. */
  vehicle: { licensePlate: string | null; vin: string | null; registrationExpiryDate: string | null };
  contact: { email: string; phone: string; birthDate: string; pin: string };
  reasons: OfferRequestReason[];
  /** Whether the insurer's offer system got it (`sent`) or must be sent again (`failed`). */
  deliveryStatus: 'received' | 'sent' | 'failed';
  handling: InboxHandling;
}

export interface ContactMessageItem {
  inbox: 'contact-messages';
  id: string;
  receivedAt: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  message: string;
  locale: string;
  handling: InboxHandling;
}

export type InboxItem = OfferRequestItem | ContactMessageItem;
