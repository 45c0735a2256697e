/**
 * Loads `fixtures/seed/` into the running emulators over their REST APIs, after clearing them,
 * so a seeded stack always starts from the same data. `Bearer owner` is the emulators' admin
 * credential: it bypasses security rules, like the Admin SDK would.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectId, rootDir, stackUrls } from './stack-config.ts';

const seedDir = join(rootDir, 'fixtures', 'seed');
const owner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

type FirestoreValue = Record<string, unknown>;

const day = 24 * 60 * 60 * 1000;

/**
 * Converts plain JSON to Firestore's typed REST values. `{ "$timestamp": ISO }` marks a timestamp; `{ "$daysFromNow":
 * N }` a timestamp N days from the seeding (at 12:00 UTC), so a demo policy is "ending soon" whenever the stack starts.
 */
export function toFirestoreValue(value: unknown): FirestoreValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toFirestoreValue) } };
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.$timestamp === 'string') return { timestampValue: record.$timestamp };
    if (typeof record.$daysFromNow === 'number') {
      const at = new Date(Date.now() + record.$daysFromNow * day);
      at.setUTCHours(12, 0, 0, 0);
      return { timestampValue: at.toISOString() };
    }
    return { mapValue: { fields: toFirestoreFields(record) } };
  }
  throw new Error(`Cannot store ${typeof value} in a seed document`);
}

function toFirestoreFields(record: Record<string, unknown>): Record<string, FirestoreValue> {
  return Object.fromEntries(Object.entries(record).map(([key, field]) => [key, toFirestoreValue(field)]));
}

async function request(url: string, init: RequestInit) {
  const res = await fetch(url, { ...init, headers: owner });
  if (!res.ok) throw new Error(`${init.method} ${url} answered ${res.status}: ${await res.text()}`);
}

function readSeed<T>(file: string): T {
  return JSON.parse(readFileSync(join(seedDir, file), 'utf8')) as T;
}

async function seedFirestore() {
  const database = `projects/${projectId}/databases/(default)`;
  await request(`${stackUrls.firestore}/emulator/v1/${database}/documents`, { method: 'DELETE' });
  const collections = readSeed<Record<string, Record<string, Record<string, unknown>>>>('firestore.json');
  const writes = Object.entries(collections).flatMap(([collection, docs]) =>
    Object.entries(docs).map(([id, data]) => ({
      update: { name: `${database}/documents/${collection}/${id}`, fields: toFirestoreFields(data) },
    })),
  );
  await request(`${stackUrls.firestore}/v1/${database}/documents:commit`, {
    method: 'POST',
    body: JSON.stringify({ writes }),
  });
}

async function seedAuth() {
  await request(`${stackUrls.auth}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
  const users = readSeed<Record<string, unknown>[]>('auth-users.json');
  for (const user of users) {
    await request(`${stackUrls.auth}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`, {
      method: 'POST',
      body: JSON.stringify(user),
    });
  }
}

export async function seedEmulators(which: { firestore: boolean; auth: boolean }) {
  if (which.firestore) await seedFirestore();
  if (which.auth) await seedAuth();
}
