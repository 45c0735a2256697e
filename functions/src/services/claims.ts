/**
 * A claim after the statement's send (docs/decisions/0018-claims.md): made once when the insurer gives the claim
 * number, then moved only by the insurer's snapshots — from its notifications, our status queries and its answers to
 * the drivers' actions — each applied in one atomic write conditional on the claim read, and only when its `sequence`
 * is higher than the one we hold. A change to a state that needs the drivers creates its e-mail's record in the same
 * write, so however many copies of a notification arrive at once, one of them makes the change and one e-mail goes.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import type { PartyRole } from '../contracts/accident-statement.js';
import { claimErrorKeys } from '../contracts/claim-error-keys.js';
import { claimStatesThatEmail } from '../contracts/claim.js';
import { errorKeys } from '../contracts/error-keys.js';
import { normalizeLicensePlate } from '../contracts/license-plate.js';
import { insurer } from '../insurer/insurer.js';
import { InsurerFailure } from '../insurer/insurer-client.js';
import type { InsurerClaimSnapshot } from '../insurer/insurer-api.js';
import type { AccidentStatementDocument } from '../store/accident-statements.js';
import { driverNameKeys } from '../store/admin-claims.js';
import {
  changeClaimOptimistically,
  claimEmailRef,
  createClaim,
  readClaim,
  type ClaimEmailRecord,
  type ClaimNotificationRecord,
  type ClaimRecord,
} from '../store/claims.js';
import { retentionOfClaim } from '../store/retention.js';
import { sendClaimEmail } from './claim-emails.js';
import { DomainError } from './domain-error.js';

/** Where a claim's uploaded documents live in Cloud Storage, private like the statement's photos. */
export const claimFolder = (claimId: string) => `claims/${claimId}/`;
export const claimDocumentPath = (claimId: string, documentId: string) => `${claimFolder(claimId)}${documentId}`;

/** Arrivals a claim keeps the record of: a claim's whole life, duplicates included, fits. */
const keptNotifications = 100;

export const claimNotFound = () => new DomainError('not-found', { errorKey: claimErrorKeys.claimNotFound });
export const claimActionNotAllowed = () =>
  new DomainError('failed-precondition', { errorKey: claimErrorKeys.claimActionNotAllowed });

/** The insurer refused a driver's action (the claim moved on there first) or did not answer: what the driver is told. */
export function insurerRefusal(error: unknown): DomainError {
  if (!(error instanceof InsurerFailure)) throw error;
  if (error.kind === 'rejected') return claimActionNotAllowed();
  return new DomainError('unavailable', { errorKey: errorKeys.insurerUnavailable });
}

/**
 * The side the insurer pays, as the insurer decides it (docs/decisions/0018-claims.md): the side not insured with us when exactly one
 * side is linked to our policy, otherwise A. Only used until the insurer's own snapshot says.
 */
function claimantRoleOf(statement: AccidentStatementDocument): PartyRole {
  const linkedA = Boolean(statement.sides.A.linkedPolicy);
  const linkedB = Boolean(statement.sides.B?.linkedPolicy);
  return linkedA && !linkedB && statement.sides.B ? 'B' : 'A';
}

const placeOf = (statement: AccidentStatementDocument) => {
  const { place } = statement.common;
  return [place.address, place.postalCode, place.place].filter(Boolean).join(', ') || null;
};

/** The claim as the insurer took it, before it tells us anything more: sequence 0, so its first word wins. */
function receivedSnapshot(
  statementId: string,
  statement: AccidentStatementDocument,
  claimNumber: string,
  receivedAt: Date,
): InsurerClaimSnapshot {
  return {
    claimNumber,
    statementId,
    sequence: 0,
    state: 'received',
    claimantRole: claimantRoleOf(statement),
    timeline: [{ state: 'received', at: receivedAt.toISOString() }],
    missingDocuments: [],
    receivedDocuments: [],
    appointment: null,
    offer: null,
    dispute: null,
    payment: null,
    decline: null,
    changedAt: receivedAt.toISOString(),
  };
}

/**
 * Makes the claim of a statement the insurer gave a number to, unless it exists (the send is retried until this
 * succeeds), then asks the insurer where it stands: a claim may have moved on before we first look.
 */
