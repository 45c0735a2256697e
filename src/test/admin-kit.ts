/**
 * What the support console's component tests share: staff signed in through the Auth edge, the console opened on a
 * page, and records as the admin callables answer them.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrderDetail } from '@contracts/admin-get-order';
import type { ContactMessageItem, InboxItem, InboxState, OfferRequestItem } from '@contracts/admin-inbox';
import type { AccidentStatementView, StatementSideView } from '@contracts/accident-statement';
import { emptyStatementSide } from '@contracts/accident-statement';
import type { AdminAuditEntry } from '@contracts/admin-audit';
import type { AdminClaimDetail } from '@contracts/admin-get-claim';
import type { AdminBankCreditRow } from '@contracts/admin-list-bank-credits';
import type { AdminCoupon } from '@contracts/admin-list-coupons';
import type { AdminListInboxResponse } from '@contracts/admin-list-inbox';
import type { AdminBanner } from '@contracts/admin-save-banner';
import type { AdminClaimRow } from '@contracts/admin-search-claims';
import type { AdminOrderRow } from '@contracts/admin-search-orders';
import hrAdmin from '../../locales/hr/admin.json';
import type { AdminSectionId } from '../features/admin/admin-sections';
import { signedIn } from './auth-edge';
import { renderApp } from './render-app';

/** The seeded support account (spec §4): a verified e-mail and the admin claim. */
const staffEmail = 'podrska@primjer.hr';

/** Opens the console at `path` as staff, once the page's heading is there (the first test pays for the chunks). */
export async function openConsole(path: string, section: AdminSectionId, heading?: string) {
  await signedIn({ email: staffEmail, claims: { admin: true } });
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole(
    'heading',
    { level: 1, name: heading ?? hrAdmin.sections[section].heading },
    { timeout: 10_000 },
  );
  return { ...view, user };
}

export const signOutAfterEach = async () => {
  const { sessionStore } = await import('../app/session/session-store');
  await sessionStore.signOut();
};

export const orderRow = (overrides: Partial<AdminOrderRow> = {}): AdminOrderRow => ({
  orderNumber: 'AO-7K3M9Q2X4P',
  createdAt: '2026-11-20T09:15:00.000Z',
  state: 'paid',
  policyState: 'issued',
  emailState: 'sent',
  refundState: null,
  policyNumber: '10-2026-0001234',
  licensePlate: 'ZG1234AB',
  email: 'ana.horvat@primjer.hr',
  policyholderName: 'Ana Horvat',
  total: 308,
  ...overrides,
});

export const orderDetail = (overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  ...orderRow(),
  locale: 'hr',
  phone: '+385 91 234 5678',
  vehicle: { licensePlate: 'ZG1234AB', vin: 'WVWZZZCDZMW123456', manufacturer: 'Volkswagen', model: 'Golf' },
  items: [
    { coverCode: 'MTPL', premium: 270 },
    { coverCode: 'MTPL_ASS', premium: 48 },
  ],
  discount: { code: 'PROLJECE10', amount: 10 },
  referralDiscountAmount: 0,
  paymentPlan: { kind: 'single' },
  singlePaymentDiscountAmount: 0,
  points: null,
  payment: {
    transactionId: 'tx-1001',
    approvalCode: '123456',
    maskedPan: '411111******1111',
    at: '2026-11-20T09:17:00.000Z',
    instalments: 1,
  },
  policy: {
    policyNumber: '10-2026-0001234',
    issuedAt: '2026-11-20T09:18:00.000Z',
    startsAt: '2026-11-21T00:00:00.000Z',
    endsAt: '2027-11-21T00:00:00.000Z',
  },
  ending: null,
  lastError: null,
  history: [
    { at: '2026-11-20T09:15:00.000Z', event: 'started', detail: null },
    { at: '2026-11-20T09:17:00.000Z', event: 'paid', detail: null },
    {
      at: '2026-11-20T09:18:00.000Z',
      event: 'policy-issued',
      detail: { kind: 'policy-number', value: '10-2026-0001234' },
    },
  ],
  audit: [],
  actions: {
    resendEmail: true,
    retryIssue: false,
    refund: true,
    retryEndingRefund: false,
    markEndingTransferPaid: false,
    resendEndingConfirmation: false,
    endPolicyOnRequest: true,
  },
  ...overrides,
});

const handlingNew = { state: 'new', note: null, updatedBy: null, updatedAt: null } as const;

