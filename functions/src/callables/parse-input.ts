import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { errorKeys } from '../contracts/error-keys.js';
import { illFormedTextPath } from '../contracts/validation.js';
import { callableError } from './callable-error.js';

/** Yup's error list → field path → reason, the `details.fields` of a validation error. */
function fieldsOf(error: ValidationError): Record<string, string> {
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
