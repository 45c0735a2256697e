import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { rulesTestEnvironment } from './rules-env.ts';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { collections } from '../functions/src/store/collection-names.ts';

// Every collection the functions keep (quotes, coupons, work in progress, the audit log…) is theirs alone: no client
// reads or writes it, an admin's client neither (the support console reads and writes through admin callables only,
// docs/decisions/0012-support-console.md). An account's profile and policies are read by their owner
// (account-collections.test.ts).
const ownerReadable: string[] = [collections.users, collections.policies];
const serverOnly = Object.values(collections).filter((name) => !ownerReadable.includes(name));
const projectId = 'demo-rules-server-collections';
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesTestEnvironment(projectId);
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    for (const name of serverOnly) {
      await setDoc(doc(context.firestore(), `${name}/existing`), { uid: 'driver-1', value: 1 });
    }
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe.each(serverOnly)('%s', (name) => {
  const clients = () => [
    env.unauthenticatedContext().firestore(),
    env.authenticatedContext('driver-1', { email_verified: true }).firestore(),
    env.authenticatedContext('driver-2', { email_verified: true }).firestore(),
    env.authenticatedContext('staff', { email_verified: true, admin: true }).firestore(),
    env.authenticatedContext('staff-by-role', { email_verified: true, role: 'admin' }).firestore(),
  ];

  it('cannot be read by a guest, the driver it is about, another driver or even an admin client', async () => {
    for (const firestore of clients()) {
      await assertFails(getDoc(doc(firestore, `${name}/existing`)));
      await assertFails(getDocs(collection(firestore, name)));
    }
  });

  it('cannot be written by any client', async () => {
    for (const firestore of clients()) {
      await assertFails(setDoc(doc(firestore, `${name}/new`), { uid: 'driver-1' }));
      await assertFails(updateDoc(doc(firestore, `${name}/existing`), { value: 2 }));
      await assertFails(deleteDoc(doc(firestore, `${name}/existing`)));
    }
  });
});