export const offerRequest = (overrides: Partial<OfferRequestItem> = {}): OfferRequestItem => ({
  inbox: 'offer-requests',
  id: 'offer-1',
  receivedAt: '2026-11-19T08:00:00.000Z',
  requestCount: 1,
  vehicle: { licensePlate: 'ZG1112TV', vin: null, registrationExpiryDate: '15/03/2027' },
  contact: { email: 'marko@primjer.hr', phone: '+385 98 765 4321', birthDate: '07/03/1985', pin: '69435151530' },
  reasons: ['non-personal-vehicle'],
  deliveryStatus: 'sent',
  handling: handlingNew,
  ...overrides,
});

export const contactMessage = (overrides: Partial<ContactMessageItem> = {}): ContactMessageItem => ({
  inbox: 'contact-messages',
  id: 'message-1',
  receivedAt: '2026-11-19T10:30:00.000Z',
  name: 'Petra Kovač',
  email: 'petra@primjer.hr',
  phoneNumber: null,
  message: 'Kada stiže polica na e-mail?',
  locale: 'hr',
  handling: handlingNew,
  ...overrides,
});

/** One page of an inbox: its items and the count of every state. */
export const inboxPage = (
  items: InboxItem[],
  counts: Partial<Record<InboxState, number>> = {},
  nextCursor: string | null = null,
): AdminListInboxResponse => ({
  items,
  nextCursor,
  total: items.length,
  counts: { new: 0, 'in-progress': 0, answered: 0, closed: 0, ...counts },
});

export const banner = (overrides: Partial<AdminBanner> = {}): AdminBanner => ({
  bannerId: 'banner-1',
  placement: 'homepage',
  preset: 'default',
  html: '<p><strong>Novo:</strong> pomoć na cesti u Europi.</p>',
  htmlEn: '',
  active: true,
  updatedAt: null,
  updatedBy: null,
  ...overrides,
});

export const couponRow = (overrides: Partial<AdminCoupon> = {}): AdminCoupon => ({
  code: 'PROLJECE10',
  valueInEuros: 10,
  expiresAt: '2099-05-31T21:59:59.999Z',
  singleUse: false,
  licensePlate: null,
  timesUsed: 3,
  usedAt: null,
  usedBy: null,
  reservedBy: null,
  createdAt: '2026-03-01T08:00:00.000Z',
  createdBy: staffEmail,
  ...overrides,
});

/** A credit the bank booked that did not pay its order: 10 € short of it, as the queue lists it. */
export const bankCreditRow = (overrides: Partial<AdminBankCreditRow> = {}): AdminBankCreditRow => ({
  entryReference: 'MB20260301A1B2C3D4E5',
  bookedAt: '2026-03-01T09:15:00.000Z',
  amount: 183.56,
  currency: 'EUR',
  payer: { name: 'Ivana Horvat', ibanMasked: 'HR** **** **** **** *016 0' },
  reference: 'HR01 1234-567890123456-7',
  remittanceText: 'Autoodgovornost ZG5678CD',
  source: 'bank-notification',
  problem: 'underpaid',
  state: 'queued',
  order: { orderNumber: 'AO-7K3M9Q2X4P', amount: 193.56, state: 'pending' },
  appliedTo: null,
  refund: null,
  advice: 'refund',
  actions: { refund: true, apply: true },
  ...overrides,
});

export const auditEntry = (overrides: Partial<AdminAuditEntry> = {}): AdminAuditEntry => ({
  id: 'audit-1',
  at: '2026-11-20T10:00:00.000Z',
  actorUid: 'uid-ivana',
  actorEmail: staffEmail,
  action: 'adminCreateCoupon',
  subject: 'coupon',
  subjectId: 'ZIMA25',
  before: null,
  after: { valueInEuros: 25, singleUse: true },
  reason: null,
  ...overrides,
});

export const claimRow = (overrides: Partial<AdminClaimRow> = {}): AdminClaimRow => ({
  claimId: 'Kx7PqR2sT9vW3yZ4bC5d',
  claimNumber: 'ŠT-2026-004217',
  state: 'offer',
  createdAt: '2026-11-20T09:15:00.000Z',
  lastHeardAt: '2026-11-21T08:00:00.000Z',
  accidentDate: '20/11/2026',
  plates: ['ZG1234AB', 'ST987CD'],
  emails: ['ana.horvat@primjer.hr', 'marko@primjer.hr'],
  drivers: [
    { role: 'A', name: 'Ana Horvat', plate: 'ZG1234AB', email: 'ana.horvat@primjer.hr' },
    { role: 'B', name: 'Marko Horvat', plate: 'ST987CD', email: 'marko@primjer.hr' },
  ],
  waiting: [],
  ...overrides,
});

