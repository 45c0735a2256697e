/**
 * Secrets handed to one browser: an order's, which lets the tab that paid follow it, and a work-in-progress
 * record's, which lets only the tab that wrote it change it. Only their hashes are stored.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url. */
export const newSecretToken = () => randomBytes(32).toString('base64url');

export const hashSecretToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Constant time, so the answer's timing tells nothing about how much of a guessed token was right. */
export function secretTokenMatches(token: string | null | undefined, tokenHash: string | null | undefined): boolean {
  if (!token || !tokenHash) return false;
  const given = Buffer.from(hashSecretToken(token), 'hex');
  const stored = Buffer.from(tokenHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
