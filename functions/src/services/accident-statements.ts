/**
 * The accident statement's rules (docs/decisions/0017-accident-statements.md): who may read and write which part, the
 * join code, the signatures and the lock. Access is a side's secret, never an account: a wrong secret and an unknown
 * statement get the same answer.
 */
import { randomInt } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  hasSideB,
  joinCodeAlphabet,
  emptyStatementSide,
  joinCodeLifetimeMs,
  missingForSigning,
  ourInsurerCode,
  rolesThatSign,
  statementVehicle,
  type AccidentStatementView,
  type PartyRole,
  type SignatureState,
  type StatementCommon,
  type StatementSideView,
} from '../contracts/accident-statement.js';
import { statementFunnelSteps } from '../contracts/admin-get-statement-funnel.js';
import { errorKeys } from '../contracts/error-keys.js';
import { accidentErrorKeys } from '../contracts/accident-error-keys.js';
import { fieldErrors } from '../contracts/field-rules.js';
import type { GetAccidentStatementRequest, GetAccidentStatementResponse } from '../contracts/get-accident-statement.js';
import type {
  JoinAccidentStatementRequest,
  JoinAccidentStatementResponse,
} from '../contracts/join-accident-statement.js';
import type { LinkAccidentPolicyRequest, LinkAccidentPolicyResponse } from '../contracts/link-accident-policy.js';
import { normalizeLicensePlate } from '../contracts/license-plate.js';
import type { SaveAccidentCommonRequest, SaveAccidentStatementResponse } from '../contracts/save-accident-common.js';
import type { SaveAccidentSideRequest } from '../contracts/save-accident-side.js';
import type {
  ShareAccidentStatementRequest,
  ShareAccidentStatementResponse,
} from '../contracts/share-accident-statement.js';
import type {
  SignAccidentStatementRequest,
  SignAccidentStatementResponse,
} from '../contracts/sign-accident-statement.js';
import type {
  StartAccidentStatementRequest,
  StartAccidentStatementResponse,
} from '../contracts/start-accident-statement.js';
import { zagrebDate } from '../contracts/policy-dates.js';
import {
  changeAccidentStatement,
  changeAccidentStatementInTransaction,
  createAccidentStatement,
  drawnSignature,
  readAccidentStatement,
  readJoinCodeIn,
  redeemJoinCode,
  storedSignature,
  writeJoinCode,
  type AccidentStatementDocument,
  type StatementDriverStep,
  type StatementSendStatus,
  type StoredSide,
} from '../store/accident-statements.js';
import { orderNumberOfPolicy, readPolicy, type PolicyDocument } from '../store/policies.js';
import { retentionOfAccidentDraft, retentionOfSignedAccidentStatement } from '../store/retention.js';
import { DomainError, type CallContext } from './domain-error.js';
import { contentDigest, statementHash } from './accident-lock.js';
import { countFailure, failureLimitReached } from './limit-tokens.js';
import { hashSecretToken, newSecretToken, secretTokenMatches } from './secret-token.js';
import { zagrebIso } from './zagreb-time.js';

export const statementNotFound = () =>
  new DomainError('not-found', { errorKey: accidentErrorKeys.accidentStatementNotFound });
export const statementLocked = () =>
  new DomainError('failed-precondition', { errorKey: accidentErrorKeys.accidentStatementLocked });
export const notYourSide = () =>
  new DomainError('permission-denied', { errorKey: accidentErrorKeys.accidentNotYourSide });

const base62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomText = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
const newStatementId = () => randomText(base62, 20);
const newJoinCode = () => randomText(joinCodeAlphabet, 6);
export const hashJoinCode = (code: string) => hashSecretToken(code);

/** Where a statement's files live in Cloud Storage: its photos by side, and its PDF once locked. */
export const statementFolder = (statementId: string) => `accident-statements/${statementId}/`;
export const statementPdfPath = (statementId: string) => `${statementFolder(statementId)}statement.pdf`;
export const photoPath = (statementId: string, role: PartyRole, photoId: string) =>
  `${statementFolder(statementId)}${role}/${photoId}`;