const statementSide = (plate: string, firstName: string, email: string): StatementSideView => {
  const side = emptyStatementSide();
  return {
    ...side,
    vehicle: { ...side.vehicle, plate, make: 'Škoda', model: 'Octavia', registrationCountry: 'HR' },
    driver: { ...side.driver, firstName, lastName: 'Horvat', email },
    insurance: { ...side.insurance, insurerCode: 'allianz', policyNumber: '123456789' },
    linkedPolicy: null,
    photos: [],
    signature: null,
  };
};

export const claimStatement = (overrides: Partial<AccidentStatementView> = {}): AccidentStatementView => ({
  statementId: 'Kx7PqR2sT9vW3yZ4bC5d',
  version: 9,
  contentDigest: 'c0'.repeat(32),
  state: 'sent',
  mode: 'two-phones',
  otherParty: null,
  language: 'hr',
  you: [],
  common: {
    date: '20/11/2026',
    time: '08:40',
    place: { country: 'HR', address: 'Ilica 10', postalCode: '10000', place: 'Zagreb', coordinates: null },
    otherVehiclesDamaged: false,
    objectsDamaged: false,
    witnesses: [],
    sketch: null,
  },
  sides: {
    A: statementSide('ZG1234AB', 'Ana', 'ana.horvat@primjer.hr'),
    B: statementSide('ST987CD', 'Marko', 'marko@primjer.hr'),
  },
  joined: true,
  joinExpiresAt: null,
  lock: { hash: 'a3f1'.repeat(16), lockedAt: '2026-11-20T09:10:00.000Z' },
  sent: { claimNumber: 'ŠT-2026-004217', emailed: true },
  updatedAt: '2026-11-20T09:12:00.000Z',
  ...overrides,
});

export const claimDetail = (overrides: Partial<AdminClaimDetail> = {}): AdminClaimDetail => ({
  ...claimRow(),
  claim: {
    claimId: 'Kx7PqR2sT9vW3yZ4bC5d',
    claimNumber: 'ŠT-2026-004217',
    state: 'offer',
    language: 'hr',
    accident: { date: '20/11/2026', time: '08:40', place: 'Ilica 10, Zagreb' },
    plates: [
      { role: 'A', plate: 'ZG1234AB' },
      { role: 'B', plate: 'ST987CD' },
    ],
    claimantRole: 'B',
    you: null,
    timeline: [
      { state: 'received', at: '2026-11-20T09:15:00.000Z' },
      { state: 'documents-complete', at: '2026-11-20T09:15:05.000Z' },
      { state: 'assessed', at: '2026-11-20T09:15:10.000Z' },
      { state: 'offer', at: '2026-11-21T08:00:00.000Z' },
    ],
    missingDocuments: [],
    documents: [],
    appointment: null,
    offer: {
      revision: 1,
      amount: 1250.5,
      items: [
        { code: 'vehicle-repair', amount: 1100.5 },
        { code: 'towing', amount: 150 },
      ],
      reckoning: 'Procjena po fotografijama, cijene servisa u Zagrebu.',
      madeAt: '2026-11-21T08:00:00.000Z',
    },
    dispute: null,
    payment: null,
    decline: null,
    nextAction: 'answer-offer',
    updatedAt: '2026-11-21T08:00:00.000Z',
  },
  statement: claimStatement(),
  photos: [
    { role: 'A', photoId: '0b6f3c1e-2d4a-4b8c-9e1f-3a5b7c9d1e2f', contentType: 'image/jpeg' },
    { role: 'B', photoId: '1c7a4d2f-3e5b-4c9d-8f2a-4b6c8d0e2f3a', contentType: 'image/jpeg' },
  ],
  notifications: [
    { at: '2026-11-20T09:15:01.000Z', sequence: 1, state: 'received', source: 'notification', applied: true },
    { at: '2026-11-21T08:00:01.000Z', sequence: 4, state: 'offer', source: 'notification', applied: true },
    { at: '2026-11-21T08:00:03.000Z', sequence: 4, state: 'offer', source: 'notification', applied: false },
  ],
  sentEmails: [
    {
      at: '2026-11-21T08:00:02.000Z',
      state: 'offer',
      to: ['marko@primjer.hr'],
      messageId: 'P_bzLOoc5tch3VLqm7368Q',
      resent: false,
    },
  ],
  actions: { resendLatestEmail: true },
  notes: [],
  audit: [],
  ...overrides,
});
