/**
 * The mock insurer's claims: each moves through its states on its own clock, one state per step, and every change is
 * handed to `onChange` (the server signs and sends it). The path a claim takes is read from its statement:
 *
 * - declined: a single-vehicle statement (no side B): received → declined `no-third-party-damage`;
 * - documents: no photos: received → documents-missing (damage photos, repair estimate) until the driver has sent
 *   both → documents-complete → assessor-appointed on site (waits for the driver's confirmation; only the advance
 *   control takes it on unconfirmed) → assessed → offer;
 * - fast: a rear-end (box 8 ticked on either side) with photos: received → documents-complete → assessor-appointed
 *   (a photo assessment) → assessed → offer;
 * - with photos but no rear-end: as the fast path, but assessed on site like the documents path;
 * - disputed: a vehicle with a plate of the fixtures' `disputedPlates`: the first offer leaves out its last item, and a
 *   dispute brings it back in a revised offer (revision + 1).
 *
 * An on-site appointment waits for a driver's confirmation as an offer waits for the claimant's answer: a clock that
 * went on without it would move the claim past the state that asks for it before the driver could act (issue 42).
 * Accepted is followed one step later by paid, by instant transfer: the payout says when it left and its reference;
 * disputed by a revised offer.
 * The claimant is the side not insured with the insurer when exactly one side is; otherwise A.
 *
 * Before an accept the insurer's bank checks the payee's name against the IBAN (Verification of Payee): an account of
 * the fixtures' `payeeAccounts` has the holder it names (or a bank that does not answer); any other is the claimant's,
 * as the statement names them. An accept names a check of its IBAN and a name the check allows.
 */
import { createHash } from 'node:crypto';
import { partyRoles, type PartyRole } from '../../contracts/accident-statement.js';
import {
  claimDocumentCodes,
  claimDocumentContentTypes,
  isFinalClaimState,
  type ClaimDocumentCode,
  type ClaimOffer,
  type PayeeCheckResult,
} from '../../contracts/claim.js';
import { isCroatianIban, maskIban, normaliseIban } from '../../contracts/iban-rules.js';
import type {
  InsurerClaimAnswer,
  InsurerClaimPayeeVerification,
  InsurerClaimPayeeVerificationAnswer,
  InsurerClaimResponse,
  InsurerClaimSnapshot,
} from '../insurer-api.js';
import type { ClaimFixtures } from './fixtures.js';
import { FieldError, asArray, isJsonObject, requiredOneOf, requiredString, type JsonObject } from './json-fields.js';
import { errorAnswer, type MockAnswer } from './mock-answer.js';

/** Locally a step of 2.5 s takes the fast path from received to an offer in 10 s, and an accepted offer to paid in 2.5 s. */
export const defaultClaimStepMs = 2500;
/** The documents a claim without photos is missing. */
const documentsAsked: readonly ClaimDocumentCode[] = ['damage-photos', 'repair-estimate'];

export interface MockClaimsOptions {
  fixtures: ClaimFixtures;
  stepMs: number;
  onChange(claim: InsurerClaimSnapshot): void;
  now?: () => Date;
}

/** A locked statement's claim as `POST /v1/claims` reads it (the request is checked before). */
export interface ClaimSubmission {
  statementId: string;
  lockedAt: Date;
  policies: { role: PartyRole; licensePlate: string }[];
  statement: JsonObject;
  photoCount: number;
}

export interface MockClaims {
  submit(submission: ClaimSubmission): InsurerClaimResponse;
  status(body: JsonObject): MockAnswer;
  receiveDocument(body: JsonObject): MockAnswer;
  confirmAppointment(body: JsonObject): MockAnswer;
  answerOffer(body: JsonObject): MockAnswer;
  /** `POST /v1/claims/payee-verification`: the bank's check of the payee's name against the IBAN. */
  verifyPayee(body: JsonObject): MockAnswer;
  /** `POST /_mock/claims/advance`: the claim's next state now, as if its clock had run. */
  advance(body: JsonObject): MockAnswer;
  /** Stops every claim's clock. */
  stop(): void;
}

/** How a claim goes, read once from its statement. */
interface Route {
  declined: boolean;
  needsDocuments: boolean;
  photoAssessment: boolean;
  disputed: boolean;
}