/** `dd/MM/yyyy` and `HH:mm` of an instant on Zagreb's clock, as the form shows them. */
const displayDate = (instant: Date) => zagrebDate(instant).split('-').reverse().join('/');
const displayTime = (instant: Date) => zagrebIso(instant).slice(11, 16);

export const emptySide = (): StoredSide => ({
  ...emptyStatementSide(),
  linkedPolicy: null,
  photos: [],
  signature: null,
});

/**
 * The content as sent, with every field it left out as none. Input is parsed strictly, so the schemas' defaults are
 * not applied and a phone may send a part without the fields it has not touched; stored and shown, they are null.
 */
function withDefaults<T>(template: T, value: unknown): T {
  const isRecord = (item: unknown): item is Record<string, unknown> =>
    typeof item === 'object' && item !== null && !Array.isArray(item);
  if (!isRecord(template) || !isRecord(value)) return (value === undefined ? template : value) as T;
  const keys = new Set([...Object.keys(template), ...Object.keys(value)]);
  return Object.fromEntries(
    [...keys].map((key) => [key, template[key] === undefined ? value[key] : withDefaults(template[key], value[key])]),
  ) as T;
}

const emptyCommon = (): StatementCommon => ({
  date: null,
  time: null,
  place: { country: null, address: null, postalCode: null, place: null, coordinates: null },
  otherVehiclesDamaged: null,
  objectsDamaged: null,
  witnesses: [],
  sketch: null,
});

/** The accident happened now, in Croatia, as far as the statement knows when it is started. */
const newCommon = (now: Date): StatementCommon => {
  const common = emptyCommon();
  return { ...common, date: displayDate(now), time: displayTime(now), place: { ...common.place, country: 'HR' } };
};

/**
 * The roles a secret writes. Side A's phone writes the shared part and side A; on one phone it writes side B too,
 * and alone (the other driver left) it records what it knows of the vehicle that left. Side B's phone writes side B.
 */
export function rolesOf(statement: AccidentStatementDocument, partyToken: string): PartyRole[] {
  if (secretTokenMatches(partyToken, statement.tokenHashes.A)) {
    const writesB = statement.mode === 'one-phone' || (statement.mode === 'alone' && statement.otherParty === 'left');
    return writesB ? ['A', 'B'] : ['A'];
  }
  if (secretTokenMatches(partyToken, statement.tokenHashes.B)) return ['B'];
  return [];
}

/** The statement and the roles of the secret, or the one answer for an unknown statement and a wrong secret. */
export function accessOf(
  statement: AccidentStatementDocument | undefined,
  partyToken: string,
): { statement: AccidentStatementDocument; roles: PartyRole[] } {
  const roles = statement ? rolesOf(statement, partyToken) : [];
  if (!statement || roles.length === 0) throw statementNotFound();
  return { statement, roles };
}

export async function readWithAccess(statementId: string, partyToken: string) {
  return accessOf(await readAccidentStatement(statementId), partyToken);
}

/** A write: the secret's, to a draft, by a role the secret writes. */
export function writableBy(
  current: AccidentStatementDocument | undefined,
  partyToken: string,
  role: PartyRole | 'common',
): AccidentStatementDocument {
  const { statement, roles } = accessOf(current, partyToken);
  if (statement.state !== 'draft') throw statementLocked();
  const needed: PartyRole = role === 'common' ? 'A' : role;
  if (!roles.includes(needed) || (role === 'B' && !hasSideB(statement.otherParty))) throw notYourSide();
  return statement;
}

const iso = (timestamp: Timestamp) => timestamp.toDate().toISOString();

function sideView(side: StoredSide): StatementSideView {
  return {
    ...side,
    photos: side.photos.map(({ photoId, contentType, bytes, uploadedAt }) => ({
      photoId,
      contentType,
      bytes,
      uploadedAt,
    })),
    signature: drawnSignature(side.signature),
  };
}

export function sendSummary(send: StatementSendStatus | null): AccidentStatementView['sent'] {
  if (!send) return null;
  return { claimNumber: send.claimNumber, emailed: send.recipients.every((to) => send.emailedTo.includes(to)) };
}

