/**
 * Who may follow a claim (decision 0018): the account that started the statement signed in, or one whose verified
 * e-mail the statement names; and a guest from the claim's e-mail who proves the date of birth of either driver, as the
 * resume link proves its driver (decision 0004). A proof gives an access token for that tab's next calls, kept hashed
 * for 24 hours; five wrong dates lock guests out, while tokens given before still work. An unknown claim, another
 * driver's and a stale token get the one answer.
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { PartyRole } from '../contracts/accident-statement.js';
import { claimErrorKeys } from '../contracts/claim-error-keys.js';
import { claimIdentityAttempts } from '../contracts/claim.js';
import type { GetClaimRequest, GetClaimResponse } from '../contracts/get-claim.js';
import { changeClaim, readClaim, type ClaimRecord } from '../store/claims.js';
import { claimViewOf } from './claim-view.js';
import { claimNotFound } from './claims.js';
import { DomainError, type CallContext } from './domain-error.js';
import { hashSecretToken, newSecretToken, secretTokenMatches } from './secret-token.js';

const accessTokenLifetimeMs = 24 * 60 * 60 * 1000;

/** The side an account owner is: the one their verified e-mail is on, else A (who starts a statement is side A). */
function ownerRole(claim: ClaimRecord, context: CallContext): PartyRole | null {
  if (!context.uid) return null;
  const byEmail =
    context.emailVerified && context.email
      ? claim.parties.find((party) => party.email === context.email)?.role
      : undefined;
  if (byEmail) return byEmail;
  return claim.uid === context.uid ? 'A' : null;
}

function tokenRole(claim: ClaimRecord, accessToken: string | null, now: Date): PartyRole | null {
  if (!accessToken) return null;
  const token = claim.accessTokens.find(
    (candidate) => candidate.expiresAt.toMillis() > now.getTime() && secretTokenMatches(accessToken, candidate.hash),
  );
  return token?.role ?? null;
}

/** The caller's side of a claim, by account or access token; null when neither lets them in. */
export const callerRole = (
  claim: ClaimRecord,
  access: { accessToken: string | null },
  context: CallContext,
  now = new Date(),
): PartyRole | null => ownerRole(claim, context) ?? tokenRole(claim, access.accessToken, now);

/** A driver's call on a claim: the claim and their side, or `claimNotFound`. */
export async function claimOfCaller(
  access: { claimId: string; accessToken: string | null },
  context: CallContext,
  now = new Date(),
): Promise<{ claim: ClaimRecord; you: PartyRole }> {
  const claim = await readClaim(access.claimId);
  const you = claim ? callerRole(claim, access, context, now) : null;
  if (!claim || !you) throw claimNotFound();
  return { claim, you };
}

type Proof = { kind: 'proven'; claim: ClaimRecord; role: PartyRole } | { kind: 'wrong'; attemptsLeft: number };

/** Checks a date of birth in one transaction with its count, so parallel guesses cannot pass the limit. */
const proveIdentity = (claimId: string, dateOfBirth: string, tokenHash: string, now: Date) =>
  changeClaim<Proof>(claimId, (current) => {
    if (!current) throw claimNotFound();
    if (current.identityFailures >= claimIdentityAttempts)
      throw new DomainError('permission-denied', { errorKey: claimErrorKeys.claimIdentityLocked });
    const party = current.parties.find((candidate) => candidate.dateOfBirth === dateOfBirth);
    if (!party) {
      const identityFailures = current.identityFailures + 1;
      return {
        update: { identityFailures },
        result: { kind: 'wrong', attemptsLeft: Math.max(0, claimIdentityAttempts - identityFailures) },
      };
    }
    const accessTokens = [
      // Expired tokens go as a new one comes: the list stays as short as a claim's live tabs.
      ...current.accessTokens.filter((token) => token.expiresAt.toMillis() > now.getTime()),
      { hash: tokenHash, role: party.role, expiresAt: Timestamp.fromMillis(now.getTime() + accessTokenLifetimeMs) },
    ];
    return {
      update: { accessTokens },
      result: { kind: 'proven', claim: { ...current, accessTokens }, role: party.role },
    };
  });

export async function getClaim(
  input: GetClaimRequest,
  context: CallContext,
  now = new Date(),
): Promise<GetClaimResponse> {
  const claim = await readClaim(input.claimId);
  if (!claim) throw claimNotFound();
  const you = callerRole(claim, input, context, now);
  if (you) return { identityRequired: false, claim: claimViewOf(input.claimId, claim, you), accessToken: null };
  if (!input.dateOfBirth) {
    if (input.accessToken) throw claimNotFound();
    return { identityRequired: true };
  }
  const accessToken = newSecretToken();
  const proof = await proveIdentity(input.claimId, input.dateOfBirth, hashSecretToken(accessToken), now);
  if (proof.kind === 'wrong') {
    if (proof.attemptsLeft === 0)
      throw new DomainError('permission-denied', { errorKey: claimErrorKeys.claimIdentityLocked });
    throw new DomainError('permission-denied', {
      errorKey: claimErrorKeys.claimIdentityMismatch,
      attemptsLeft: proof.attemptsLeft,
    });
  }
  return { identityRequired: false, claim: claimViewOf(input.claimId, proof.claim, proof.role), accessToken };
}