interface Claim {
  snapshot: InsurerClaimSnapshot;
  route: Route;
  /** Every item the claim's damage is worth, in the order an offer lists them. */
  items: ClaimOffer['items'];
  reckoning: string;
  /** The answer that moved the last offer on, so the same answer again is answered with the claim as it stands. */
  answered: { revision: number; answer: 'accept' | 'dispute' } | null;
  /** The claimant's name as the statement gives it: the holder of any account the fixtures do not name. */
  claimantName: string | null;
  /** The payee checks made for the claim, by id, with the IBAN (normalised) and the name checked. */
  verifications: Map<string, InsurerClaimPayeeVerification & { iban: string; name: string }>;
  timer: NodeJS.Timeout | undefined;
}

type Change = Partial<Omit<InsurerClaimSnapshot, 'sequence' | 'timeline' | 'changedAt'>>;

export function createMockClaims(options: MockClaimsOptions): MockClaims {
  const { fixtures, stepMs, onChange } = options;
  const now = options.now ?? (() => new Date());
  const byStatement = new Map<string, Claim>();
  const byNumber = new Map<string, Claim>();
  let stopped = false;
  /** The masked IBAN of an accepted offer until it is paid: the snapshot shows it only with the payment. */
  const pendingIbans = new Map<string, string>();

  const answer = (claim: Claim, status = 200): MockAnswer => {
    const body: InsurerClaimAnswer = { responseStatus: 'success', claim: structuredClone(claim.snapshot) };
    return { status, body };
  };

  /** `when`: the instant the change's own fields name too (a payout's), so the timeline says the same. */
  function change(claim: Claim, changes: Change, when = now()): void {
    const at = when.toISOString();
    const { snapshot } = claim;
    const state = changes.state ?? snapshot.state;
    claim.snapshot = {
      ...snapshot,
      ...changes,
      sequence: snapshot.sequence + 1,
      timeline: state === snapshot.state ? snapshot.timeline : [...snapshot.timeline, { state, at }],
      changedAt: at,
    };
    onChange(structuredClone(claim.snapshot));
  }

  /** The claim's next state, or undefined while it waits for the driver (or is final). */
  function next(claim: Claim, forced: boolean, at: Date): Change | undefined {
    const { snapshot, route } = claim;
    switch (snapshot.state) {
      case 'received':
        if (route.declined) return { state: 'declined', decline: { reason: 'no-third-party-damage' } };
        if (route.needsDocuments) return { state: 'documents-missing', missingDocuments: [...documentsAsked] };
        return { state: 'documents-complete' };
      case 'documents-missing':
        return snapshot.missingDocuments.length === 0 ? { state: 'documents-complete' } : undefined;
      case 'documents-complete':
        return {
          state: 'assessor-appointed',
          appointment: route.photoAssessment
            ? { at: at.toISOString(), place: null, photoAssessment: true, confirmedAt: null }
            : {
                at: nextMorning(at).toISOString(),
                place: fixtures.assessmentPlace,
                photoAssessment: false,
                confirmedAt: null,
              },
        };
      case 'assessor-appointed': {
        const waiting = !snapshot.appointment?.photoAssessment && snapshot.appointment?.confirmedAt === null;
        return waiting && !forced ? undefined : { state: 'assessed' };
      }
      case 'assessed':
        return { state: 'offer', offer: offerOf(claim, 1, at) };
      case 'accepted':
        return {
          state: 'paid',
          payment: {
            amount: snapshot.offer?.amount ?? 0,
            paidOn: zagrebDate(at),
            ibanMasked: pendingIbans.get(snapshot.claimNumber) ?? '',
            paidAt: at.toISOString(),
            transferReference: transferReferenceOf(snapshot.claimNumber),
          },
        };
      case 'disputed':
        return { state: 'offer', offer: offerOf(claim, (snapshot.offer?.revision ?? 0) + 1, at) };
      default:
        return undefined;
    }
  }

  function offerOf(claim: Claim, revision: number, at: Date): ClaimOffer {
    const leftOut = claim.route.disputed && revision === 1 ? 1 : 0;
    const items = claim.items.slice(0, claim.items.length - leftOut);
    const amount = round(items.reduce((sum, item) => sum + item.amount, 0));
    const revised = revision > 1 ? `Revidirana ponuda (${revision}.) nakon prigovora. ` : '';
    return { revision, amount, items, reckoning: `${revised}${claim.reckoning}`, madeAt: at.toISOString() };
  }

  function schedule(claim: Claim): void {
    clearTimeout(claim.timer);
    claim.timer = undefined;
    if (stopped || isFinalClaimState(claim.snapshot.state)) return;
    claim.timer = setTimeout(() => {
      claim.timer = undefined;
      step(claim, false);
    }, stepMs);
  }

  /** One tick of the claim's clock; false when it waits for the driver. */
  function step(claim: Claim, forced: boolean): boolean {
    const at = now();
    const changes = next(claim, forced, at);
    if (changes === undefined) return false;
    change(claim, changes, at);
    schedule(claim);
    return true;
  }

  const find = (body: JsonObject): Claim | MockAnswer => {
    const claimNumber = requiredString(body, 'claimNumber', 'request');
    return byNumber.get(claimNumber) ?? errorAnswer(404, 'invalid-request', `No claim ${claimNumber}`);
  };
  const isClaim = (found: Claim | MockAnswer): found is Claim => 'snapshot' in found;

  return {
    submit(submission) {
      const known = byStatement.get(submission.statementId);
      if (known) return receipt(known);
      const route = routeOf(submission, fixtures.disputedPlates);
      const { items, reckoning } = damageOf(submission.statementId, route, fixtures.reckoning);
      const at = now().toISOString();
      const serial = (byStatement.size + 1).toString().padStart(6, '0');
      const claimantRole = claimantOf(
        submission.policies.map((policy) => policy.role),
        route.declined,
      );
      const claim: Claim = {
        snapshot: {
          claimNumber: `ŠT-${submission.lockedAt.getUTCFullYear()}-${serial}`,
          statementId: submission.statementId,
          sequence: 1,
          state: 'received',
          claimantRole,
          timeline: [{ state: 'received', at }],
          missingDocuments: [],
          receivedDocuments: [],
          appointment: null,
          offer: null,
          dispute: null,
          payment: null,
          decline: null,
          changedAt: at,
        },
        route,
        items,
        reckoning,
        answered: null,
        claimantName: nameOf(submission.statement, claimantRole),
        verifications: new Map(),
        timer: undefined,
      };
      byStatement.set(submission.statementId, claim);
      byNumber.set(claim.snapshot.claimNumber, claim);
      onChange(structuredClone(claim.snapshot));
      schedule(claim);
      return receipt(claim);
    },

    status(body) {
      const found = find(body);
      return isClaim(found) ? answer(found) : found;
    },

    receiveDocument(body) {
      const found = find(body);
      if (!isClaim(found)) return found;
      const where = 'request';
      const documentId = requiredString(body, 'documentId', where);
      const code = requiredOneOf(body, 'code', claimDocumentCodes, where);
      requiredString(body, 'fileName', where);
      requiredOneOf(body, 'contentType', claimDocumentContentTypes, where);
      const sha256 = requiredString(body, 'sha256', where);
      const bytes = Buffer.from(requiredString(body, 'data', where), 'base64');
      if (bytes.length === 0) throw new FieldError('request.data must be the document, base64');
      if (createHash('sha256').update(bytes).digest('hex') !== sha256)
        throw new FieldError('request.data does not match its sha256');
      const { snapshot } = found;
      if (snapshot.receivedDocuments.some((document) => document.documentId === documentId)) return answer(found, 201);
      if (isFinalClaimState(snapshot.state))
        return errorAnswer(409, 'invalid-request', `Claim ${snapshot.claimNumber} is ${snapshot.state}`);
      const missingDocuments = snapshot.missingDocuments.filter((missing) => missing !== code);
      const receivedDocuments = [...snapshot.receivedDocuments, { documentId, code, receivedAt: now().toISOString() }];
      const complete = snapshot.state === 'documents-missing' && missingDocuments.length === 0;
      change(found, { receivedDocuments, missingDocuments, ...(complete ? { state: 'documents-complete' } : {}) });
      if (complete) schedule(found);
      return answer(found, 201);
    },

    confirmAppointment(body) {
      const found = find(body);
      if (!isClaim(found)) return found;
      const { snapshot } = found;
      const { appointment } = snapshot;
      if (snapshot.state !== 'assessor-appointed' || appointment === null || appointment.photoAssessment)
        return errorAnswer(409, 'invalid-request', `Claim ${snapshot.claimNumber} has no appointment to confirm`);
      if (appointment.confirmedAt !== null) return answer(found);
      change(found, { appointment: { ...appointment, confirmedAt: now().toISOString() } });
      schedule(found);
      return answer(found);
    },

    answerOffer(body) {
      const found = find(body);
      if (!isClaim(found)) return found;
      const where = 'request';
      const revision = body.offerRevision;
      if (typeof revision !== 'number' || !Number.isInteger(revision))
        throw new FieldError('request.offerRevision must be a whole number');
      const kind = body.answer;
      if (kind !== 'accept' && kind !== 'dispute') throw new FieldError('request.answer must be "accept" or "dispute"');
      const iban = kind === 'accept' ? requiredString(body, 'iban', where) : '';
      if (kind === 'accept' && !isCroatianIban(iban)) throw new FieldError('request.iban is not a valid Croatian IBAN');
      const payeeName = kind === 'accept' ? requiredString(body, 'payeeName', where) : '';
      const verificationId = kind === 'accept' ? requiredString(body, 'payeeVerificationId', where) : '';
      const reason = kind === 'dispute' ? requiredString(body, 'reason', where).trim() : '';
      if (reason.length > 2000) throw new FieldError('request.reason must be at most 2000 characters');

      const { snapshot, answered } = found;
      const repeated = answered !== null && answered.revision === revision && answered.answer === kind;
      if (repeated && snapshot.offer?.revision === revision) return answer(found);
      if (snapshot.state !== 'offer' || snapshot.offer?.revision !== revision)
        return errorAnswer(
          409,
          'invalid-request',
          `Claim ${snapshot.claimNumber} has no open offer of revision ${String(revision)}`,
        );
      if (kind === 'accept') {
        const verification = found.verifications.get(verificationId);
        if (!verification || verification.iban !== normaliseIban(iban))
          return errorAnswer(409, 'invalid-request', `No payee verification ${verificationId} of this IBAN`);
        const allowed = [verification.name, verification.bankHeldName].map((name) => comparableName(name ?? ''));
        if (!allowed.includes(comparableName(payeeName)))
          return errorAnswer(
            409,
            'invalid-request',
            'The payee is neither the name verified nor the one the bank holds',
          );
      }
      found.answered = { revision, answer: kind };
      if (kind === 'accept') {
        pendingIbans.set(snapshot.claimNumber, maskIban(iban));
        change(found, { state: 'accepted' });
      } else {
        change(found, { state: 'disputed', dispute: { reason, at: now().toISOString() } });
      }
      schedule(found);
      return answer(found);
    },

    verifyPayee(body) {
      const found = find(body);
      if (!isClaim(found)) return found;
      const where = 'request';
      const iban = requiredString(body, 'iban', where);
      if (!isCroatianIban(iban)) throw new FieldError('request.iban is not a valid Croatian IBAN');
      const name = requiredString(body, 'name', where).trim();
      if (name.length === 0 || name.length > 70) throw new FieldError('request.name must be 1 to 70 characters');
      const { snapshot } = found;
      if (snapshot.state !== 'offer')
        return errorAnswer(409, 'invalid-request', `Claim ${snapshot.claimNumber} has no open offer to pay`);
      const account = normaliseIban(iban);
      // Undefined: an account the fixtures do not name, the claimant's; null: its bank does not answer.
      const listed = fixtures.payeeAccounts.get(account);
      const { result, bankHeldName } =
        listed === null
          ? { result: 'not-possible' as const, bankHeldName: null }
          : compareNames(name, listed ?? found.claimantName ?? name);
      const verification: InsurerClaimPayeeVerification = {
        verificationId: `VOP-${snapshot.claimNumber.slice(-6)}-${found.verifications.size + 1}`,
        result,
        bankHeldName,
        checkedAt: now().toISOString(),
      };
      found.verifications.set(verification.verificationId, { ...verification, iban: account, name });
      const answer: InsurerClaimPayeeVerificationAnswer = { responseStatus: 'success', verification };
      return { status: 200, body: answer };
    },

    advance(body) {
      const found = find(body);
      if (!isClaim(found)) return found;
      const { state, claimNumber } = found.snapshot;
      if (!step(found, true))
        return errorAnswer(
          409,
          'invalid-request',
          `Claim ${claimNumber} is ${state}: it waits for the driver or is final`,
        );
      return answer(found);
    },

    stop() {
      stopped = true;
      for (const claim of byNumber.values()) clearTimeout(claim.timer);
    },
  };
}

