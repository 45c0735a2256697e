/**
 * The lock's hash: SHA-256 over the canonical JSON of what the drivers signed — the shared part, both sides, the
 * photos by id and content hash, and the signatures — with keys sorted at every level and nothing volatile in it
 * (no version, times of saving, secrets or join data), so anyone holding the stored statement can compute it again
 * and see that nothing changed after the signatures.
 */
import { createHash } from 'node:crypto';
import { drawnSignature, type AccidentStatementDocument, type StoredSide } from '../store/accident-statements.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** JSON with every object's keys sorted; `undefined` members are left out, as Firestore leaves them out. */
export function canonicalJson(value: unknown): string {
  const normalise = (item: unknown): Json => {
    if (item === null || typeof item === 'boolean' || typeof item === 'string') return item;
    if (typeof item === 'number') {
      if (!Number.isFinite(item)) throw new Error('A statement holds no infinite number');
      return item;
    }
    if (Array.isArray(item)) return item.map(normalise);
    if (typeof item === 'object') {
      const entries = Object.entries(item as Record<string, unknown>)
        .filter(([, member]) => member !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return Object.fromEntries(entries.map(([key, member]) => [key, normalise(member)]));
    }
    throw new Error(`A statement holds no ${typeof item}`);
  };
  return JSON.stringify(normalise(value));
}

function signedSide(side: StoredSide | null) {
  if (!side) return null;
  const { photos, signature, ...rest } = side;
  return {
    ...rest,
    photos: photos.map(({ photoId, sha256 }) => ({ photoId, sha256 })),
    // As drawn, not as Firestore must hold it: the hash is of what the drivers saw and signed.
    signature: drawnSignature(signature),
  };
}

/** What the signatures cover: the facts of the statement and the signatures themselves. */
export const signedContent = (
  statement: Pick<AccidentStatementDocument, 'mode' | 'otherParty' | 'common' | 'sides'>,
) => ({
  mode: statement.mode,
  otherParty: statement.otherParty,
  common: statement.common,
  sides: { A: signedSide(statement.sides.A), B: signedSide(statement.sides.B) },
});

type SignedFacts = Pick<AccidentStatementDocument, 'mode' | 'otherParty' | 'common' | 'sides'>;

const sha256 = (value: unknown) => createHash('sha256').update(canonicalJson(value)).digest('hex');

export const statementHash = (statement: SignedFacts) => sha256(signedContent(statement));

/**
 * What a driver reads before signing and signs against (`signAccidentStatement`): the facts as the review shows them,
 * both sides, the shared part, the sketch and the photos, without any signature. Only a change to those gives another
 * digest: the other driver's signature, a join, a new code or the send after the lock leave it as it was, so they
 * never turn a driver's signature away as given to something else.
 */
export const contentDigest = ({ sides, ...statement }: SignedFacts) =>
  sha256(
    signedContent({
      ...statement,
      sides: { A: { ...sides.A, signature: null }, B: sides.B && { ...sides.B, signature: null } },
    }),
  );
