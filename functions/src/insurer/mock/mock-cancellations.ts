/**
 * The mock insurer's early endings of a policy (`POST /v1/policies/cancellations` and its documents path), decided at
 * once under these terms. Days are Zagreb calendar days; the policy's start day and end day are the days its
 * `policyStartsAt` and `policyEndsAt` fall on.
 *
 * - A withdrawal is accepted when `effectiveDate` is at most `withdrawalDays` (14) days after the day of issue (that
 *   day is day 0), else refused `withdrawal-period-over`. A claim paid does not stop it.
 * - Any other reason needs `effectiveDate` from the start day to the end day, and not after today, else it is refused
 *   `date-out-of-cover`; then a car of `claimPaidPlates` is refused `claim-paid`; then the insurer waits for the
 *   reason's proof (`proofOfReason`) and the plate's `extraDocuments` until each has come, with the request or on the
 *   documents path, and accepts.
 * - The cover ends, for a withdrawal, at the moment of the decision held within the policy's period (at its start,
 *   nothing covered, when it had not started); for the other reasons at the end of the effective day (the next day's
 *   00:00 in Zagreb), or at the policy's end if that comes first.
 * - Refund = paidAmount × unused days / policy days, to the cent. Policy days = end day − start day; unused days = end
 *   day − the effective day (for a withdrawal, − the day its cover ends on). A withdrawal before the start gets the
 *   whole paidAmount back; nothing is ever less than 0 or more than was paid.
 * - `bonusMalusClass` is the class pricing gives the car's registered owner (`drivers.json`, else the entry class).
 *
 * Every decision is kept by `cancellationId` for the life of the mock; a policy ends once.
 */
import { createHash } from 'node:crypto';
import { claimDocumentContentTypes, type ClaimDocumentContentType } from '../../contracts/claim.js';
import { normalizedLicensePlatePattern } from '../../contracts/license-plate.js';
import { zagrebDate } from '../../contracts/policy-dates.js';
import {
  policyEndDocumentCodes,
  policyEndReasons,
  proofOfReason,
  withdrawalDays,
  type PolicyEndDocumentCode,
  type PolicyEndReason,
} from '../../contracts/policy-ending.js';
import { vinPattern } from '../../contracts/vin.js';
import type {
  InsurerPolicyCancellation,
  InsurerPolicyCancellationAnswer,
  InsurerPolicyCancellationDocumentRequest,
  InsurerPolicyCancellationRequest,
  InsurerPolicyEndDocument,
} from '../insurer-api.js';
import type { CancellationFixtures } from './fixtures.js';
import {
  FieldError,
  asArray,
  asObject,
  nullableString,
  onlyKeys,
  readPaymentPlan,
  requiredInstant,
  requiredIsoDate,
  requiredNumber,
  requiredOneOf,
  requiredString,
  type JsonObject,
} from './json-fields.js';
import { errorAnswer, type MockAnswer } from './mock-answer.js';

export interface MockCancellationsOptions {
  fixtures: CancellationFixtures;
  /** The class pricing gives the driver of the car a request names (the register is mock-insurer.ts's). */
  bonusMalusClassOf(car: { licensePlate: string | null; vin: string | null }): number;
  now?: () => Date;
}

export interface MockCancellations {
  cancel(body: JsonObject): MockAnswer;
  receiveDocument(body: JsonObject): MockAnswer;
  /** Whether an accepted cancellation ended the policy. */
  hasEnded(policyNumber: string): boolean;
}

/** What a cancellation is decided on, kept until its documents have come. */
interface Terms {
  policyNumber: string;
  licensePlate: string | null;
  vin: string | null;
  issuedAt: Date;
  startsAt: Date;
  endsAt: Date;
  paidAmount: number;
  reason: PolicyEndReason;
  effectiveDate: string;
}

interface Cancellation {
  terms: Terms;
  decision: InsurerPolicyCancellation;
  /** Every document received, by our id. */
  received: Map<string, PolicyEndDocumentCode>;
}

