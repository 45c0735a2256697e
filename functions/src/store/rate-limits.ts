import { createHash } from 'node:crypto';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { collections } from './collection-names.js';
import { db } from './firestore.js';

/** At most `limit` in each fixed window of `windowMs`. */
export interface RateWindow {
  limit: number;
  windowMs: number;
}

/**
 * One counter with its windows (say per minute and per day). With `member`, the counter counts distinct members
 * (how many different OIBs an address priced), and a member already counted in a window passes it again.
 */
export interface RateCheck {
  key: string;
  windows: RateWindow[];
  member?: string;
}

const docId = (...parts: string[]) => createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 40);

/**
 * Takes one token from every window of every check — all of them or none — in one transaction, so concurrent calls
 * from one client cannot slip past a limit and a refused call uses up nothing. Keys and members are hashed: the
 * collection holds no address, e-mail or OIB in clear. Answers the index of the first check that is exhausted, or -1.
 */
export async function takeRateLimitTokens(checks: RateCheck[], now = Date.now()): Promise<number> {
  const slots = checks.flatMap((check, index) =>
    check.windows.map(({ limit, windowMs }) => {
      const windowStart = now - (now % windowMs);
      const window = `${windowMs}|${windowStart}`;
      const counter = db().collection(collections.rateLimits).doc(docId(check.key, window));
      const member =
        check.member === undefined
          ? undefined
          : db()
              .collection(collections.rateLimits)
              .doc(docId(check.key, check.member, window));
      // expireAt lets a Firestore TTL policy delete old windows.
      return { index, limit, counter, member, expireAt: new Date(windowStart + 2 * windowMs) };
    }),
  );
  return db().runTransaction(async (transaction) => {
    const reads = await Promise.all(
      slots.map(async (slot) => ({
        slot,
        count: ((await transaction.get(slot.counter)).get('count') as number | undefined) ?? 0,
        seen: slot.member ? (await transaction.get(slot.member)).exists : false,
      })),
    );
    const exhausted = reads.find(({ slot, count, seen }) => !seen && count >= slot.limit);
    if (exhausted) return exhausted.slot.index;
    const write = (ref: DocumentReference, data: object) => transaction.set(ref, data);
    for (const { slot, count, seen } of reads) {
      if (seen) continue;
      write(slot.counter, { count: count + 1, expireAt: slot.expireAt });
      if (slot.member) write(slot.member, { expireAt: slot.expireAt });
    }
    return -1;
  });
}

/**
 * Counts one call in every window of `check` without a transaction: the counters are incremented, then read back.
 * For one account that sends several calls at once (the console's overview asks three things together): in a
 * transaction they would contend for the same counter, and a transaction that loses waits about a second before it
 * tries again. Unlike `takeRateLimitTokens`, a refused call is counted too, and two calls at the edge of a window may
 * both be refused; for an account's own limit, whose calls are refused anyway once it is reached, that is fine.
 * Answers whether the call is within every window.
 */
export async function countRateLimitHit(check: Omit<RateCheck, 'member'>, now = Date.now()): Promise<boolean> {
  const counters = check.windows.map(({ limit, windowMs }) => {
    const windowStart = now - (now % windowMs);
    return {
      limit,
      ref: db()
        .collection(collections.rateLimits)
        .doc(docId(check.key, `${windowMs}|${windowStart}`)),
      expireAt: new Date(windowStart + 2 * windowMs),
    };
  });
  const batch = db().batch();
  for (const { ref, expireAt } of counters)
    batch.set(ref, { count: FieldValue.increment(1), expireAt }, { merge: true });
  await batch.commit();
  const snapshots = await db().getAll(...counters.map(({ ref }) => ref));
  return snapshots.every(
    (snapshot, index) => ((snapshot.get('count') as number | undefined) ?? 0) <= (counters[index]?.limit ?? 0),
  );
}

/**
 * Whether any window of `check` is used up already, without taking from it: for a limit counted only when a call
 * fails (the accident statement's join codes), which must refuse even a right answer once the failures are used up.
 */
export async function rateLimitExhausted(check: Omit<RateCheck, 'member'>, now = Date.now()): Promise<boolean> {
  const counters = check.windows.map(({ limit, windowMs }) => ({
    limit,
    ref: db()
      .collection(collections.rateLimits)
      .doc(docId(check.key, `${windowMs}|${now - (now % windowMs)}`)),
  }));
  const snapshots = await db().getAll(...counters.map(({ ref }) => ref));
  return snapshots.some(
    (snapshot, index) => ((snapshot.get('count') as number | undefined) ?? 0) >= (counters[index]?.limit ?? 0),
  );
}
