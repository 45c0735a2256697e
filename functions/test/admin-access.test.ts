import type { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { AdminListAuditResponse } from '../src/contracts/admin-list-audit.js';
import { bannersCollection } from '../src/contracts/banners.js';
import { callNames, type CallName } from '../src/contracts/call-names.js';
import { collections } from '../src/store/collection-names.js';
import { refusalsOf, refusedToOutsiders } from './admin-caller.js';
import { firestore } from './admin.js';
import { signIn } from './auth-users.js';
import { callError, callOk } from './callable.js';

type AdminCallName = Extract<CallName, `admin${string}`>;

/**
 * A request each console call would carry out for an admin: changes where the call changes something (a coupon
 * created, one expired, a banner activated, a refund), so a refusal that let it through would show.
 */
const validRequests = {
  adminSearchOrders: { query: null, attention: false, cursor: null },
  adminGetOrder: { orderNumber: 'AO-0000000000' },
  adminOrderAction: { orderNumber: 'AO-0000000000', action: 'refund', reason: 'Kupac je odustao.' },
  adminListInbox: { inbox: 'offer-requests', state: null, cursor: null },
  adminUpdateInboxItem: { inbox: 'contact-messages', id: 'nepostojeca', state: 'closed', note: 'Riješeno.' },
  adminListBanners: {},
  adminSaveBanner: {
    bannerId: null,
    placement: 'homepage',
    preset: 'default',
    html: '<p>Provala</p>',
    htmlEn: '',
    active: true,
  },
  adminListCoupons: { filter: 'all', cursor: null },
  adminCreateCoupon: { code: 'PROVALA50', valueInEuros: 50, expiresOn: null, singleUse: false, licensePlate: null },
  adminExpireCoupon: { code: 'DOBRODOSLI10' },
  adminGetFunnel: { from: '01/01/2026', to: '31/01/2026' },
  adminExportFunnel: { from: '01/01/2026', to: '31/01/2026' },
  adminListAudit: { subject: null, subjectId: null, cursor: null },
  adminSearchClaims: { query: null, waiting: true, cursor: null },
  adminGetClaim: { claimId: 'Nepostojeca0Steta000' },
  adminClaimAction: { claimId: 'Nepostojeca0Steta000', action: 'add-note', note: 'Vozač je zvao.' },
  adminGetClaimFile: { claimId: 'Nepostojeca0Steta000', kind: 'statement-pdf', fileId: null },
  adminGetStatementFunnel: { from: '01/01/2026', to: '31/01/2026' },
  adminGetReminderReport: { from: '01/01/2026', to: '31/01/2026' },
  adminListPolicyChanges: { list: 'endings', state: null, cursor: null },
  adminListBankCredits: { state: 'queued', cursor: null },
  adminBankCreditAction: {
    entryReference: 'MB20260101NEPOSTOJI1',
    action: 'refund',
    reason: 'Vozač je uplatio dvaput.',
  },
} satisfies Record<AdminCallName, Record<string, unknown>>;

const adminCalls = Object.values(callNames).filter((name): name is AdminCallName => name.startsWith('admin'));

/** Everything a console call could write to, as it stands. */
async function consoleState() {
  const counted = [
    collections.auditLog,
    collections.coupons,
    bannersCollection,
    collections.orders,
    collections.offerRequests,
    collections.contactMessages,
    collections.claims,
    collections.bankCredits,
  ];
  const counts = await Promise.all(
    counted.map(async (name) => [name, (await firestore().collection(name).count().get()).data().count]),
  );
  const [welcome, banners] = await Promise.all([
    firestore().collection(collections.coupons).doc('DOBRODOSLI10').get(),
    firestore().collection(bannersCollection).get(),
  ]);
  return {
    counts: Object.fromEntries(counts) as Record<string, number>,
    welcomeCouponExpiry: (welcome.get('expiresAt') as Timestamp | null)?.toMillis(),
    banners: banners.docs.map((doc) => ({ id: doc.id, active: doc.get('active') as boolean })),
  };
}

describe('the support console’s calls', () => {
  it('are every call whose name starts with admin, each with a request here', () => {
    expect(adminCalls.length).toBeGreaterThan(0);
    expect(adminCalls.sort()).toEqual(Object.keys(validRequests).sort());
  });

  it.each(adminCalls)(
    '%s refuses a visitor, a driver and an admin whose e-mail is not verified, and changes nothing',
    async (name) => {
      const before = await consoleState();
      expect(await refusalsOf(name, validRequests[name])).toEqual(refusedToOutsiders);
      expect(await consoleState()).toEqual(before);
    },
  );

  it.each(adminCalls)(
    '%s refuses a visitor before it reads the request: garbage gets the same answer',
    async (name) => {
      const error = await callError(name, { '\ud800': 'x', cursor: 42 });
      expect({ status: error.status, errorKey: error.details?.errorKey }).toEqual(refusedToOutsiders.visitor);
    },
  );

  it('answer the seeded member of staff (fixtures/seed/auth-users.json)', async () => {
    const staff = await signIn('podrska@primjer.hr', 'Lozinka-Admin-2026');
    const audit = await callOk<AdminListAuditResponse>(callNames.adminListAudit, validRequests.adminListAudit, {
      idToken: staff.idToken,
    });
    expect(audit).toMatchObject({ items: expect.any(Array), total: expect.any(Number) });
  });
});
