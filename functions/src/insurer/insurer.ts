import { logger } from 'firebase-functions/logger';
import {
  insurerBaseUrl,
  insurerBreakerCoolDownMs,
  insurerBreakerFailures,
  insurerCallDeadlineMs,
  insurerTimeoutMs,
} from '../config.js';
import { callDeadline, type CallDeadline } from './call-deadline.js';
import { createCircuitBreaker } from './circuit-breaker.js';
import { createInsurerClient, type InsurerClient } from './insurer-client.js';

let client: InsurerClient | undefined;

/**
 * The insurer client configured from params (which can only be read once a function runs).
 *
 * Its circuit breaker lives in this instance's memory, so each Cloud Functions instance (each emulator worker
 * locally) learns of an outage from its own failed requests, within the threshold's few. A breaker shared through
 * Firestore would cost a read on every call and a write by every instance at once in an outage, which is when calls
 * must be fastest; an instance that has not learnt yet only costs its next few drivers the deadline.
 */
export function insurer(): InsurerClient {
  client ??= createInsurerClient({
    baseUrl: insurerBaseUrl.value(),
    timeoutMs: insurerTimeoutMs.value(),
    deadlineMs: insurerCallDeadlineMs.value(),
    breaker: createCircuitBreaker({
      failureThreshold: insurerBreakerFailures.value(),
      coolDownMs: insurerBreakerCoolDownMs.value(),
      onChange(state, consecutiveFailures) {
        if (state === 'open') logger.error('Insurer circuit open: failing fast', { consecutiveFailures });
        else logger.info(`Insurer circuit ${state}`);
      },
    }),
  });
  return client;
}

/** The deadline of a driver-facing call that makes more than one request to the insurer (pricing and discount). */
export const insurerCallDeadline = (): CallDeadline => callDeadline(insurerCallDeadlineMs.value());