export function viewOf(
  statementId: string,
  statement: AccidentStatementDocument,
  you: PartyRole[],
): AccidentStatementView {
  return {
    statementId,
    version: statement.version,
    contentDigest: contentDigest(statement),
    state: statement.state,
    mode: statement.mode,
    otherParty: statement.otherParty,
    language: statement.language,
    you,
    common: statement.common,
    sides: { A: sideView(statement.sides.A), B: statement.sides.B ? sideView(statement.sides.B) : null },
    joined: statement.joined,
    // Only driver A's phone shows the code and its expiry.
    joinExpiresAt:
      you.includes('A') && !statement.joined && statement.joinExpiresAt ? iso(statement.joinExpiresAt) : null,
    lock: statement.lock ? { hash: statement.lock.hash, lockedAt: iso(statement.lock.lockedAt) } : null,
    sent: sendSummary(statement.send),
    updatedAt: iso(statement.updatedAt),
  };
}

/**
 * The furthest step a statement's content shows, by what the drivers wrote rather than which page they had open (a
 * phone saves a page it only passed through, and a driver may fill the form in any order).
 */
export function stepShown(
  statement: Pick<AccidentStatementDocument, 'joined' | 'common' | 'sides'>,
): StatementDriverStep {
  const sides = [statement.sides.A, statement.sides.B].filter((side): side is StoredSide => side !== null);
  if (sides.some((side) => side.signature)) return 'signed';
  if (statement.common.sketch) return 'sketch';
  if (sides.some((side) => side.circumstances.length > 0 || side.impact || side.damage)) return 'circumstances';
  if (sides.some((side) => side.vehicle.plate || side.vehicle.make || side.linkedPolicy)) return 'vehicle';
  if (statement.common.place.address || statement.common.place.place) return 'when-where';
  return statement.joined ? 'joined' : 'started';
}

const stepRank = (step: StatementDriverStep) => statementFunnelSteps.indexOf(step);

/**
 * The furthest step after a change, for the console's funnel: only ever forward, so an edit that clears the
 * signatures, or a photo taken off, does not take back how far the drivers got.
 */
export function furthestStepAfter(
  current: Pick<AccidentStatementDocument, 'furthestStep'>,
  next: Pick<AccidentStatementDocument, 'joined' | 'common' | 'sides'>,
): Pick<AccidentStatementDocument, 'furthestStep'> {
  const shown = stepShown(next);
  const before = current.furthestStep;
  return before && stepRank(before) >= stepRank(shown) ? {} : { furthestStep: shown };
}

/**
 * Writes new content to a draft: nothing at all when it is what is stored already (a phone's outbox sending the same
 * part again); otherwise a new version, the draft's 30 days counted again, and every signature cleared — they were
 * given to other facts.
 */
export function contentChange(
  statement: AccidentStatementDocument,
  next: Pick<AccidentStatementDocument, 'mode' | 'otherParty' | 'common' | 'sides'>,
  now: Date,
): { update?: Partial<AccidentStatementDocument>; result: { version: number } } {
  if (contentDigest(next) === contentDigest(statement)) return { result: { version: statement.version } };
  const unsigned = (side: StoredSide | null) => (side ? { ...side, signature: null } : null);
  const version = statement.version + 1;
  const sides = { A: unsigned(next.sides.A) as StoredSide, B: unsigned(next.sides.B) };
  return {
    update: {
      common: next.common,
      sides,
      version,
      expireAt: retentionOfAccidentDraft(now),
      ...furthestStepAfter(statement, { joined: statement.joined, common: next.common, sides }),
    },
    result: { version },
  };
}

const joinCodeDocument = (statementId: string, now: Date) => {
  const expiresAt = Timestamp.fromMillis(now.getTime() + joinCodeLifetimeMs);
  return { statementId, expiresAt, usedAt: null, expireAt: retentionOfAccidentDraft(now) };
};