const requestKeys = [
  'cancellationId',
  'policyNumber',
  'licensePlate',
  'vin',
  'issuedAt',
  'policyStartsAt',
  'policyEndsAt',
  'paidAmount',
  'paymentPlan',
  'reason',
  'effectiveDate',
  'documents',
] as const satisfies readonly (keyof InsurerPolicyCancellationRequest)[];
const documentRequestKeys = [
  'cancellationId',
  'document',
] as const satisfies readonly (keyof InsurerPolicyCancellationDocumentRequest)[];
const documentKeys = [
  'documentId',
  'code',
  'fileName',
  'contentType',
  'sha256',
  'data',
] as const satisfies readonly (keyof InsurerPolicyEndDocument)[];

export function createMockCancellations(options: MockCancellationsOptions): MockCancellations {
  const { fixtures, bonusMalusClassOf } = options;
  const now = options.now ?? (() => new Date());
  const byId = new Map<string, Cancellation>();
  /** The cancellation that ended each policy. */
  const endedBy = new Map<string, string>();

  const answer = (cancellation: Cancellation, status: number): MockAnswer => {
    const body: InsurerPolicyCancellationAnswer = {
      responseStatus: 'success',
      cancellation: structuredClone(cancellation.decision),
    };
    return { status, body };
  };

  const alreadyEnded = (policyNumber: string, cancellationId: string): MockAnswer | undefined => {
    const ending = endedBy.get(policyNumber);
    return ending === undefined || ending === cancellationId
      ? undefined
      : errorAnswer(409, 'invalid-request', `Policy ${policyNumber} has already ended by cancellation ${ending}`);
  };

  /** The reason's proof, then what the plate's fixture adds for that reason. */
  const documentsFor = (terms: Terms): PolicyEndDocumentCode[] => {
    const proof = proofOfReason[terms.reason];
    const extra = terms.licensePlate === null ? undefined : fixtures.extraDocuments.get(terms.licensePlate);
    return [...(proof === null ? [] : [proof]), ...(extra?.get(terms.reason) ?? [])];
  };

  /** The decision as it stands once `received` holds what has come: refused, waiting for documents, or accepted. */
  function decide(
    cancellationId: string,
    terms: Terms,
    received: ReadonlyMap<string, PolicyEndDocumentCode>,
  ): InsurerPolicyCancellation {
    const at = now();
    const base = {
      cancellationId,
      policyNumber: terms.policyNumber,
      missingDocuments: [],
      refusal: null,
      coverEndsAt: null,
      refundAmount: null,
      bonusMalusClass: null,
      decidedAt: at.toISOString(),
    } satisfies Partial<InsurerPolicyCancellation>;
    const startDay = zagrebDate(terms.startsAt);
    const endDay = zagrebDate(terms.endsAt);
    const refused = (refusal: NonNullable<InsurerPolicyCancellation['refusal']>): InsurerPolicyCancellation => ({
      ...base,
      state: 'refused',
      refusal,
    });

    let coverEndsAt: Date;
    let lastDay: string;
    if (terms.reason === 'withdrawal') {
      if (daysFrom(zagrebDate(terms.issuedAt), terms.effectiveDate) > withdrawalDays)
        return refused('withdrawal-period-over');
      // Cover cannot end before it began nor after it ran out: a withdrawal before the start leaves nothing covered.
      coverEndsAt = new Date(Math.min(Math.max(at.getTime(), terms.startsAt.getTime()), terms.endsAt.getTime()));
      lastDay = zagrebDate(coverEndsAt);
    } else {
      const latest = endDay < zagrebDate(at) ? endDay : zagrebDate(at);
      if (terms.effectiveDate < startDay || terms.effectiveDate > latest) return refused('date-out-of-cover');
      if (terms.licensePlate !== null && fixtures.claimPaidPlates.has(terms.licensePlate)) return refused('claim-paid');
      const codes = new Set(received.values());
      const missingDocuments = documentsFor(terms).filter((code) => !codes.has(code));
      if (missingDocuments.length > 0) return { ...base, state: 'documents-missing', missingDocuments };
      const endOfDay = zagrebMidnight(terms.effectiveDate, 1);
      coverEndsAt = endOfDay < terms.endsAt ? endOfDay : terms.endsAt;
      lastDay = terms.effectiveDate;
    }
    const paidCents = Math.round(terms.paidAmount * 100);
    const refundCents = Math.round((paidCents * daysFrom(lastDay, endDay)) / daysFrom(startDay, endDay));
    return {
      ...base,
      state: 'accepted',
      coverEndsAt: coverEndsAt.toISOString(),
      refundAmount: refundCents / 100,
      bonusMalusClass: bonusMalusClassOf({ licensePlate: terms.licensePlate, vin: terms.vin }),
    };
  }

  function noteEnding(cancellation: Cancellation): void {
    if (cancellation.decision.state === 'accepted')
      endedBy.set(cancellation.terms.policyNumber, cancellation.decision.cancellationId);
  }

  return {
    hasEnded: (policyNumber) => endedBy.has(policyNumber),

    cancel(body) {
      const { cancellationId, terms, documents } = readCancellation(body, now());
      const known = byId.get(cancellationId);
      if (known) return answer(known, 200);
      const refusal = alreadyEnded(terms.policyNumber, cancellationId);
      if (refusal) return refusal;
      const received = new Map(documents.map((document) => [document.documentId, document.code]));
      const cancellation: Cancellation = {
        terms,
        received,
        decision: decide(cancellationId, terms, received),
      };
      byId.set(cancellationId, cancellation);
      noteEnding(cancellation);
      return answer(cancellation, 201);
    },

    receiveDocument(body) {
      const where = 'request';
      onlyKeys(body, documentRequestKeys, where);
      const cancellationId = requiredString(body, 'cancellationId', where);
      const document = readDocument(body.document, `${where}.document`);
      const cancellation = byId.get(cancellationId);
      if (!cancellation) return errorAnswer(404, 'invalid-request', `No cancellation ${cancellationId}`);
      if (cancellation.received.has(document.documentId)) return answer(cancellation, 200);
      const { decision, terms } = cancellation;
      if (decision.state !== 'documents-missing')
        return errorAnswer(409, 'invalid-request', `Cancellation ${cancellationId} is ${decision.state}: no document`);
      if (!decision.missingDocuments.includes(document.code))
        return errorAnswer(
          409,
          'invalid-request',
          `Cancellation ${cancellationId} waits for ${decision.missingDocuments.join(', ')}, not ${document.code}`,
        );
      const refusal = alreadyEnded(terms.policyNumber, cancellationId);
      if (refusal) return refusal;
      cancellation.received.set(document.documentId, document.code);
      cancellation.decision = decide(cancellationId, terms, cancellation.received);
      noteEnding(cancellation);
      return answer(cancellation, 201);
    },
  };
}

