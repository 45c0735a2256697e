import type { Response } from 'express';
import type { ApiErrorBody } from '../contracts/api-error.js';
import type { CallableErrorCode } from '../contracts/error-keys.js';
import type { DomainError } from '../services/domain-error.js';

const statusOf: Record<CallableErrorCode, number> = {
  'invalid-argument': 400,
  'not-found': 404,
  'failed-precondition': 409,
  'resource-exhausted': 429,
  unavailable: 503,
  'deadline-exceeded': 504,
  'permission-denied': 403,
  unauthenticated: 401,
  'already-exists': 409,
};

/** Every error the `api` function answers: `{ success: false, errorCode, message }` with its status. */
export function sendApiError(
  res: Response,
  status: number,
  errorCode: ApiErrorBody['errorCode'],
  message: string,
): void {
  const body: ApiErrorBody = { success: false, errorCode, message };
  res.status(status).json(body);
}

/** A service's refusal as an HTTP answer: the status that says what kind, and the spec's error key as the message. */
export function sendDomainError(res: Response, error: DomainError): void {
  sendApiError(res, statusOf[error.code], 'refused', error.details.errorKey);
}
