/**
 * What the claims tests share: a claim seeded straight into Firestore (for the rules of access and of the insurer's
 * notifications, which need no insurer), a sent statement that became a claim at the mock insurer (for the actions
 * that reach it), the insurer's signed notification, and the mock's claim controls.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { apiPaths, callNames } from '../src/contracts/call-names.js';
import type { StatementSide } from '../src/contracts/accident-statement.js';
import type { ClaimState } from '../src/contracts/claim.js';
import type { StartAccidentStatementResponse } from '../src/contracts/start-accident-statement.js';
import type { JoinAccidentStatementResponse } from '../src/contracts/join-accident-statement.js';
import type { SignAccidentStatementResponse } from '../src/contracts/sign-accident-statement.js';
import { signClaimNotification } from '../src/insurer/claim-signature.js';
import {
  insurerSignatureHeader,
  mockClaimAdvancePath,
  mockClaimNotificationsPath,
  mockRequestsPath,
  type InsurerClaimSnapshot,
  type MockClaimNotificationMode,
} from '../src/insurer/insurer-api.js';
import { driverNameKeys } from '../src/store/admin-claims.js';
import type { ClaimRecord } from '../src/store/claims.js';
import { collections } from '../src/store/collection-names.js';
import { firestore, readDoc } from './admin.js';
import { callOk, randomIp, peerHeader, web } from './callable.js';
import { insurerOrigin } from './emulator-env.js';
import { localFunctionsSecrets } from './local-runtime.js';
import { apiUrl } from './payment-kit.js';
import { reviewedContent, signatureStrokes, statementCommon, statementSide } from './accident-kit.js';

export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
/** A claim's id is a statement's: 20 base62 characters. */
export const newClaimId = () => randomUUID().replace(/-/g, '').slice(0, 20);

export const notifySecret = () => localFunctionsSecrets().INSURER_NOTIFY_SECRET ?? '';

/** The insurer's snapshot of a claim in `state`, with what that state carries. */
export function snapshotOf(
  claimId: string,
  claimNumber: string,
  sequence: number,
  state: ClaimState,
  claimantRole: 'A' | 'B' = 'A',
): InsurerClaimSnapshot {
  const at = new Date().toISOString();
  return {
    claimNumber,
    statementId: claimId,
    sequence,
    state,
    claimantRole,
    timeline: [{ state: 'received', at }, ...(state === 'received' ? [] : [{ state, at }])],
    missingDocuments: state === 'documents-missing' ? ['damage-photos'] : [],
    receivedDocuments: [],
    appointment:
      state === 'assessor-appointed'
        ? {
            at: new Date(Date.now() + 86_400_000).toISOString(),
            place: 'Savska 41, Zagreb',
            photoAssessment: false,
            confirmedAt: null,
          }
        : null,
    offer:
      state === 'offer' || state === 'paid'
        ? {
            revision: 1,
            amount: 1234.5,
            items: [{ code: 'vehicle-repair', amount: 1234.5 }],
            reckoning: 'Procjena po fotografijama.',
            madeAt: at,
          }
        : null,
    dispute: null,
    payment:
      state === 'paid'
        ? {
            amount: 1234.5,
            paidOn: at.slice(0, 10),
            ibanMasked: 'HR** **** **** **** *016 0',
            paidAt: at,
            transferReference: `HR00 ${claimNumber.slice(-6)}`,
          }
        : null,
    decline: state === 'declined' ? { reason: 'no-third-party-damage' } : null,
    changedAt: at,
  };
}

export interface SeededClaim {
  claimId: string;
  claimNumber: string;
  emails: { A: string; B: string };
  birthDates: { A: string; B: string };
}

/** A claim as the statement's send makes it, written straight into Firestore (the insurer never heard of it). */
export async function seedClaim(
  options: {
    state?: ClaimState;
    sequence?: number;
    uid?: string | null;
    emailA?: string;
    claimantRole?: 'A' | 'B';
    /** A's driver by name, kept as the claim's send keeps it (shown and searched in the console). */
    driverA?: { firstName: string; lastName: string };
  } = {},
): Promise<SeededClaim> {
  const claimId = newClaimId();
  const claimNumber = `ŠT-TEST-${unique()}`;
  const emails = { A: options.emailA ?? `a.${unique()}@primjer.hr`, B: `b.${unique()}@primjer.hr` };
  const birthDates = { A: '14/05/1980', B: '02/03/1991' };
  const snapshot = snapshotOf(
    claimId,
    claimNumber,
    options.sequence ?? 1,
    options.state ?? 'received',
    options.claimantRole,
  );
  const now = Timestamp.now();
  const record: ClaimRecord = {
    claimNumber,
    statementId: claimId,
    language: 'hr',
    insurer: snapshot,
    state: snapshot.state,
    sequence: snapshot.sequence,
    plates: ['ZG1234AB', 'ST987CD'],
    accidentDate: '27/11/2026',
    accident: { time: '14:35', place: 'Ilica 10, 10000, Zagreb' },
    parties: [
      {
        role: 'A',
        email: emails.A,
        dateOfBirth: birthDates.A,
        plate: 'ZG 1234-AB',
        name: options.driverA ? `${options.driverA.firstName} ${options.driverA.lastName}` : null,
      },
      { role: 'B', email: emails.B, dateOfBirth: birthDates.B, plate: 'ST 987-CD' },
    ],
    emails: [emails.A, emails.B],
    driverNames: driverNameKeys(options.driverA ? [options.driverA] : []),
    uid: options.uid ?? null,
    accessTokens: [],
    identityFailures: 0,
    documents: [],
    notifications: [],
    notes: [],
    lastHeardAt: now,
    waitingSince: null,
    createdAt: now,
    updatedAt: now,
    expireAt: Timestamp.fromMillis(Date.now() + 6 * 365 * 86_400_000),
  };
  await firestore().doc(`${collections.claims}/${claimId}`).set(record);
  return { claimId, claimNumber, emails, birthDates };
}

