/**
 * Loads `fixtures/seed/` into the running emulators over their REST APIs, after clearing them,
 * so a seeded stack always starts from the same data. `Bearer owner` is the emulators' admin
 * credential: it bypasses security rules, like the Admin SDK would.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedRecords } from './seed-records.ts';
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

/** Writes one commit takes at most. */
const commitLimit = 500;
/** The bulk records' seed: any fixed number; changing it changes every generated record. */
const recordsSeed = 20261116;

async function seedFirestore() {
  const database = `projects/${projectId}/databases/(default)`;
  await request(`${stackUrls.firestore}/emulator/v1/${database}/documents`, { method: 'DELETE' });
  const written = readSeed<Record<string, Record<string, Record<string, unknown>>>>('firestore.json');
  const generated = seedRecords(recordsSeed, new Date());
  const collections = Object.fromEntries(
    [...new Set([...Object.keys(written), ...Object.keys(generated)])].map((name) => [
      name,
      { ...generated[name], ...written[name] },
    ]),
  );
  const writes = Object.entries(collections).flatMap(([collection, docs]) =>
    Object.entries(docs).map(([id, data]) => ({
      update: { name: `${database}/documents/${collection}/${id}`, fields: toFirestoreFields(data) },
    })),
  );
  for (let start = 0; start < writes.length; start += commitLimit) {
    await request(`${stackUrls.firestore}/v1/${database}/documents:commit`, {
      method: 'POST',
      body: JSON.stringify({ writes: writes.slice(start, start + commitLimit) }),
    });
  }
}

async function seedAuth() {
  await request(`${stackUrls.auth}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
  const users = readSeed<Record<string, unknown>[]>('auth-users.json');
  const accounts = `${stackUrls.auth}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`;
  for (const user of users) {
    await request(accounts, { method: 'POST', body: JSON.stringify(user) });
    // Creating an account ignores its custom claims (the seeded admin's); they are set as the Admin SDK sets them.
    if (typeof user.customAttributes === 'string') {
      await request(`${accounts}:update`, {
        method: 'POST',
        body: JSON.stringify({ localId: user.localId, customAttributes: user.customAttributes }),
      });
    }
  }
}

export async function seedEmulators(which: { firestore: boolean; auth: boolean }) {
  if (which.firestore) await seedFirestore();
  if (which.auth) await seedAuth();
}
