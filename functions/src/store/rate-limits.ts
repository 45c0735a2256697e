import { createHash } from 'node:crypto';
import { collections } from './collection-names.js';
import { db } from './firestore.js';

/**
 * Fixed-window counter per key in a transaction, so concurrent calls from one client cannot slip past the limit.
 * Keys are hashed: the collection holds no IP or e-mail address in clear.
 * Answers whether this call is within the limit.
 */
export async function takeRateLimitToken(
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Promise<boolean> {
  const windowStart = now - (now % windowMs);
  const id = createHash('sha256').update(`${key}|${windowStart}`).digest('hex').slice(0, 40);
  const ref = db().collection(collections.rateLimits).doc(id);
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const count = (snapshot.get('count') as number | undefined) ?? 0;
    if (count >= limit) return false;
    // expireAt lets a Firestore TTL policy delete old windows.
    transaction.set(ref, { count: count + 1, expireAt: new Date(windowStart + 2 * windowMs) });
    return true;
  });
}
