import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessageItem, InboxState, OfferRequestItem } from '../src/contracts/admin-inbox.js';
import type { AdminListInboxResponse } from '../src/contracts/admin-list-inbox.js';
import { adminPageSize } from '../src/contracts/admin-paging.js';
import type { AdminUpdateInboxItemResponse } from '../src/contracts/admin-update-inbox-item.js';
import { callNames } from '../src/contracts/call-names.js';
import type { ContactResponse } from '../src/contracts/contact-us-sendgrid.js';
import { errorKeys } from '../src/contracts/error-keys.js';
import type { OfferRequestResponse } from '../src/contracts/send-create-offer-request.js';
import { collections } from '../src/store/collection-names.js';
import { newInboxHandling } from '../src/store/inbox.js';
import { auditEntriesAbout, refusalsOf, refusedToOutsiders, signUpAdmin } from './admin-caller.js';
import { firestore, readDoc } from './admin.js';
import type { TestUser } from './auth-users.js';
import { callError, callOk, web } from './callable.js';

let admin: TestUser;
beforeAll(async () => {
  admin = await signUpAdmin();
});

const asAdmin = () => ({ idToken: admin.idToken });
const list = (data: { inbox: string; state: InboxState | null; cursor?: string | null }) =>
  callOk<AdminListInboxResponse>(callNames.adminListInbox, { cursor: null, ...data }, asAdmin());
const update = (data: { inbox: string; id: string; state: InboxState; note: string | null }) =>
  callOk<AdminUpdateInboxItemResponse>(callNames.adminUpdateInboxItem, data, asAdmin());

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

const offerRequest = (driverEmail: string) => ({
  ...web,
  vin: null,
  licensePlate: 'ZG 0123-P',
  driverBirthDate: '14/05/1980',
  driverPin: '27182818283',
  driverPhone: '+385 91 234 5678',
  driverEmail,
  registrationExpiryDate: null,
  isLicensePlateTypePROBA: true,
  policyAccepted: false,
});

