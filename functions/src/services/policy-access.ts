/**
 * Who may manage a policy after the sale (docs/decisions/0032-policy-access.md): the account it is on, signed in; and
 * a guest who opens the link of the policy e-mail and proves the policyholder's date of birth, as the resume link's
 * driver does. A proof gives an access token for that tab, kept hashed for 24 hours; five wrong dates lock guests
 * out, while tokens given before still work. An unknown policy, another's and a stale token get the one answer.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { isoToDisplayDate } from '../contracts/field-rules.js';
import type { GetPolicyRequest, GetPolicyResponse, ManagedPolicy } from '../contracts/get-policy.js';
import { policyIdentityAttempts } from '../contracts/policy-access.js';
import { policyEndErrorKeys, withdrawalDays } from '../contracts/policy-ending.js';
import { zagrebDate } from '../contracts/policy-dates.js';
import { changePolicyAccess, readPolicyAccess, type PolicyAccessRecord } from '../store/policy-access.js';
import { readPolicyEndorsement, type PolicyEndorsementRecord } from '../store/policy-endorsements.js';
import { readPolicyEnding, type PolicyEndingRecord } from '../store/policy-endings.js';
import { addressOf, readPolicy, versionsOf, type PolicyDocument } from '../store/policies.js';
import { DomainError, type CallContext } from './domain-error.js';
import { hashSecretToken, newSecretToken, secretTokenMatches } from './secret-token.js';
import { viewOfEnding } from './policy-ending-view.js';

const accessTokenLifetimeMs = 24 * 60 * 60 * 1000;
/** Links of the e-mails sent last that still open the policy: a resend does not undo the one before. */
const liveLinks = 5;
const day = 24 * 60 * 60 * 1000;

export const policyNotFound = () => new DomainError('not-found', { errorKey: policyEndErrorKeys.notFound });

const emptyAccess = (policy: PolicyDocument): PolicyAccessRecord => ({
  orderNumber: policy.orderNumber,
  linkTokenHashes: [],
  identityFailures: 0,
  accessTokens: [],
  expireAt: policy.expireAt,
});

/** A new link for the policy's e-mail: its token, whose hash the record keeps beside the last few. */
export async function newPolicyLinkToken(policy: PolicyDocument): Promise<string> {
  const token = newSecretToken();
  await changePolicyAccess(policy.orderNumber, (current) => {
    const access = current ?? emptyAccess(policy);
    const linkTokenHashes = [...access.linkTokenHashes, hashSecretToken(token)].slice(-liveLinks);
    return { write: { ...access, linkTokenHashes }, result: undefined };
  });
  return token;
}

const ownedBy = (policy: PolicyDocument, context: CallContext) => Boolean(context.uid) && policy.uid === context.uid;

const liveToken = (access: PolicyAccessRecord | undefined, accessToken: string | null, now: Date) =>
  Boolean(accessToken) &&
  (access?.accessTokens ?? []).some(
    (token) => token.expiresAt.toMillis() > now.getTime() && secretTokenMatches(accessToken, token.hash),
  );

/** A policyholder's call on a policy: the policy, or `policyNotFound`. */
export async function policyOfCaller(
  access: { orderNumber: string; accessToken: string | null },
  context: CallContext,
  now = new Date(),
): Promise<PolicyDocument> {
  const policy = await readPolicy(access.orderNumber);
  if (policy && ownedBy(policy, context)) return policy;
  if (policy && access.accessToken && liveToken(await readPolicyAccess(access.orderNumber), access.accessToken, now))
    return policy;
  throw policyNotFound();
}

/** Checks a date of birth in one transaction with its count, so parallel guesses cannot pass the limit. */
const proveIdentity = (policy: PolicyDocument, linkToken: string, dateOfBirth: string, now: Date) =>
  changePolicyAccess<{ proven: true; accessToken: string } | { proven: false; attemptsLeft: number }>(
    policy.orderNumber,
    (current) => {
      if (!current || !current.linkTokenHashes.some((hash) => secretTokenMatches(linkToken, hash)))
        throw policyNotFound();
      if (current.identityFailures >= policyIdentityAttempts)
        throw new DomainError('permission-denied', { errorKey: policyEndErrorKeys.identityLocked });
      if (policy.policyholder.dateOfBirth !== dateOfBirth) {
        const identityFailures = current.identityFailures + 1;
        return {
          write: { ...current, identityFailures },
          result: { proven: false, attemptsLeft: Math.max(0, policyIdentityAttempts - identityFailures) },
        };
      }
      const accessToken = newSecretToken();
      const accessTokens = [
        // Expired tokens go as a new one comes: the list stays as short as the policy's live tabs.
        ...current.accessTokens.filter((token) => token.expiresAt.toMillis() > now.getTime()),
        { hash: hashSecretToken(accessToken), expiresAt: Timestamp.fromMillis(now.getTime() + accessTokenLifetimeMs) },
      ];
      return { write: { ...current, accessTokens }, result: { proven: true, accessToken } };
    },
  );

