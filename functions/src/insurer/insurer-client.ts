/**
 * Typed client of the insurer's HTTP API (insurer-api.ts). Every request has a timeout; reads (lookup, pricing,
 * discount status, a claim's status) are retried a bounded number of times with exponential backoff, writes never
 * are, so an offer request or a policy is never created twice by a retry. Every call has a deadline (call-deadline.ts) that its
 * attempts and backoff fit in, and every request passes a circuit breaker (circuit-breaker.ts) that fails it at once
 * while the insurer is down. Failures become an InsurerFailure the services map to the error catalogue.
 */
import { payeeCheckResults } from '../contracts/claim.js';
import { endorsementRefusals } from '../contracts/policy-details.js';
import { policyEndDocumentCodes, policyEndRefusals } from '../contracts/policy-ending.js';
import { attemptTimeoutMs, callDeadline, roomAfter, type CallDeadline } from './call-deadline.js';
import type { CircuitBreaker } from './circuit-breaker.js';
import { isClaimSnapshot } from './claim-signature.js';
import {
  insurerPaths,
  type InsurerClaimAnswer,
  type InsurerClaimAppointmentConfirmationRequest,
  type InsurerClaimDocumentRequest,
  type InsurerClaimOfferAnswerRequest,
  type InsurerClaimPayeeVerificationAnswer,
  type InsurerClaimPayeeVerificationRequest,
  type InsurerClaimRequest,
  type InsurerClaimResponse,
  type InsurerClaimSnapshot,
  type InsurerClaimStatusRequest,
  type InsurerDiscountStatusRequest,
  type InsurerDiscountStatusResponse,
  type InsurerError,
  type InsurerOfferRequest,
  type InsurerOfferResponse,
  type InsurerPolicyCancellation,
  type InsurerPolicyCancellationAnswer,
  type InsurerPolicyCancellationDocumentRequest,
  type InsurerPolicyCancellationRequest,
  type InsurerPolicyEndorsement,
  type InsurerPolicyEndorsementAnswer,
  type InsurerPolicyEndorsementRequest,
  type InsurerPolicyRequest,
  type InsurerPolicyResponse,
  type InsurerPricingRequest,
  type InsurerPricingResponse,
  type InsurerVehicleLookupRequest,
  type InsurerVehicleLookupResponse,
} from './insurer-api.js';

export type InsurerFailureKind =
  /** The vehicle is not in the register. */
  | 'vehicle-not-found'
  /** The insurer does not insure this vehicle online. */
  | 'high-risk-vehicle'
  /** The insurer refused the request as invalid (a bug on our side or data it cannot price). */
  | 'rejected'
  /** No usable answer: 5xx, timeout, connection refused, a body that is not what the API promises. */
  | 'unavailable';

export class InsurerFailure extends Error {
  constructor(
    readonly kind: InsurerFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'InsurerFailure';
  }
}

/** No answer for a reason of transport (timeout, 5xx, connection): what the circuit breaker counts. */
class TransportFailure extends InsurerFailure {
  constructor(message: string) {
    super('unavailable', message);
  }
}

/** Not sent at all: the circuit breaker is open, or the call's deadline has no room left. Never retried. */
class NotSent extends InsurerFailure {
  constructor(message: string) {
    super('unavailable', message);
  }
}

export interface InsurerClientOptions {
  baseUrl: string;
  /** One attempt's timeout (cut to what the call's deadline leaves). */
  timeoutMs: number;
  /** A call's deadline when the caller passes none of its own. */
  deadlineMs: number;
  breaker: CircuitBreaker;
  /** Less time than this left of the deadline: no further attempt. */
  minAttemptMs?: number;
  /** Extra attempts for reads after the first; writes get none. */
  readRetries?: number;
  /** Delay before the first retry; doubles each time. */
  backoffMs?: number;
  /** Extra headers on every request (the tests use the mock's fault header). */
  headers?: Record<string, string>;
}

type Validate<T> = (body: unknown) => body is T;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isSuccess = (value: unknown): value is { responseStatus: 'success' } =>
  isObject(value) && value.responseStatus === 'success';