describe('the console’s inboxes', () => {
  it('are for verified admins only', async () => {
    expect(await refusalsOf(callNames.adminListInbox, { inbox: 'offer-requests', state: null, cursor: null })).toEqual(
      refusedToOutsiders,
    );
    expect(
      await refusalsOf(callNames.adminUpdateInboxItem, {
        inbox: 'offer-requests',
        id: 'x',
        state: 'closed',
        note: null,
      }),
    ).toEqual(refusedToOutsiders);
  });

  it('list an offer request sent from the quote form as new, with the vehicle, the contact and why', async () => {
    const driverEmail = `ponuda.${unique()}@primjer.hr`;
    const { offerRequestId } = await callOk<OfferRequestResponse>(
      callNames.sendCreateOfferRequest,
      offerRequest(driverEmail),
    );
    const van = await callOk<OfferRequestResponse>(callNames.sendCreateOfferRequest, {
      ...offerRequest(driverEmail),
      licensePlate: 'ZG1112TV',
      vin: 'WF0YXXTTGYLA23456',
      registrationExpiryDate: '15/03/2027',
      isLicensePlateTypePROBA: false,
      policyAccepted: true,
    });

    const { items } = await list({ inbox: 'offer-requests', state: 'new' });
    // Newest first: the two just sent lead the list.
    expect(items.slice(0, 2).map((item) => item.id)).toEqual([van.offerRequestId, offerRequestId]);
    const [vanItem, trialPlate] = items as OfferRequestItem[];
    expect(trialPlate).toEqual({
      inbox: 'offer-requests',
      id: offerRequestId,
      receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      requestCount: 1,
      vehicle: { licensePlate: 'ZG0123P', vin: null, registrationExpiryDate: null },
      contact: { email: driverEmail, phone: '+385 91 234 5678', birthDate: '14/05/1980', pin: '27182818283' },
      reasons: ['trial-plate', 'terms-not-accepted'],
      deliveryStatus: 'sent',
      handling: { state: 'new', note: null, updatedBy: null, updatedAt: null },
    });
    expect(vanItem).toMatchObject({
      vehicle: { licensePlate: 'ZG1112TV', vin: 'WF0YXXTTGYLA23456', registrationExpiryDate: '15/03/2027' },
      reasons: ['non-personal-vehicle'],
    });
  });

  it('list a contact message as new, with the sender and the text', async () => {
    const email = `poruka.${unique()}@primjer.hr`;
    const { messageId } = await callOk<ContactResponse>(callNames.contactUsSendgrid, {
      ...web,
      locale: 'hr',
      data: { firstName: 'Ana', lastName: 'Marić', email, phoneNumber: null, message: 'Vrijedi li polica u BiH?' },
    });
    const { items } = await list({ inbox: 'contact-messages', state: 'new' });
    expect(items[0]).toEqual({
      inbox: 'contact-messages',
      id: messageId,
      receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      name: 'Ana Marić',
      email,
      phoneNumber: null,
      message: 'Vrijedi li polica u BiH?',
      locale: 'hr',
      handling: { state: 'new', note: null, updatedBy: null, updatedAt: null },
    } satisfies ContactMessageItem);
  });

  it('move an item through its states with a note, each change in the audit log with its before and after', async () => {
    const driverEmail = `ponuda.${unique()}@primjer.hr`;
    const { offerRequestId: id } = await callOk<OfferRequestResponse>(
      callNames.sendCreateOfferRequest,
      offerRequest(driverEmail),
    );
    const before = await list({ inbox: 'offer-requests', state: null });

    const taken = await update({ inbox: 'offer-requests', id, state: 'in-progress', note: 'Zvao klijenta.' });
    expect(taken.item.handling).toEqual({
      state: 'in-progress',
      note: 'Zvao klijenta.',
      updatedBy: admin.email,
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const answered = await update({ inbox: 'offer-requests', id, state: 'answered', note: 'Zvao klijenta.' });
    expect(answered.item.handling.state).toBe('answered');

    const stored = await readDoc<{ status: string; handling: { state: string; note: string; updatedBy: string } }>(
      `${collections.offerRequests}/${id}`,
    );
    // The insurer's delivery status is the system's, and stays.
    expect(stored).toMatchObject({
      status: 'sent',
      handling: { state: 'answered', note: 'Zvao klijenta.', updatedBy: admin.email },
    });
    const entries = await auditEntriesAbout(id);
    expect(entries).toEqual([
      expect.objectContaining({
        actorUid: admin.uid,
        actorEmail: admin.email,
        action: 'adminUpdateInboxItem',
        subject: 'offer-request',
        before: { state: 'new', note: null },
        after: { state: 'in-progress', note: 'Zvao klijenta.' },
        reason: null,
      }),
      // Only what changed.
      expect.objectContaining({ before: { state: 'in-progress' }, after: { state: 'answered' } }),
    ]);

    const after = await list({ inbox: 'offer-requests', state: null });
    expect(after.counts.new).toBe(before.counts.new - 1);
    expect(after.counts.answered).toBe(before.counts.answered + 1);
    expect(after.counts['in-progress']).toBe(before.counts['in-progress']);
    expect(Object.values(after.counts).reduce((sum, count) => sum + count, 0)).toBe(after.total);
    expect((await list({ inbox: 'offer-requests', state: 'answered' })).total).toBe(after.counts.answered);
  });

  it('write nothing when an item is saved as it is', async () => {
    const email = `poruka.${unique()}@primjer.hr`;
    const { messageId: id } = await callOk<ContactResponse>(callNames.contactUsSendgrid, {
      ...web,
      locale: 'hr',
      data: { firstName: 'Ivan', lastName: 'Babić', email, message: 'Kada mi ističe polica?' },
    });
    await update({ inbox: 'contact-messages', id, state: 'closed', note: null });
    await update({ inbox: 'contact-messages', id, state: 'closed', note: '' });
    expect(await auditEntriesAbout(id)).toEqual([
      expect.objectContaining({ subject: 'contact-message', before: { state: 'new' }, after: { state: 'closed' } }),
    ]);
  });

  it('refuse an item that does not exist, and one of the other inbox, writing nothing', async () => {
    const { offerRequestId } = await callOk<OfferRequestResponse>(
      callNames.sendCreateOfferRequest,
      offerRequest(`ponuda.${unique()}@primjer.hr`),
    );
    for (const [inbox, id] of [
      ['offer-requests', 'nepostojeci-upit'],
      ['contact-messages', offerRequestId],
    ]) {
      const error = await callError(
        callNames.adminUpdateInboxItem,
        { inbox, id, state: 'closed', note: 'x' },
        asAdmin(),
      );
      expect(error).toMatchObject({ status: 'NOT_FOUND', details: { errorKey: errorKeys.adminNotFound } });
    }
    expect(await auditEntriesAbout(offerRequestId)).toEqual([]);
    expect(await readDoc(`${collections.contactMessages}/${offerRequestId}`)).toBeUndefined();
  });

  it('refuse a state that does not exist', async () => {
    const error = await callError(
      callNames.adminUpdateInboxItem,
      { inbox: 'contact-messages', id: 'x', state: 'done', note: null },
      asAdmin(),
    );
    expect(error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { fields: { state: 'invalid' } } });
  });

  describe('paging', () => {
    const ids: string[] = [];

    beforeAll(async () => {
      // More than a page of closed messages, the newest of the inbox, a second apart.
      const start = Date.now() + 60_000;
      const batch = firestore().batch();
      for (let index = 0; index < adminPageSize + 5; index += 1) {
        const ref = firestore().collection(collections.contactMessages).doc();
        ids.unshift(ref.id);
        batch.set(ref, {
          firstName: 'Test',
          lastName: `Poruka ${index}`,
          email: `stranica.${index}@primjer.hr`,
          phoneNumber: null,
          message: `Poruka broj ${index} za provjeru stranica.`,
          locale: 'hr',
          status: 'sent',
          createdAt: Timestamp.fromMillis(start + index * 1000),
          expireAt: Timestamp.fromMillis(start + 365 * 24 * 3600 * 1000),
          handling: { ...newInboxHandling(), state: 'closed' },
        });
      }
      await batch.commit();
    });

    afterAll(async () => {
      const batch = firestore().batch();
      for (const id of ids) batch.delete(firestore().collection(collections.contactMessages).doc(id));
      await batch.commit();
    });

    it('goes through every item of a state once, newest first, a page at a time, as many as the total says', async () => {
      const first = await list({ inbox: 'contact-messages', state: 'closed' });
      expect(first.items.map((item) => item.id)).toEqual(ids.slice(0, adminPageSize));
      expect(first.nextCursor).toEqual(expect.any(String));

      const seen = first.items;
      let cursor = first.nextCursor;
      while (cursor) {
        const page = await list({ inbox: 'contact-messages', state: 'closed', cursor });
        expect(page.items.length).toBeLessThanOrEqual(adminPageSize);
        expect(page.total).toBe(first.total);
        seen.push(...page.items);
        cursor = page.nextCursor;
      }
      expect(seen.slice(adminPageSize, ids.length).map((item) => item.id)).toEqual(ids.slice(adminPageSize));
      expect(new Set(seen.map((item) => item.id)).size).toBe(seen.length);
      expect(seen).toHaveLength(first.total);
      expect(first.total).toBe(first.counts.closed);
      expect(seen.every((item) => item.handling.state === 'closed')).toBe(true);
      const received = seen.map((item) => item.receivedAt);
      expect(received).toEqual([...received].sort().reverse());
    });

    it('starts again from the first page for a cursor it did not make', async () => {
      const page = await list({ inbox: 'contact-messages', state: 'closed', cursor: 'bm90LWEtY3Vyc29y' });
      expect(page.items.map((item) => item.id)).toEqual(ids.slice(0, adminPageSize));
    });
  });
});