/** The policy as its manage page shows it, with its ending and its latest address change, if any. */
export function managedPolicyOf(
  policy: PolicyDocument,
  ending: PolicyEndingRecord | undefined,
  latestChange: PolicyEndorsementRecord | undefined,
  now: Date,
): ManagedPolicy {
  const issuedOn = zagrebDate(policy.issuedAt.toDate());
  const lastWithdrawalDay = new Date(Date.parse(issuedOn) + withdrawalDays * day).toISOString().slice(0, 10);
  const running = !policy.ended && policy.endsAt.toMillis() > now.getTime();
  const holder = policy.policyholder;
  return {
    orderNumber: policy.orderNumber,
    policyNumber: policy.policyNumber,
    licensePlate: policy.vehicle.licensePlate,
    vehicle: { vin: policy.vehicle.vin, manufacturer: policy.vehicle.manufacturer, model: policy.vehicle.model },
    startsAt: policy.startsAt.toDate().toISOString(),
    endsAt: policy.endsAt.toDate().toISOString(),
    firstDay: isoToDisplayDate(zagrebDate(policy.startsAt.toDate())),
    withdrawalUntil: isoToDisplayDate(lastWithdrawalDay),
    running,
    withdrawable: running && zagrebDate(now) <= lastWithdrawalDay,
    paidByInstalments: policy.paymentPlan?.kind === 'instalments',
    ended: policy.ended
      ? { reason: policy.ended.reason, coverEndsAt: policy.ended.coverEndsAt.toDate().toISOString() }
      : null,
    policyholder: {
      firstName: holder.firstName,
      lastName: holder.lastName,
      oibEnding: holder.personalIdentificationNumber.slice(-4),
      contactEmail: holder.contactEmail,
      phoneNumberPrefix: holder.phoneNumberPrefix,
      phoneNumber: holder.phoneNumber,
      ...addressOf(holder),
    },
    changeable: running && (!ending || ending.state === 'refused'),
    versions: versionsOf(policy).map((version) => ({
      version: version.version,
      issuedAt: version.issuedAt.toDate().toISOString(),
      endorsementNumber: version.endorsementNumber,
    })),
    addressChange:
      latestChange && latestChange.state !== 'issued'
        ? {
            state: latestChange.state,
            address: latestChange.address,
            refusal: latestChange.refusal,
            requestedAt: latestChange.requestedAt.toDate().toISOString(),
          }
        : null,
  };
}

/** The latest address change asked of the policy, if any. */
const latestChangeOf = (policy: PolicyDocument) =>
  policy.endorsementAttempts
    ? readPolicyEndorsement(`${policy.orderNumber}-E${policy.endorsementAttempts}`)
    : Promise.resolve(undefined);

/** The policy as its page shows it now, read afresh (after a change). */
export async function managedPolicyNow(orderNumber: string, now: Date): Promise<ManagedPolicy> {
  const policy = await readPolicy(orderNumber);
  if (!policy) throw policyNotFound();
  const [ending, latestChange] = await Promise.all([readPolicyEnding(orderNumber), latestChangeOf(policy)]);
  return managedPolicyOf(policy, ending, latestChange, now);
}

export async function getPolicy(
  input: GetPolicyRequest,
  context: CallContext,
  now = new Date(),
): Promise<GetPolicyResponse> {
  const policy = await readPolicy(input.orderNumber);
  if (!policy) throw policyNotFound();
  const answer = async (accessToken: string | null): Promise<GetPolicyResponse> => {
    const [ending, latestChange] = await Promise.all([readPolicyEnding(input.orderNumber), latestChangeOf(policy)]);
    return {
      identityRequired: false,
      policy: managedPolicyOf(policy, ending, latestChange, now),
      ending: ending ? viewOfEnding(ending) : null,
      accessToken,
    };
  };
  if (ownedBy(policy, context) || liveToken(await readPolicyAccess(input.orderNumber), input.accessToken, now))
    return answer(null);
  // A stale token, or no link: nothing tells whether the policy exists.
  if (input.accessToken || !input.linkToken) throw policyNotFound();
  if (!input.dateOfBirth) {
    const access = await readPolicyAccess(input.orderNumber);
    if (!access?.linkTokenHashes.some((hash) => secretTokenMatches(input.linkToken, hash))) throw policyNotFound();
    return { identityRequired: true };
  }
  const proof = await proveIdentity(policy, input.linkToken, input.dateOfBirth, now);
  if (proof.proven) return answer(proof.accessToken);
  if (proof.attemptsLeft === 0)
    throw new DomainError('permission-denied', { errorKey: policyEndErrorKeys.identityLocked });
  throw new DomainError('permission-denied', {
    errorKey: policyEndErrorKeys.identityMismatch,
    attemptsLeft: proof.attemptsLeft,
  });
}