export async function startAccidentStatement(
  input: StartAccidentStatementRequest,
  context: CallContext,
  now = new Date(),
): Promise<StartAccidentStatementResponse> {
  const otherParty = input.mode === 'alone' ? (input.otherParty ?? null) : null;
  if (input.mode === 'alone' && otherParty === null)
    throw new DomainError('invalid-argument', {
      errorKey: errorKeys.validation,
      fields: { otherParty: fieldErrors.required },
    });
  const tokenA = newSecretToken();
  const tokenB = input.mode === 'one-phone' ? newSecretToken() : null;
  // Ids and codes are drawn at random; a clash (one in billions) draws again.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const statementId = newStatementId();
    const code = input.mode === 'two-phones' ? newJoinCode() : null;
    const joinCode = code ? { codeHash: hashJoinCode(code), document: joinCodeDocument(statementId, now) } : null;
    const created = await createAccidentStatement(
      statementId,
      {
        mode: input.mode,
        otherParty,
        language: input.language,
        uid: context.uid,
        tokenHashes: { A: hashSecretToken(tokenA), B: tokenB ? hashSecretToken(tokenB) : null },
        joinCodeHash: joinCode?.codeHash ?? null,
        joinExpiresAt: joinCode?.document.expiresAt ?? null,
        joined: false,
        version: 1,
        state: 'draft',
        common: newCommon(now),
        sides: { A: emptySide(), B: hasSideB(otherParty) ? emptySide() : null },
        lock: null,
        send: null,
        furthestStep: 'started',
        expireAt: retentionOfAccidentDraft(now),
      },
      joinCode,
    );
    if (!created) continue;
    logger.info('Accident statement started', { statementId, mode: input.mode, signedIn: context.uid !== null });
    return {
      statementId,
      partyTokens: tokenB ? { A: tokenA, B: tokenB } : { A: tokenA },
      join: code && joinCode ? { code, expiresAt: iso(joinCode.document.expiresAt) } : null,
    };
  }
  throw new Error('No free statement id or join code after 5 draws');
}

/** A new code for driver B; the previous one stops working. Driver A's phone only, two phones only. */
export async function shareAccidentStatement(
  input: ShareAccidentStatementRequest,
  _context: CallContext,
  now = new Date(),
): Promise<ShareAccidentStatementResponse> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = newJoinCode();
    const codeHash = hashJoinCode(code);
    const answer = await changeAccidentStatementInTransaction(input.statementId, async (current, transaction) => {
      const statement = writableBy(current, input.partyToken, 'common');
      if (statement.mode !== 'two-phones') throw notYourSide();
      if (await readJoinCodeIn(transaction, codeHash)) return { result: null };
      const document = joinCodeDocument(input.statementId, now);
      return {
        update: { joinCodeHash: codeHash, joinExpiresAt: document.expiresAt, version: statement.version + 1 },
        also: (tx) => writeJoinCode(tx, { codeHash, document }, statement.joinCodeHash),
        result: { code, expiresAt: iso(document.expiresAt) },
      };
    });
    if (answer) return answer;
  }
  throw new Error('No free join code after 5 draws');
}

const joinFailures = (context: CallContext) => ({ limit: 'accidentJoinFailuresAddress' as const, subject: context.ip });

/**
 * Driver B's code for side B's secret. Only wrong codes count against the address: after five it is refused for the
 * hour whatever it sends, so the code space cannot be walked from one address.
 */
export async function joinAccidentStatement(
  input: JoinAccidentStatementRequest,
  context: CallContext,
  now = new Date(),
): Promise<JoinAccidentStatementResponse> {
  if (await failureLimitReached(joinFailures(context)))
    throw new DomainError('resource-exhausted', { errorKey: errorKeys.tooManyRequests });
  const partyToken = newSecretToken();
  const statementId = await redeemJoinCode(hashJoinCode(input.code), hashSecretToken(partyToken), now, (joined) =>
    furthestStepAfter(joined, joined),
  );
  if (!statementId) {
    await countFailure(joinFailures(context));
    throw new DomainError('not-found', { errorKey: accidentErrorKeys.accidentJoinCodeInvalid });
  }
  logger.info('Accident statement joined', { statementId });
  return { statementId, partyToken };
}