function readCancellation(
  body: JsonObject,
  at: Date,
): { cancellationId: string; terms: Terms; documents: InsurerPolicyEndDocument[] } {
  const where = 'request';
  onlyKeys(body, requestKeys, where);
  const cancellationId = requiredString(body, 'cancellationId', where);
  const policyNumber = requiredString(body, 'policyNumber', where);
  const licensePlate = nullableString(body, 'licensePlate', where);
  if (licensePlate !== null && !normalizedLicensePlatePattern.test(licensePlate))
    throw new FieldError('request.licensePlate must be normalised (no spaces or hyphens, upper case)');
  const vin = nullableString(body, 'vin', where);
  if (vin !== null && !vinPattern.test(vin)) throw new FieldError('request.vin must be 17 characters without I, O, Q');
  if (licensePlate === null && vin === null) throw new FieldError('A cancellation names the car: licensePlate or vin');
  const issuedAt = requiredInstant(body, 'issuedAt', where);
  const startsAt = requiredInstant(body, 'policyStartsAt', where);
  const endsAt = requiredInstant(body, 'policyEndsAt', where);
  // The refund is shared out over the policy's days: it must have one.
  if (zagrebDate(endsAt) <= zagrebDate(startsAt))
    throw new FieldError('policyEndsAt must fall on a later day than policyStartsAt');
  if (issuedAt >= endsAt) throw new FieldError('issuedAt must be before policyEndsAt');
  const paidAmount = requiredNumber(body, 'paidAmount', where);
  if (paidAmount <= 0 || Math.abs(paidAmount * 100 - Math.round(paidAmount * 100)) > 1e-6)
    throw new FieldError('request.paidAmount must be more than 0, in whole cents');
  readPaymentPlan(body);
  const reason = requiredOneOf(body, 'reason', policyEndReasons, where);
  const effectiveDate = requiredIsoDate(body, 'effectiveDate', where);
  const documents = asArray(body.documents, 'request.documents').map((document, index) =>
    readDocument(document, `documents[${index}]`),
  );
  if (reason === 'withdrawal') {
    if (documents.length > 0) throw new FieldError('A withdrawal needs no proof: send no documents');
    // The day it was asked: never before the policy was concluded, never a day to come.
    if (effectiveDate < zagrebDate(issuedAt) || effectiveDate > zagrebDate(at))
      throw new FieldError("A withdrawal's effectiveDate is the day it was asked: from the day of issue to today");
  }
  return {
    cancellationId,
    terms: { policyNumber, licensePlate, vin, issuedAt, startsAt, endsAt, paidAmount, reason, effectiveDate },
    documents,
  };
}

