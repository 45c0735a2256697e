import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { collections } from '../functions/src/store/collection-names.ts';
import { rulesTestEnvironment } from './rules-env.ts';

// A claim holds both drivers' e-mails and dates of birth, guests' access hashes and the insurer's offer: its drivers
// follow it through the claim callables only, staff through the console's (docs/decisions/0018-claims.md). No client
// reads, lists or writes a claim or its e-mails' records here — not a guest, not the account that owns it, not
// another driver, not an admin's client.
const projectId = 'demo-rules-claims';
let env: RulesTestEnvironment;

const claim = {
  claimNumber: 'ŠT-2026-000001',
  statementId: 's1',
  state: 'offer',
  uid: 'owner',
  emails: ['ana@primjer.hr', 'marko@primjer.hr'],
  parties: [{ role: 'A', email: 'ana@primjer.hr', dateOfBirth: '14/05/1980' }],
  accessTokens: [{ hash: 'a'.repeat(64), role: 'A' }],
};

beforeAll(async () => {
  env = await rulesTestEnvironment(projectId);
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), `${collections.claims}/s1`), claim);
    await setDoc(doc(context.firestore(), `${collections.claimEmails}/s1~3`), { claimId: 's1', sequence: 3 });
  });
});

afterAll(async () => {
  await env.cleanup();
});

const clients = () => ({
  guest: env.unauthenticatedContext().firestore(),
  owner: env.authenticatedContext('owner', { email: 'ana@primjer.hr', email_verified: true }).firestore(),
  anotherDriver: env.authenticatedContext('other', { email: 'ivan@primjer.hr', email_verified: true }).firestore(),
  admin: env.authenticatedContext('staff', { email_verified: true, admin: true, role: 'admin' }).firestore(),
});

describe('claims', () => {
  it('the seeded claim is there (so the refusals below are the rules, not a missing document)', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await assertSucceeds(getDoc(doc(context.firestore(), `${collections.claims}/s1`)));
    });
  });

  it('cannot be read or listed by a guest, its owner, another driver or an admin client, by uid or e-mail', async () => {
    for (const firestore of Object.values(clients())) {
      await assertFails(getDoc(doc(firestore, `${collections.claims}/s1`)));
      await assertFails(getDocs(collection(firestore, collections.claims)));
      await assertFails(getDocs(query(collection(firestore, collections.claims), where('uid', '==', 'owner'))));
      await assertFails(
        getDocs(query(collection(firestore, collections.claims), where('emails', 'array-contains', 'ana@primjer.hr'))),
      );
    }
  });

  it('cannot be created, changed (its access, its state) or deleted by any client', async () => {
    for (const firestore of Object.values(clients())) {
      await assertFails(setDoc(doc(firestore, `${collections.claims}/new`), { ...claim, uid: 'other' }));
      await assertFails(updateDoc(doc(firestore, `${collections.claims}/s1`), { identityFailures: 0 }));
      await assertFails(updateDoc(doc(firestore, `${collections.claims}/s1`), { state: 'paid' }));
      await assertFails(deleteDoc(doc(firestore, `${collections.claims}/s1`)));
    }
  });
});

describe("claims' e-mails", () => {
  it('cannot be read, listed, created or changed by any client', async () => {
    for (const firestore of Object.values(clients())) {
      await assertFails(getDoc(doc(firestore, `${collections.claimEmails}/s1~3`)));
      await assertFails(getDocs(collection(firestore, collections.claimEmails)));
      await assertFails(setDoc(doc(firestore, `${collections.claimEmails}/s1~4`), { claimId: 's1', sequence: 4 }));
      await assertFails(updateDoc(doc(firestore, `${collections.claimEmails}/s1~3`), { sentAt: null }));
    }
  });
});