const receipt = (claim: Claim): InsurerClaimResponse => ({
  responseStatus: 'success',
  claimNumber: claim.snapshot.claimNumber,
  receivedAt: claim.snapshot.timeline[0]?.at ?? claim.snapshot.changedAt,
});

/** The fields of a side the route depends on, read without trusting the statement's shape (it is the caller's). */
function sideOf(statement: JsonObject, role: PartyRole): { plate: string | null; circumstances: unknown[] } | null {
  const sides = isJsonObject(statement.sides) ? statement.sides : {};
  const side = sides[role];
  if (!isJsonObject(side)) return null;
  const vehicle = isJsonObject(side.vehicle) ? side.vehicle : {};
  return {
    plate: typeof vehicle.plate === 'string' ? normalisePlate(vehicle.plate) : null,
    circumstances: Array.isArray(side.circumstances) ? side.circumstances : [],
  };
}

const normalisePlate = (plate: string) => plate.replace(/[\s-]+/g, '').toUpperCase();

/** The side's driver by name, else its policyholder (as our e-mails name them); null when the statement names neither. */
function nameOf(statement: JsonObject, role: PartyRole): string | null {
  const sides = isJsonObject(statement.sides) ? statement.sides : {};
  const side = isJsonObject(sides[role]) ? sides[role] : {};
  const named = (person: unknown) => {
    const fields = isJsonObject(person) ? person : {};
    const parts = [fields.firstName, fields.lastName].filter((part) => typeof part === 'string' && part.trim() !== '');
    return parts.length > 0 ? parts.join(' ') : null;
  };
  return named(side.driver) ?? named(side.policyholder);
}