const isLookupResponse: Validate<InsurerVehicleLookupResponse> = (body): body is InsurerVehicleLookupResponse =>
  isSuccess(body) && Array.isArray((body as { vehicleInfos?: unknown }).vehicleInfos);
const isPricingResponse: Validate<InsurerPricingResponse> = (body): body is InsurerPricingResponse =>
  isSuccess(body) &&
  Array.isArray((body as { premiumCovers?: unknown }).premiumCovers) &&
  typeof (body as { calculationId?: unknown }).calculationId === 'string' &&
  typeof (body as { vehicle?: unknown }).vehicle === 'object' &&
  (body as { vehicle?: unknown }).vehicle !== null;
const isOfferResponse: Validate<InsurerOfferResponse> = (body): body is InsurerOfferResponse =>
  isSuccess(body) && typeof (body as { offerRequestId?: unknown }).offerRequestId === 'string';
const isPolicyResponse: Validate<InsurerPolicyResponse> = (body): body is InsurerPolicyResponse =>
  isSuccess(body) && typeof (body as { policyControlNumber?: unknown }).policyControlNumber === 'string';
const isDiscountStatusResponse: Validate<InsurerDiscountStatusResponse> = (
  body,
): body is InsurerDiscountStatusResponse => isSuccess(body) && 'vehicleDiscount' in (body as object);

const isClaimResponse: Validate<InsurerClaimResponse> = (body): body is InsurerClaimResponse =>
  isSuccess(body) && typeof (body as { claimNumber?: unknown }).claimNumber === 'string';

const isClaimAnswer: Validate<InsurerClaimAnswer> = (body): body is InsurerClaimAnswer =>
  isSuccess(body) && isClaimSnapshot((body as { claim?: unknown }).claim);

