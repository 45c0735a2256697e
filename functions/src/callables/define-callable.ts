import { logger } from 'firebase-functions';
import { HttpsError, onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';
import type { AnyObject, ObjectSchema } from 'yup';
import { ValidationError } from 'yup';
import type { CallableErrorDetails } from '../contracts/error-keys.js';
import { errorKeys } from '../contracts/error-keys.js';
import { illFormedTextPath } from '../contracts/validation.js';
import { region } from '../config.js';
import { clientIp } from '../http/client-ip.js';
import { DomainError, type CallContext } from '../services/domain-error.js';

/** An HttpsError whose message is the spec's error key, repeated in `details.errorKey` for the SPA. */
export function callableError(
  code: ConstructorParameters<typeof HttpsError>[0],
  details: CallableErrorDetails,
): HttpsError {
  return new HttpsError(code, details.errorKey, details);
}

/** Yup's error list → field path → reason, the `details.fields` of a validation error. */
export function fieldsOf(error: ValidationError): Record<string, string> {
  const inner = error.inner.length > 0 ? error.inner : [error];
  return Object.fromEntries(inner.map((issue) => [issue.path || '(request)', issue.message]));
}

/** Strict parse at the boundary: no coercion, unknown keys refused; bad input changes nothing. */
export function parseInput<T extends AnyObject>(schema: ObjectSchema<T>, data: unknown): T {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw callableError('invalid-argument', { errorKey: errorKeys.validation, fields: { '(request)': 'invalid' } });
  }
  const illFormed = illFormedTextPath(data);
  if (illFormed) {
    throw callableError('invalid-argument', { errorKey: errorKeys.validation, fields: { [illFormed]: 'invalid' } });
  }
  try {
    return schema.validateSync(data, { strict: true, abortEarly: false }) as T;
  } catch (error) {
    if (error instanceof ValidationError) {
      throw callableError('invalid-argument', { errorKey: errorKeys.validation, fields: fieldsOf(error) });
    }
    throw error;
  }
}

/**
 * One callable: parse the input with its contract's schema, run the service, and turn the service's DomainErrors
 * into HttpsErrors. Anything else is a bug: it is logged and becomes `internal` without its message.
 */
export function defineCallable<In extends AnyObject, Out>(
  name: string,
  schema: ObjectSchema<In>,
  handler: (input: In, context: CallContext) => Promise<Out>,
  options: Pick<CallableOptions, 'secrets'> = {},
) {
  return onCall({ region, cors: true, ...options }, async (request: CallableRequest<unknown>): Promise<Out> => {
    const input = parseInput(schema, request.data);
    try {
      const origin = request.rawRequest.headers.origin;
      return await handler(input, {
        ip: clientIp(request.rawRequest),
        uid: request.auth?.uid ?? null,
        email: typeof request.auth?.token.email === 'string' ? request.auth.token.email.toLowerCase() : null,
        emailVerified: request.auth?.token.email_verified === true,
        origin: typeof origin === 'string' ? origin : null,
      });
    } catch (error) {
      if (error instanceof DomainError) throw callableError(error.code, error.details);
      logger.error(`${name} failed`, error);
      throw new HttpsError('internal', errorKeys.generic, {
        errorKey: errorKeys.generic,
      } satisfies CallableErrorDetails);
    }
  });
}
