import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { collections } from '../functions/src/store/collection-names.ts';
import { rulesTestEnvironment } from './rules-env.ts';

// Accident statements are reached by a side's secret through the callables only (docs/decisions/0017): the rules
// give no client anything, not even the signed-in driver recorded as the one who started the statement, and a
// locked statement cannot be unlocked or changed from a client.
const projectId = 'demo-rules-accident-statements';
let env: RulesTestEnvironment;

const statement = {
  uid: 'driver-1',
  mode: 'two-phones',
  state: 'locked',
  version: 7,
  tokenHashes: { A: 'a'.repeat(64), B: 'b'.repeat(64) },
  lock: { hash: 'c'.repeat(64), lockedAt: new Date('2026-11-27T10:00:00Z') },
};

beforeAll(async () => {
  env = await rulesTestEnvironment(projectId);
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), `${collections.accidentStatements}/s1`), statement);
    await setDoc(doc(context.firestore(), `${collections.accidentJoinCodes}/h1`), { statementId: 's1', usedAt: null });
  });
});

afterAll(async () => {
  await env.cleanup();
});

const clients = () => [
  env.unauthenticatedContext().firestore(),
  env.authenticatedContext('driver-1', { email_verified: true }).firestore(),
  env.authenticatedContext('driver-2', { email_verified: true }).firestore(),
  env.authenticatedContext('staff', { email_verified: true, admin: true }).firestore(),
];

describe('accident statements', () => {
  it('the seeded statement is there (so the refusals below are the rules, not a missing document)', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await assertSucceeds(getDoc(doc(context.firestore(), `${collections.accidentStatements}/s1`)));
    });
  });

  it('cannot be read by any client, the signed-in driver who started it included, nor listed by its uid', async () => {
    for (const firestore of clients()) {
      await assertFails(getDoc(doc(firestore, `${collections.accidentStatements}/s1`)));
      await assertFails(getDocs(collection(firestore, collections.accidentStatements)));
      await assertFails(
        getDocs(query(collection(firestore, collections.accidentStatements), where('uid', '==', 'driver-1'))),
      );
    }
  });

  it('cannot be created, changed, unlocked or deleted by any client', async () => {
    for (const firestore of clients()) {
      await assertFails(setDoc(doc(firestore, `${collections.accidentStatements}/new`), { ...statement, uid: 'x' }));
      await assertFails(updateDoc(doc(firestore, `${collections.accidentStatements}/s1`), { state: 'draft' }));
      await assertFails(updateDoc(doc(firestore, `${collections.accidentStatements}/s1`), { lock: null }));
      await assertFails(deleteDoc(doc(firestore, `${collections.accidentStatements}/s1`)));
    }
  });
});

describe('accident join codes', () => {
  it('cannot be read, listed, used or created by any client', async () => {
    for (const firestore of clients()) {
      await assertFails(getDoc(doc(firestore, `${collections.accidentJoinCodes}/h1`)));
      await assertFails(getDocs(collection(firestore, collections.accidentJoinCodes)));
      await assertFails(updateDoc(doc(firestore, `${collections.accidentJoinCodes}/h1`), { usedAt: new Date() }));
      await assertFails(setDoc(doc(firestore, `${collections.accidentJoinCodes}/h2`), { statementId: 's1' }));
    }
  });
});