/**
 * A name as banks compare them: case, diacritics and punctuation aside ("Ivana Horvat-Kovač" reads as "ivana horvat
 * kovac"). Đ has no decomposition of its own.
 */
const comparableName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[Đđ]/g, 'd')
    .toLowerCase()
    .replace(/[^\p{L}\d]+/gu, ' ')
    .trim();

/** Letters to change, add or remove to make one text the other (Levenshtein). */
function editDistance(a: string, b: string): number {
  const others = [...b];
  let previous = Array.from({ length: others.length + 1 }, (_, index) => index);
  for (const [i, letter] of [...a].entries()) {
    const row = [i + 1];
    for (const [j, other] of others.entries())
      row.push(
        Math.min((previous[j + 1] ?? 0) + 1, (row[j] ?? 0) + 1, (previous[j] ?? 0) + (letter === other ? 0 : 1)),
      );
    previous = row;
  }
  return previous[others.length] ?? 0;
}

/**
 * The holder's name against the one given: the same is a match; close (a surname of two left out, the names in
 * another order, a letter or two mistyped) a close-match with the bank's name; anything else no-match.
 */
function compareNames(given: string, held: string): { result: PayeeCheckResult; bankHeldName: string | null } {
  const [a, b] = [comparableName(given), comparableName(held)];
  if (a === b) return { result: 'match', bankHeldName: null };
  const [wordsA, wordsB] = [a.split(' '), b.split(' ')];
  const [fewer, more] = wordsA.length <= wordsB.length ? [wordsA, wordsB] : [wordsB, wordsA];
  const close =
    (fewer.length >= 2 && fewer.every((word) => more.includes(word))) ||
    [...wordsA].sort().join(' ') === [...wordsB].sort().join(' ') ||
    editDistance(a, b) <= 2;
  // Banks hold names in capitals, as they print them on a statement.
  return close
    ? { result: 'close-match', bankHeldName: held.toLocaleUpperCase('hr') }
    : { result: 'no-match', bankHeldName: null };
}