/** A proof document: its bytes must be the ones its SHA-256 names, and be what its content type says. */
function readDocument(value: unknown, where: string): InsurerPolicyEndDocument {
  const document = asObject(value, where);
  onlyKeys(document, documentKeys, where);
  const sha256 = requiredString(document, 'sha256', where);
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new FieldError(`${where}.sha256 must be a SHA-256 in hex`);
  const data = requiredString(document, 'data', where);
  if (data.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(data))
    throw new FieldError(`${where}.data must be the document, base64`);
  const bytes = Buffer.from(data, 'base64');
  if (createHash('sha256').update(bytes).digest('hex') !== sha256)
    throw new FieldError(`${where}.data does not match its sha256`);
  const contentType = requiredOneOf(document, 'contentType', claimDocumentContentTypes, where);
  if (!isOfType(bytes, contentType)) throw new FieldError(`${where}.data is not ${contentType}`);
  return {
    documentId: requiredString(document, 'documentId', where),
    code: requiredOneOf(document, 'code', policyEndDocumentCodes, where),
    fileName: requiredString(document, 'fileName', where),
    contentType,
    sha256,
    data,
  };
}

/** The file signatures the insurer opens a document by. */
function isOfType(bytes: Buffer, contentType: ClaimDocumentContentType): boolean {
  const at = (offset: number, signature: string | number[]) => {
    const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
    return bytes.subarray(offset, offset + expected.length).equals(expected);
  };
  switch (contentType) {
    case 'application/pdf':
      return at(0, '%PDF-');
    case 'image/jpeg':
      return at(0, [0xff, 0xd8, 0xff]);
    case 'image/png':
      return at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/webp':
      return at(0, 'RIFF') && at(8, 'WEBP');
  }
}

/** Calendar days from one `YYYY-MM-DD` to another. */
const daysFrom = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 864e5;

/**
 * 00:00 in Zagreb, `daysLater` days after the day given. Zagreb is one hour ahead of UTC in winter and two in summer,
 * and its clocks change at 02:00 or 03:00, so the day's first instant is 22:00 or 23:00 UTC of the day before.
 */
function zagrebMidnight(isoDate: string, daysLater: number): Date {
  const day = new Date(Date.parse(`${isoDate}T00:00:00Z`) + daysLater * 864e5).toISOString().slice(0, 10);
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const summer = new Date(utcMidnight - 2 * 36e5);
  return zagrebDate(summer) === day ? summer : new Date(utcMidnight - 36e5);
}
