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
};

/** A service's refusal as an HTTP answer: the status that says what kind, and the spec's error key as the message. */
export function sendDomainError(res: Response, error: DomainError): void {
  const body: ApiErrorBody = { success: false, errorCode: 'refused', message: error.details.errorKey };
  res.status(statusOf[error.code]).json(body);
}
