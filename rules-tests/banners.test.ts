import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { rulesTestEnvironment } from './rules-env.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannersCollection } from '../functions/src/contracts/banners.ts';

const projectId = 'demo-rules-banners';
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesTestEnvironment(projectId);
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const firestore = context.firestore();
    await setDoc(doc(firestore, bannersCollection, 'live'), {
      placement: 'homepage',
      active: true,
      html: '<p>Uživo</p>',
    });
    await setDoc(doc(firestore, bannersCollection, 'draft'), {
      placement: 'homepage',
      active: false,
      html: '<p>Skica</p>',
    });
  });
});

afterAll(async () => {
  await env.cleanup();
});

const clients = () => ({
  guest: env.unauthenticatedContext().firestore(),
  driver: env.authenticatedContext('driver-1', { email_verified: true }).firestore(),
  admin: env.authenticatedContext('staff', { email_verified: true, admin: true }).firestore(),
});

describe('banners', () => {
  it('lets anyone read an active banner', async () => {
    for (const firestore of Object.values(clients())) {
      const snapshot = await assertSucceeds(getDoc(doc(firestore, bannersCollection, 'live')));
      expect(snapshot.get('html')).toBe('<p>Uživo</p>');
    }
  });

  it('lets anyone list the active banners of a placement', async () => {
    const { guest } = clients();
    const snapshot = await assertSucceeds(
      getDocs(
        query(collection(guest, bannersCollection), where('active', '==', true), where('placement', '==', 'homepage')),
      ),
    );
    expect(snapshot.docs.map((banner) => banner.id)).toEqual(['live']);
  });

  it('keeps inactive banners hidden, by id or by a query that does not ask for active ones', async () => {
    for (const firestore of Object.values(clients())) {
      await assertFails(getDoc(doc(firestore, bannersCollection, 'draft')));
      await assertFails(getDocs(collection(firestore, bannersCollection)));
      await assertFails(getDocs(query(collection(firestore, bannersCollection), where('active', '==', false))));
    }
  });

  it('lets no client write a banner, not even an admin', async () => {
    for (const firestore of Object.values(clients())) {
      await assertFails(
        setDoc(doc(firestore, bannersCollection, 'new'), { placement: 'homepage', active: true, html: 'x' }),
      );
      await assertFails(updateDoc(doc(firestore, bannersCollection, 'live'), { html: '<script>alert(1)</script>' }));
      await assertFails(deleteDoc(doc(firestore, bannersCollection, 'live')));
    }
  });
});