export async function getAccidentStatement(input: GetAccidentStatementRequest): Promise<GetAccidentStatementResponse> {
  const { statement, roles } = await readWithAccess(input.statementId, input.partyToken);
  if (input.knownVersion === statement.version) return { changed: false, version: statement.version };
  return { changed: true, version: statement.version, statement: viewOf(input.statementId, statement, roles) };
}

export async function saveAccidentCommon(
  input: SaveAccidentCommonRequest,
  _context: CallContext,
  now = new Date(),
): Promise<SaveAccidentStatementResponse> {
  return changeAccidentStatement(input.statementId, async (current) => {
    const statement = writableBy(current, input.partyToken, 'common');
    const common = withDefaults(emptyCommon(), input.common);
    return contentChange(statement, { ...statement, common }, now);
  });
}

/** A linked policy stays linked only while the side still names its plate and number. */
function stillLinked(side: StoredSide): StoredSide['linkedPolicy'] {
  const linked = side.linkedPolicy;
  if (!linked) return null;
  const plate = side.vehicle.plate ? normalizeLicensePlate(side.vehicle.plate) : null;
  return plate === linked.plate && side.insurance.policyNumber?.trim() === linked.policyNumber ? linked : null;
}

export async function saveAccidentSide(
  input: SaveAccidentSideRequest,
  _context: CallContext,
  now = new Date(),
): Promise<SaveAccidentStatementResponse> {
  return changeAccidentStatement(input.statementId, async (current) => {
    const statement = writableBy(current, input.partyToken, input.role);
    const stored = statement.sides[input.role] ?? emptySide();
    const { linkedPolicy, photos, signature } = stored;
    const written = withDefaults(emptySide(), input.side);
    const side: StoredSide = {
      ...written,
      vehicle: statementVehicle(written.vehicle),
      linkedPolicy,
      photos,
      signature,
    };
    side.linkedPolicy = stillLinked(side);
    return contentChange(statement, { ...statement, sides: { ...statement.sides, [input.role]: side } }, now);
  });
}

/** `dd/MM/yyyy` of a policy's instant on Zagreb's calendar. */
const policyDay = (timestamp: Timestamp) => displayDate(timestamp.toDate());

/** What our policy says of the side: the policyholder, the vehicle and the insurance. */
function sideFromPolicy(side: StoredSide, policy: PolicyDocument, plate: string): StoredSide {
  const { policyholder, vehicle } = policy;
  return {
    ...side,
    policyholder: {
      firstName: policyholder.firstName,
      lastName: policyholder.lastName,
      address: `${policyholder.address} ${policyholder.houseNumber}`,
      postalCode: policyholder.postalCode,
      place: policyholder.city,
      country: policyholder.country,
      phone: `${policyholder.phoneNumberPrefix} ${policyholder.phoneNumber}`,
      email: policy.email,
    },
    vehicle: {
      ...side.vehicle,
      make: vehicle.manufacturer,
      model: vehicle.model,
      plate,
      registrationCountry: 'HR',
    },
    insurance: {
      insurerCode: ourInsurerCode,
      insurerName: null,
      policyNumber: policy.policyNumber,
      greenCardNumber: null,
      validFrom: policyDay(policy.startsAt),
      validUntil: policyDay(policy.endsAt),
      ownDamageCovered: policy.covers.some((cover) => cover.coverCode === 'MOD_FULL'),
    },
    linkedPolicy: { policyNumber: policy.policyNumber, plate },
  };
}

/** The policy with this number, if it covers this plate; nothing is told about one that does not. */
async function ourPolicy(policyNumber: string, plate: string): Promise<PolicyDocument | undefined> {
  const orderNumber = await orderNumberOfPolicy(policyNumber.trim());
  const policy = orderNumber ? await readPolicy(orderNumber) : undefined;
  const insured = policy?.vehicle.licensePlate ? normalizeLicensePlate(policy.vehicle.licensePlate) : null;
  return insured !== null && insured === plate ? policy : undefined;
}