export const storedClaim = async (claimId: string) => {
  const claim = await readDoc<ClaimRecord>(`${collections.claims}/${claimId}`);
  if (!claim) throw new Error(`No claim ${claimId}`);
  return claim;
};

/** The insurer's notification as it sends it: the body signed with `secret`. */
export async function notify(snapshot: InsurerClaimSnapshot, secret = notifySecret()): Promise<Response> {
  const body = JSON.stringify({ type: 'claim.changed', claim: snapshot });
  return fetch(apiUrl(apiPaths.insurerClaimNotify), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [insurerSignatureHeader]: signClaimNotification(body, secret),
      [peerHeader]: randomIp(),
    },
    body,
  });
}

async function mockControl(path: string, body: unknown): Promise<Response> {
  return fetch(`${insurerOrigin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Moves the mock's claim to its next state now. */
export async function advanceClaim(claimNumber: string): Promise<Response> {
  return mockControl(mockClaimAdvancePath, { claimNumber });
}

export async function setNotificationMode(mode: MockClaimNotificationMode): Promise<void> {
  const response = await mockControl(mockClaimNotificationsPath, { mode });
  if (!response.ok) throw new Error(`The mock insurer refused the mode ${mode}: ${response.status}`);
}

export async function insurerRequests(path: string): Promise<number> {
  const counts = (await (await fetch(`${insurerOrigin}${mockRequestsPath}`)).json()) as Record<string, number>;
  return counts[path] ?? 0;
}

/** Polls until `check` holds (the mock's clock and notifications take seconds), or fails with what it last saw. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > until) throw new Error(`Not reached in ${timeoutMs} ms: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const withDriverName = (side: StatementSide, name: { firstName: string; lastName: string } | undefined) =>
  name ? { ...side, driver: { ...side.driver, ...name } } : side;

export interface SentStatement extends SeededClaim {
  uid: string | null;
}

/**
 * Two phones fill, sign and send a statement whose side A is insured with us (linked as the link call would): the
 * send gives it to the mock insurer, which answers a claim number. No photos: the claim takes the documents path.
 */
export async function sentStatementClaim(
  options: {
    idToken?: string;
    emailA?: string;
    plateB?: string;
    /** A's driver by another name than the kit's (the console's search by name). */
    driverA?: { firstName: string; lastName: string };
  } = {},
): Promise<SentStatement> {
  const started = await callOk<StartAccidentStatementResponse>(
    callNames.startAccidentStatement,
    { ...web, mode: 'two-phones', language: 'hr' },
    options.idToken ? { idToken: options.idToken } : {},
  );
  const joined = await callOk<JoinAccidentStatementResponse>(callNames.joinAccidentStatement, {
    ...web,
    code: started.join?.code ?? '',
  });
  const a = { statementId: started.statementId, partyToken: started.partyTokens.A ?? '' };
  const b = { statementId: joined.statementId, partyToken: joined.partyToken };
  const emails = { A: options.emailA ?? `a.${unique()}@primjer.hr`, B: `b.${unique()}@primjer.hr` };
  const birthDates = { A: '14/05/1980', B: '02/03/1991' };
  await callOk(callNames.saveAccidentCommon, {
    ...web,
    ...a,
    common: statementCommon(),
  });
  await callOk(callNames.saveAccidentSide, {
    ...web,
    ...a,
    role: 'A',
    side: withDriverName(statementSide('ZG1234AB', emails.A, { circumstances: [1] }, birthDates.A), options.driverA),
  });
  await callOk(callNames.saveAccidentSide, {
    ...web,
    ...b,
    role: 'B',
    side: statementSide(options.plateB ?? 'ST987CD', emails.B, { circumstances: [1] }, birthDates.B),
  });
  await firestore()
    .doc(`${collections.accidentStatements}/${a.statementId}`)
    .update({ 'sides.A.linkedPolicy': { policyNumber: '10-2026-0000001', plate: 'ZG1234AB' } });
  const contentDigest = await reviewedContent({ ...web, ...a });
  const sign = (phone: typeof a, role: 'A' | 'B') =>
    callOk<SignAccidentStatementResponse>(callNames.signAccidentStatement, {
      ...web,
      ...phone,
      role,
      contentDigest,
      decision: 'sign',
      strokes: signatureStrokes,
    });
  await sign(a, 'A');
  await sign(b, 'B');
  const claim = await eventually(
    () => readDoc<ClaimRecord>(`${collections.claims}/${a.statementId}`),
    (found) => found !== undefined,
  );
  return { claimId: a.statementId, claimNumber: claim?.claimNumber ?? '', emails, birthDates, uid: claim?.uid ?? null };
}