export async function openClaim(
  statementId: string,
  statement: AccidentStatementDocument,
  claimNumber: string,
  now = new Date(),
): Promise<void> {
  const sides = (['A', 'B'] as const).flatMap((role) => {
    const side = statement.sides[role];
    return side ? [{ role, side }] : [];
  });
  // The driver's name, or the policyholder's where the driver gave none (as the e-mail falls back to theirs).
  const namedOf = (side: (typeof sides)[number]['side']) =>
    side.driver.firstName || side.driver.lastName ? side.driver : side.policyholder;
  const parties = sides.map(({ role, side }) => ({
    role,
    email: (side.driver.email ?? side.policyholder.email)?.toLowerCase() ?? null,
    dateOfBirth: side.driver.dateOfBirth ?? null,
    plate: side.vehicle.plate ?? null,
    name: [namedOf(side).firstName, namedOf(side).lastName].filter(Boolean).join(' ') || null,
  }));
  const insurerSnapshot = receivedSnapshot(statementId, statement, claimNumber, now);
  const at = Timestamp.fromDate(now);
  const created = await createClaim(statementId, {
    claimNumber,
    statementId,
    language: statement.language,
    insurer: insurerSnapshot,
    state: insurerSnapshot.state,
    sequence: insurerSnapshot.sequence,
    plates: [
      ...new Set(sides.flatMap(({ side }) => (side.vehicle.plate ? [normalizeLicensePlate(side.vehicle.plate)] : []))),
    ],
    accidentDate: statement.common.date ?? null,
    accident: { time: statement.common.time ?? null, place: placeOf(statement) },
    parties,
    emails: [...new Set(parties.flatMap((party) => (party.email ? [party.email] : [])))],
    driverNames: driverNameKeys(
      sides.map(({ side }) => ({
        firstName: namedOf(side).firstName ?? null,
        lastName: namedOf(side).lastName ?? null,
      })),
    ),
    uid: statement.uid,
    accessTokens: [],
    identityFailures: 0,
    documents: [],
    notifications: [],
    notes: [],
    lastHeardAt: at,
    waitingSince: null,
    createdAt: at,
    updatedAt: at,
    expireAt: retentionOfClaim(now),
  });
  if (!created) return;
  logger.info('Claim opened', { claimId: statementId, claimNumber });
  // The claim stands without it: the follow-up schedule asks again when the insurer stays quiet.
  await refreshClaimStatus(statementId).catch((error: unknown) =>
    logger.warn('First status of a new claim not read; the schedule asks later', {
      claimId: statementId,
      error: String(error),
    }),
  );
}

/**
 * The e-mail belongs to a change into a state that needs the drivers, not to every snapshot in that state: the
 * driver's own confirmation keeps `assessor-appointed`, a document received keeps `documents-missing`. A revised offer
 * is news even when the `disputed` between the two offers never reached us.
 */
const isNewsForDrivers = (before: InsurerClaimSnapshot, after: InsurerClaimSnapshot) =>
  claimStatesThatEmail.includes(after.state) &&
  (after.state !== before.state || (after.state === 'offer' && after.offer?.revision !== before.offer?.revision));

export interface AppliedSnapshot {
  claim: ClaimRecord;
  /** False for a duplicate or an older snapshot: recorded as heard, nothing else. */
  changed: boolean;
}

export type SnapshotSource = ClaimNotificationRecord['source'];

/**
 * Applies what the insurer says of a claim. `extra` is written with it in the same write (a document marked as
 * taken by the insurer). Throws `claimNotFound` for a claim we do not have, or one whose number is not the insurer's.
 */
export async function applyClaimSnapshot(
  claimId: string,
  snapshot: InsurerClaimSnapshot,
  source: SnapshotSource,
  now = new Date(),
  extra: (claim: ClaimRecord) => Partial<ClaimRecord> = () => ({}),
): Promise<AppliedSnapshot> {
  const applied = await changeClaimOptimistically(claimId, (current) => {
    if (!current || current.claimNumber !== snapshot.claimNumber) throw claimNotFound();
    const changed = snapshot.sequence > current.sequence;
    const at = Timestamp.fromDate(now);
    const arrival: ClaimNotificationRecord = {
      at,
      sequence: snapshot.sequence,
      state: snapshot.state,
      source,
      applied: changed,
    };
    const heard: Partial<ClaimRecord> = {
      notifications: [...current.notifications, arrival].slice(-keptNotifications),
      lastHeardAt: at,
    };
    // Only the write that moves the claim to this sequence creates its e-mail, in the same batch: exactly one of any
    // number of copies.
    const emails = changed && isNewsForDrivers(current.insurer, snapshot) && current.emails.length > 0;
    const change: Partial<ClaimRecord> = changed
      ? {
          insurer: snapshot,
          state: snapshot.state,
          sequence: snapshot.sequence,
          // The insurer moved the claim on: whatever it waited on from us is answered. A snapshot in the same state (a
          // first of two documents received) leaves it, whichever of the answer and its notification comes first; a
          // driver's dispute sets it again with `extra`.
          ...(snapshot.state === current.state ? {} : { waitingSince: null }),
        }
      : {};
    const next: ClaimRecord = { ...current, ...heard, ...change };
    const update = { ...heard, ...change, ...extra(next) };
    const email: ClaimEmailRecord = {
      claimId,
      sequence: snapshot.sequence,
      state: snapshot.state,
      to: current.emails,
      createdAt: at,
      messageId: null,
      sentAt: null,
      resentAt: null,
      attempts: 0,
      sentTo: [],
      leaseUntil: null,
      expireAt: current.expireAt,
    };
    return {
      update,
      also: emails ? (batch) => batch.create(claimEmailRef(claimId, snapshot.sequence), email) : undefined,
      result: { claim: { ...next, ...update }, changed, email: emails },
    };
  });
  logger.info('Claim snapshot', {
    claimId,
    source,
    sequence: snapshot.sequence,
    state: snapshot.state,
    applied: applied.changed,
  });
  if (applied.email) await sendClaimEmail(claimId, snapshot.sequence, now);
  return { claim: applied.claim, changed: applied.changed };
}

/** The status query (source `status`): the schedule's for a quiet claim, staff's from the console. */
export async function refreshClaimStatus(claimId: string, now = new Date()): Promise<ClaimRecord> {
  const claim = await readClaim(claimId);
  if (!claim) throw claimNotFound();
  const snapshot = await insurer().claimStatus({ claimNumber: claim.claimNumber });
  return (await applyClaimSnapshot(claimId, snapshot, 'status', now)).claim;
}