const isOneOf =
  <T>(values: readonly T[]) =>
  (value: unknown): value is T =>
    (values as readonly unknown[]).includes(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isInstant = (value: unknown) => isText(value) && !Number.isNaN(Date.parse(value));

/** A bank's name only with `close-match`, the one answer that shows it. */
const isPayeeVerificationAnswer: Validate<InsurerClaimPayeeVerificationAnswer> = (
  body,
): body is InsurerClaimPayeeVerificationAnswer => {
  if (!isSuccess(body)) return false;
  const verification = (body as { verification?: unknown }).verification;
  if (!isObject(verification) || !isText(verification.verificationId) || !isInstant(verification.checkedAt))
    return false;
  const { result, bankHeldName } = verification;
  return result === 'close-match' ? isText(bankHeldName) : isOneOf(payeeCheckResults)(result) && bankHeldName === null;
};

/**
 * Every field of the decision, each state with what it carries (an accepted one its end, refund and class; a waiting
 * one what it waits for; a refused one why), so the caller can store it as it came.
 */
function isPolicyCancellation(value: unknown): value is InsurerPolicyCancellation {
  if (!isObject(value) || !isText(value.cancellationId) || !isText(value.policyNumber) || !isInstant(value.decidedAt))
    return false;
  const { state, missingDocuments, refusal, coverEndsAt, refundAmount, bonusMalusClass } = value;
  if (!Array.isArray(missingDocuments) || !missingDocuments.every(isOneOf(policyEndDocumentCodes))) return false;
  const decided = [coverEndsAt, refundAmount, bonusMalusClass];
  switch (state) {
    case 'accepted':
      return (
        missingDocuments.length === 0 &&
        refusal === null &&
        isInstant(coverEndsAt) &&
        typeof refundAmount === 'number' &&
        Number.isFinite(refundAmount) &&
        refundAmount >= 0 &&
        Number.isInteger(bonusMalusClass)
      );
    case 'documents-missing':
      return missingDocuments.length > 0 && refusal === null && decided.every((field) => field === null);
    case 'refused':
      return (
        missingDocuments.length === 0 && isOneOf(policyEndRefusals)(refusal) && decided.every((field) => field === null)
      );
    default:
      return false;
  }
}

const isPolicyCancellationAnswer: Validate<InsurerPolicyCancellationAnswer> = (
  body,
): body is InsurerPolicyCancellationAnswer =>
  isSuccess(body) && isPolicyCancellation((body as { cancellation?: unknown }).cancellation);

/** An issued endorsement carries its number and date, a refused one why; nothing else passes for either. */
function isPolicyEndorsement(value: unknown): value is InsurerPolicyEndorsement {
  if (!isObject(value) || !isText(value.endorsementId) || !isText(value.policyNumber) || !isInstant(value.decidedAt))
    return false;
  const { state, endorsementNumber, refusal, effectiveAt } = value;
  if (state === 'issued') return isText(endorsementNumber) && refusal === null && isInstant(effectiveAt);
  if (state === 'refused')
    return endorsementNumber === null && effectiveAt === null && isOneOf(endorsementRefusals)(refusal);
  return false;
}

const isPolicyEndorsementAnswer: Validate<InsurerPolicyEndorsementAnswer> = (
  body,
): body is InsurerPolicyEndorsementAnswer =>
  isSuccess(body) && isPolicyEndorsement((body as { endorsement?: unknown }).endorsement);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Per call: a deadline shared with the other insurer requests of the same driver-facing call. */
export interface InsurerCallOptions {
  deadline?: CallDeadline;
}

export function createInsurerClient(options: InsurerClientOptions) {
  const {
    baseUrl,
    timeoutMs,
    deadlineMs,
    breaker,
    minAttemptMs = 500,
    readRetries = 2,
    backoffMs = 200,
    headers = {},
  } = options;

  async function exchange<T>(path: string, body: unknown, validate: Validate<T>, attemptMs: number): Promise<T> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(new URL(path, baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(attemptMs),
      });
      text = await response.text();
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? `no answer in ${attemptMs} ms` : String(error);
      throw new TransportFailure(`${path}: ${reason}`);
    }
    if (response.status >= 500) throw new TransportFailure(`${path}: ${response.status}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new InsurerFailure('unavailable', `${path}: ${response.status} with a body that is not JSON`);
    }
    if (response.ok) {
      if (validate(parsed)) return parsed;
      throw new InsurerFailure('unavailable', `${path}: ${response.status} with a body of the wrong shape`);
    }
    const errorCode = isObject(parsed) ? (parsed as Partial<InsurerError>).errorCode : undefined;
    if (errorCode === 'vehicle-not-found') throw new InsurerFailure('vehicle-not-found', `${path}: vehicle not found`);
    if (errorCode === 'high-risk-vehicle') throw new InsurerFailure('high-risk-vehicle', `${path}: high-risk vehicle`);
    if (response.status >= 400) {
      throw new InsurerFailure('rejected', `${path}: ${response.status} ${errorCode ?? ''}`.trim());
    }
    throw new InsurerFailure('unavailable', `${path}: ${response.status}`);
  }

  async function attempt<T>(path: string, body: unknown, validate: Validate<T>, deadline: CallDeadline): Promise<T> {
    const attemptMs = attemptTimeoutMs(deadline, timeoutMs, minAttemptMs);
    if (attemptMs === undefined) throw new NotSent(`${path}: not sent, the call's deadline has passed`);
    const permit = breaker.permit();
    if (!permit) throw new NotSent(`${path}: not sent, the insurer is failing (circuit open)`);
    try {
      const answer = await exchange(path, body, validate, attemptMs);
      permit.answered();
      return answer;
    } catch (error) {
      if (error instanceof TransportFailure) permit.failed();
      else permit.answered();
      throw error;
    }
  }

  async function read<T>(path: string, body: unknown, validate: Validate<T>, call: InsurerCallOptions): Promise<T> {
    const deadline = call.deadline ?? callDeadline(deadlineMs);
    for (let retry = 0; ; retry += 1) {
      try {
        return await attempt(path, body, validate, deadline);
      } catch (error) {
        const delayMs = backoffMs * 2 ** retry;
        const retriable =
          error instanceof InsurerFailure && error.kind === 'unavailable' && !(error instanceof NotSent);
        if (!retriable || retry >= readRetries || !roomAfter(deadline, delayMs, minAttemptMs)) throw error;
        await sleep(delayMs);
      }
    }
  }

  const write = <T>(path: string, body: unknown, validate: Validate<T>, call: InsurerCallOptions) =>
    attempt(path, body, validate, call.deadline ?? callDeadline(deadlineMs));

  /** A claim operation answers the whole claim as it now stands; 404 (unknown claim) and 409 are `rejected`. */
  const claimRead = async (path: string, body: unknown, call: InsurerCallOptions): Promise<InsurerClaimSnapshot> =>
    (await read(path, body, isClaimAnswer, call)).claim;
  const claimWrite = async (path: string, body: unknown, call: InsurerCallOptions): Promise<InsurerClaimSnapshot> =>
    (await write(path, body, isClaimAnswer, call)).claim;
  /** A cancellation operation answers the whole decision; 404 (unknown cancellation) and 409 are `rejected`. */
  const cancellationWrite = async (
    path: string,
    body: unknown,
    call: InsurerCallOptions,
  ): Promise<InsurerPolicyCancellation> => (await write(path, body, isPolicyCancellationAnswer, call)).cancellation;

  return {
    lookupVehicle: (request: InsurerVehicleLookupRequest, call: InsurerCallOptions = {}) =>
      read(insurerPaths.vehicleLookup, request, isLookupResponse, call),
    price: (request: InsurerPricingRequest, call: InsurerCallOptions = {}) =>
      read(insurerPaths.pricing, request, isPricingResponse, call),
    discountStatus: (request: InsurerDiscountStatusRequest, call: InsurerCallOptions = {}) =>
      read(insurerPaths.discountStatus, request, isDiscountStatusResponse, call),
    createOfferRequest: (request: InsurerOfferRequest, call: InsurerCallOptions = {}) =>
      write(insurerPaths.offerRequests, request, isOfferResponse, call),
    issuePolicy: (request: InsurerPolicyRequest, call: InsurerCallOptions = {}) =>
      write(insurerPaths.policies, request, isPolicyResponse, call),
    /** Idempotent by the statement's id, but sent once per attempt like every write: the caller's schedule retries. */
    submitClaim: (request: InsurerClaimRequest, call: InsurerCallOptions = {}) =>
      write(insurerPaths.claims, request, isClaimResponse, call),
    claimStatus: (request: InsurerClaimStatusRequest, call: InsurerCallOptions = {}) =>
      claimRead(insurerPaths.claimStatus, request, call),
    /** The insurer receives a document id once, but a retry would carry the whole file again: the caller retries. */
    sendClaimDocument: (request: InsurerClaimDocumentRequest, call: InsurerCallOptions = {}) =>
      claimWrite(insurerPaths.claimDocuments, request, call),
    confirmClaimAppointment: (request: InsurerClaimAppointmentConfirmationRequest, call: InsurerCallOptions = {}) =>
      claimWrite(insurerPaths.claimAppointmentConfirmation, request, call),
    answerClaimOffer: (request: InsurerClaimOfferAnswerRequest, call: InsurerCallOptions = {}) =>
      claimWrite(insurerPaths.claimOfferAnswer, request, call),
    /** A check changes nothing of the claim: retried like a read. */
    verifyClaimPayee: async (request: InsurerClaimPayeeVerificationRequest, call: InsurerCallOptions = {}) =>
      (await read(insurerPaths.claimPayeeVerification, request, isPayeeVerificationAnswer, call)).verification,
    /**
     * Idempotent by the cancellation's id (the same id answers the first decision), but sent once per attempt like
     * every write: it carries the proof's files, and the caller's schedule retries.
     */
    cancelPolicy: (request: InsurerPolicyCancellationRequest, call: InsurerCallOptions = {}) =>
      cancellationWrite(insurerPaths.policyCancellations, request, call),
    /** The insurer receives a document id once; like a claim's document, retried by the caller. */
    sendPolicyCancellationDocument: (
      request: InsurerPolicyCancellationDocumentRequest,
      call: InsurerCallOptions = {},
    ) => cancellationWrite(insurerPaths.policyCancellationDocuments, request, call),
    /** Idempotent by the endorsement's id: the same id answers the first endorsement. Retried by the caller. */
    endorsePolicy: async (request: InsurerPolicyEndorsementRequest, call: InsurerCallOptions = {}) =>
      (await write(insurerPaths.policyEndorsements, request, isPolicyEndorsementAnswer, call)).endorsement,
  };
}

export type InsurerClient = ReturnType<typeof createInsurerClient>;
