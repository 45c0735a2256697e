import { errorKeys, type ErrorKey } from '@contracts/error-keys';
import { CallError } from '../../../api/call-function';

/** Failures whose own text tells the driver what to do: wait a minute, the typed answers stay. */
const ownText = new Set<ErrorKey>([errorKeys.insurerUnavailable, errorKeys.tooManyRequests]);

/**
 * The toast for a failed insurer call that has no message of its own on the page: the insurer is down or the driver
 * asked too often (try again shortly, what they typed stays), or the generic error.
 */
export const failureMessageKey = (error: unknown): ErrorKey =>
  error instanceof CallError && ownText.has(error.errorKey) ? error.errorKey : errorKeys.generic;