/**
 * The reference the instant transfer carries: model HR00 with the claim's year and serial, as the payee's statement
 * shows it ("HR00 2026-000123").
 */
const transferReferenceOf = (claimNumber: string) => `HR00 ${claimNumber.replace(/^ŠT-/, '')}`;

function routeOf(submission: ClaimSubmission, disputedPlates: ReadonlySet<string>): Route {
  const { statement } = submission;
  const sides = partyRoles.map((role) => sideOf(statement, role)).filter((side) => side !== null);
  const plates = [
    ...sides.map((side) => side.plate),
    ...submission.policies.map((policy) => normalisePlate(policy.licensePlate)),
  ];
  const withPhotos = submission.photoCount > 0;
  return {
    declined: statement.otherParty === 'none' || sideOf(statement, 'B') === null,
    needsDocuments: !withPhotos,
    photoAssessment: withPhotos && sides.some((side) => side.circumstances.includes(8)),
    disputed: plates.some((plate) => plate !== null && disputedPlates.has(plate)),
  };
}

function claimantOf(insuredRoles: PartyRole[], singleVehicle: boolean): PartyRole {
  const insured = new Set(insuredRoles);
  if (singleVehicle || insured.size !== 1) return 'A';
  return insured.has('A') ? 'B' : 'A';
}

