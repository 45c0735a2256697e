import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../functions/src/store/collection-names.ts';
import { rulesTestEnvironment } from './rules-env.ts';

// An account's profile and its attached policies: each readable by its owner, by nobody else, and written by the
// functions alone. Every operation × every kind of client.
const projectId = 'demo-rules-account-collections';
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesTestEnvironment(projectId);
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const firestore = context.firestore();
    await setDoc(doc(firestore, collections.users, 'ana'), { firstName: 'Ana', personalIdentificationNumber: '1' });
    await setDoc(doc(firestore, collections.users, 'marko'), { firstName: 'Marko' });
    await setDoc(doc(firestore, collections.policies, 'AO-ANA0000001'), { uid: 'ana', policyNumber: '10-2026-1' });
    await setDoc(doc(firestore, collections.policies, 'AO-MARKO00001'), { uid: 'marko', policyNumber: '10-2026-2' });
    // Bought as a guest, not yet joined to any account.
    await setDoc(doc(firestore, collections.policies, 'AO-GUEST00001'), { uid: null, policyNumber: '10-2026-3' });
  });
});

afterAll(async () => {
  await env.cleanup();
});

const clients = () => ({
  anonymous: env.unauthenticatedContext().firestore(),
  owner: env.authenticatedContext('ana', { email_verified: true }).firestore(),
  anotherUser: env.authenticatedContext('marko', { email_verified: true }).firestore(),
  admin: env.authenticatedContext('staff', { email_verified: true, admin: true, role: 'admin' }).firestore(),
});

describe('users', () => {
  it('lets the owner read their own profile', async () => {
    const snapshot = await assertSucceeds(getDoc(doc(clients().owner, collections.users, 'ana')));
    expect(snapshot.get('firstName')).toBe('Ana');
  });

  it("keeps a profile from a guest, another user and an admin client, and lists nobody's", async () => {
    const { anonymous, owner, anotherUser, admin } = clients();
    for (const firestore of [anonymous, anotherUser, admin])
      await assertFails(getDoc(doc(firestore, collections.users, 'ana')));
    for (const firestore of [anonymous, owner, anotherUser, admin])
      await assertFails(getDocs(collection(firestore, collections.users)));
  });

  it('lets no client create, change or delete a profile, not even its owner', async () => {
    for (const firestore of Object.values(clients())) {
      await assertFails(setDoc(doc(firestore, collections.users, 'ana'), { firstName: 'Ana', admin: true }));
      await assertFails(setDoc(doc(firestore, collections.users, 'new'), { firstName: 'Novi' }));
      await assertFails(updateDoc(doc(firestore, collections.users, 'ana'), { firstName: 'Ivana' }));
      await assertFails(deleteDoc(doc(firestore, collections.users, 'ana')));
    }
  });
});

describe('policies', () => {
  const mine = (firestore: ReturnType<typeof clients>['owner'], uid: string) =>
    query(collection(firestore, collections.policies), where('uid', '==', uid));

  it('lets the owner read and list their own policies', async () => {
    const { owner } = clients();
    const snapshot = await assertSucceeds(getDoc(doc(owner, collections.policies, 'AO-ANA0000001')));
    expect(snapshot.get('policyNumber')).toBe('10-2026-1');
    const listed = await assertSucceeds(getDocs(mine(owner, 'ana')));
    expect(listed.docs.map((policy) => policy.id)).toEqual(['AO-ANA0000001']);
  });

  it("keeps a policy from a guest, another user and an admin client, and a guest's purchase from everyone", async () => {
    const { anonymous, owner, anotherUser, admin } = clients();
    for (const firestore of [anonymous, anotherUser, admin])
      await assertFails(getDoc(doc(firestore, collections.policies, 'AO-ANA0000001')));
    for (const firestore of Object.values(clients()))
      await assertFails(getDoc(doc(firestore, collections.policies, 'AO-GUEST00001')));
    await assertFails(getDocs(mine(anotherUser, 'ana')));
    await assertFails(getDocs(mine(admin, 'ana')));
    for (const firestore of [anonymous, owner, anotherUser, admin])
      await assertFails(getDocs(collection(firestore, collections.policies)));
  });

  it('lets no client create, change or delete a policy, not even its owner', async () => {
    for (const firestore of Object.values(clients())) {
      await assertFails(setDoc(doc(firestore, collections.policies, 'AO-NEW0000001'), { uid: 'ana' }));
      await assertFails(updateDoc(doc(firestore, collections.policies, 'AO-ANA0000001'), { uid: 'marko' }));
      await assertFails(updateDoc(doc(firestore, collections.policies, 'AO-GUEST00001'), { uid: 'ana' }));
      await assertFails(deleteDoc(doc(firestore, collections.policies, 'AO-ANA0000001')));
    }
  });
});