export async function linkAccidentPolicy(
  input: LinkAccidentPolicyRequest,
  _context: CallContext,
  now = new Date(),
): Promise<LinkAccidentPolicyResponse> {
  // The secret first: a phone without access learns nothing about our policies.
  writableBy((await readWithAccess(input.statementId, input.partyToken)).statement, input.partyToken, input.role);
  const plate = normalizeLicensePlate(input.plate);
  const policy = await ourPolicy(input.policyNumber, plate);
  if (!policy) throw new DomainError('not-found', { errorKey: accidentErrorKeys.accidentPolicyNotFound });
  return changeAccidentStatement(input.statementId, async (current) => {
    const statement = writableBy(current, input.partyToken, input.role);
    const side = sideFromPolicy(statement.sides[input.role] ?? emptySide(), policy, plate);
    return contentChange(statement, { ...statement, sides: { ...statement.sides, [input.role]: side } }, now);
  });
}

/** Every driver's e-mail on the statement (the driver's, else the policyholder's), once each, lower case. */
function recipientsOf(statement: AccidentStatementDocument): string[] {
  const addresses = [statement.sides.A, statement.sides.B]
    .map((side) => side?.driver.email ?? side?.policyholder.email ?? null)
    .filter((address): address is string => Boolean(address))
    .map((address) => address.toLowerCase());
  return [...new Set(addresses)];
}

/**
 * A signature (or a refusal to sign) for the content the driver reviewed (its digest). The last one the statement
 * needs locks it: the hash over its canonical content is taken and stored with the time, the statement is kept six
 * years from then, and its send (PDF, e-mails, the insurer) starts.
 */
export async function signAccidentStatement(
  input: SignAccidentStatementRequest,
  _context: CallContext,
  now = new Date(),
): Promise<SignAccidentStatementResponse & { locked: boolean }> {
  return changeAccidentStatement<SignAccidentStatementResponse & { locked: boolean }>(
    input.statementId,
    async (current) => {
      const statement = writableBy(current, input.partyToken, input.role);
      if (!rolesThatSign(statement.mode, statement.otherParty).includes(input.role)) throw notYourSide();
      // What the driver read, not how often the statement was written: the other side's signature or a join since
      // then changed nothing they signed.
      if (input.contentDigest !== contentDigest(statement))
        throw new DomainError('failed-precondition', { errorKey: accidentErrorKeys.accidentStatementChanged });
      const missing = missingForSigning(viewOf(input.statementId, statement, []));
      if (missing.length > 0)
        throw new DomainError('failed-precondition', {
          errorKey: accidentErrorKeys.accidentStatementIncomplete,
          fields: Object.fromEntries(missing.map((item) => [`${item.section}.${item.field}`, fieldErrors.required])),
        });
      const at = now.toISOString();
      const signature: SignatureState =
        input.decision === 'sign'
          ? { kind: 'signed', signature: { strokes: input.strokes as [number, number][][] }, signedAt: at }
          : { kind: 'declined', reason: input.reason ?? '', declinedAt: at };
      const side = statement.sides[input.role] as StoredSide;
      const sides = { ...statement.sides, [input.role]: { ...side, signature: storedSignature(signature) } };
      const version = statement.version + 1;
      const signed = { ...statement, sides };
      const complete = rolesThatSign(statement.mode, statement.otherParty).every((role) => sides[role]?.signature);
      if (!complete)
        return {
          update: { sides, version, expireAt: retentionOfAccidentDraft(now), ...furthestStepAfter(statement, signed) },
          result: { version, state: 'draft', locked: false },
        };
      const lockedAt = Timestamp.fromDate(now);
      const recipients = recipientsOf(signed);
      return {
        update: {
          sides,
          version,
          state: 'locked',
          lock: { hash: statementHash(signed), lockedAt },
          expireAt: retentionOfSignedAccidentStatement(now),
          joinCodeHash: null,
          joinExpiresAt: null,
          ...furthestStepAfter(statement, signed),
          send: {
            pdfStored: false,
            recipients,
            emailedTo: [],
            claimWanted: Boolean(sides.A.linkedPolicy ?? sides.B?.linkedPolicy),
            claimNumber: null,
            attempts: 0,
            // Due at once: if this call dies before sending, the scheduled retry picks it up.
            nextAttemptAt: lockedAt,
            leaseUntil: null,
            lastError: null,
          },
        },
        result: { version, state: 'locked', locked: true },
      };
    },
  );
}
