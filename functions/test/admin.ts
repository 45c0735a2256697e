import { db } from '../src/store/firestore.js';

/** The test process reaches the emulator's Firestore through FIRESTORE_EMULATOR_HOST, set by the stack helper. */
export const firestore = db;

export async function readDoc<T>(path: string): Promise<T | undefined> {
  const snapshot = await db().doc(path).get();
  return snapshot.exists ? (snapshot.data() as T) : undefined;
}

/** Documents of a collection whose field equals a value, newest first by createdAt. */
export async function findDocs<T>(collection: string, field: string, value: unknown): Promise<T[]> {
  const snapshot = await db().collection(collection).where(field, '==', value).get();
  return snapshot.docs
    .map((doc) => doc.data() as T & { createdAt?: { toMillis(): number } })
    .sort((a, b) => (b.createdAt?.toMillis() ?? 0) - (a.createdAt?.toMillis() ?? 0));
}

/**
 * Asserts that a document carries the `expireAt` its TTL policy deletes it by, `days` after now (within a minute of
 * the test's clock, which runs beside the emulator's).
 */
export function expectExpiresInDays(document: unknown, days: number): void {
  const expireAt = (document as { expireAt?: { toMillis(): number } } | undefined)?.expireAt;
  if (!expireAt) throw new Error(`No expireAt on ${JSON.stringify(document)}`);
  const expected = Date.now() + days * 24 * 60 * 60 * 1000;
  if (Math.abs(expireAt.toMillis() - expected) > 60_000)
    throw new Error(`expireAt is ${new Date(expireAt.toMillis()).toISOString()}, not ${days} days from now`);
}
