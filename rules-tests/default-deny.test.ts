import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, collection, getDocs, deleteDoc } from 'firebase/firestore';
import { rulesTestEnvironment } from './rules-env.ts';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

// Own project id: these tests clear their data and must not touch the seeded demo project.
const projectId = 'demo-rules-tests';
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesTestEnvironment(projectId);
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), 'users/driver-1'), { email: 'vozac@primjer.hr' });
    await setDoc(doc(context.firestore(), 'quotes/q-1'), { uid: 'driver-1', total: 312.4 });
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe('firestore.rules: nothing is open until a collection is opened on purpose', () => {
  const clients = () => ({
    guest: env.unauthenticatedContext().firestore(),
    owner: env.authenticatedContext('driver-1', { email_verified: true }).firestore(),
  });

  it('denies a guest any read or write', async () => {
    const { guest } = clients();
    await assertFails(getDoc(doc(guest, 'users/driver-1')));
    await assertFails(getDocs(collection(guest, 'quotes')));
    await assertFails(setDoc(doc(guest, 'users/intruder'), { email: 'x@primjer.hr' }));
  });

  it('denies even a signed-in user writes to their own user document (writes go through functions)', async () => {
    const { owner } = clients();
    await assertFails(setDoc(doc(owner, 'users/driver-1'), { email: 'changed@primjer.hr' }));
    await assertFails(deleteDoc(doc(owner, 'users/driver-1')));
  });

  it('denies a signed-in user documents of collections not yet opened', async () => {
    const { owner } = clients();
    await assertFails(getDoc(doc(owner, 'quotes/q-1')));
    await assertFails(getDocs(collection(owner, 'anything-else')));
  });
});
