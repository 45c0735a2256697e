/**
 * Typed client of the insurer's HTTP API (insurer-api.ts). Every request has a timeout; reads (lookup, pricing,
 * discount status) are retried a bounded number of times with exponential backoff, writes never are, so an offer
 * request or a policy is never created twice by a retry. Failures become an InsurerFailure the services map to the
 * error catalogue.
 */
import {
  insurerPaths,
  type InsurerDiscountStatusRequest,
  type InsurerDiscountStatusResponse,
  type InsurerError,
  type InsurerOfferRequest,
  type InsurerOfferResponse,
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

export interface InsurerClientOptions {
  baseUrl: string;
  timeoutMs: number;
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
  typeof (body as { calculationId?: unknown }).calculationId === 'string';
const isOfferResponse: Validate<InsurerOfferResponse> = (body): body is InsurerOfferResponse =>
  isSuccess(body) && typeof (body as { offerRequestId?: unknown }).offerRequestId === 'string';
const isPolicyResponse: Validate<InsurerPolicyResponse> = (body): body is InsurerPolicyResponse =>
  isSuccess(body) && typeof (body as { policyControlNumber?: unknown }).policyControlNumber === 'string';
const isDiscountStatusResponse: Validate<InsurerDiscountStatusResponse> = (
  body,
): body is InsurerDiscountStatusResponse => isSuccess(body) && 'vehicleDiscount' in (body as object);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createInsurerClient(options: InsurerClientOptions) {
  const { baseUrl, timeoutMs, readRetries = 2, backoffMs = 200, headers = {} } = options;

  async function attempt<T>(path: string, body: unknown, validate: Validate<T>): Promise<T> {
    let response: Response;
    try {
      response = await fetch(new URL(path, baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : String(error);
      throw new InsurerFailure('unavailable', `${path}: ${reason}`);
    }
    let parsed: unknown;
    try {
      parsed = await response.json();
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
    if (response.status >= 400 && response.status < 500) {
      throw new InsurerFailure('rejected', `${path}: ${response.status} ${errorCode ?? ''}`.trim());
    }
    throw new InsurerFailure('unavailable', `${path}: ${response.status}`);
  }

  async function read<T>(path: string, body: unknown, validate: Validate<T>): Promise<T> {
    for (let retry = 0; ; retry += 1) {
      try {
        return await attempt(path, body, validate);
      } catch (error) {
        const retriable = error instanceof InsurerFailure && error.kind === 'unavailable';
        if (!retriable || retry >= readRetries) throw error;
        await sleep(backoffMs * 2 ** retry);
      }
    }
  }

  return {
    lookupVehicle: (request: InsurerVehicleLookupRequest) =>
      read(insurerPaths.vehicleLookup, request, isLookupResponse),
    price: (request: InsurerPricingRequest) => read(insurerPaths.pricing, request, isPricingResponse),
    discountStatus: (request: InsurerDiscountStatusRequest) =>
      read(insurerPaths.discountStatus, request, isDiscountStatusResponse),
    createOfferRequest: (request: InsurerOfferRequest) => attempt(insurerPaths.offerRequests, request, isOfferResponse),
    issuePolicy: (request: InsurerPolicyRequest) => attempt(insurerPaths.policies, request, isPolicyResponse),
  };
}

export type InsurerClient = ReturnType<typeof createInsurerClient>;