/**
 * The damage as the assessor reckons it, derived from the statement's id so the same claim is always worth the same:
 * 6–15 hours of work and 300–1,199 € of parts, value loss on a photo assessment, towing and a rental car otherwise.
 */
function damageOf(
  statementId: string,
  route: Route,
  rates: ClaimFixtures['reckoning'],
): { items: ClaimOffer['items']; reckoning: string } {
  const hash = createHash('sha256').update(statementId).digest();
  const hours = 6 + (hash.readUInt8(0) % 10);
  const parts = 300 + (hash.readUInt16BE(1) % 900);
  const repair = round(hours * rates.labourRatePerHour + parts);
  const labour = `${hours} radnih sati po ${euros(rates.labourRatePerHour)} i dijelovi ${euros(parts)}`;
  if (route.photoAssessment) {
    const valueLoss = round((repair * rates.valueLossPercent) / 100);
    return {
      items: [
        { code: 'vehicle-repair', amount: repair },
        { code: 'value-loss', amount: valueLoss },
      ],
      reckoning:
        `Procjena po fotografijama: popravak stražnjeg dijela vozila, ${labour}; ` +
        `umanjenje vrijednosti ${rates.valueLossPercent} % iznosa popravka.`,
    };
  }
  const rental = round(rates.rentalCarPerDay * rates.rentalDays);
  return {
    items: [
      { code: 'vehicle-repair', amount: repair },
      { code: 'towing', amount: rates.towing },
      { code: 'rental-car', amount: rental },
    ],
    reckoning:
      `Procjena na pregledu vozila: popravak, ${labour}; vuča ${euros(rates.towing)}; ` +
      `zamjensko vozilo ${rates.rentalDays} dana po ${euros(rates.rentalCarPerDay)}.`,
  };
}

const euroFormat = new Intl.NumberFormat('hr-HR', { style: 'currency', currency: 'EUR' });
const euros = (amount: number) => euroFormat.format(amount);
const round = (amount: number) => Math.round(amount * 100) / 100;

/** The calendar date in Zagreb, `YYYY-MM-DD` (the Canadian English format is that one). */
const zagrebDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb' }).format(at);

/** 10:00 in Zagreb the next day: when an assessor sees the car. */
function nextMorning(at: Date): Date {
  const day = new Date(`${zagrebDate(new Date(at.getTime() + 24 * 60 * 60 * 1000))}T10:00:00Z`);
  const zagrebHour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Zagreb', hour: '2-digit', hourCycle: 'h23' }).format(day),
  );
  return new Date(day.getTime() - (zagrebHour - 10) * 60 * 60 * 1000);
}

export const readPolicies = (body: JsonObject): ClaimSubmission['policies'] =>
  asArray(body.policies, 'request.policies').map((entry, index) => {
    const where = `policies[${index}]`;
    const policy = isJsonObject(entry) ? entry : {};
    const role = policy.role;
    if (role !== 'A' && role !== 'B') throw new FieldError(`${where}.role must be "A" or "B"`);
    requiredString(policy, 'policyNumber', where);
    return { role, licensePlate: requiredString(policy, 'licensePlate', where) };
  });
