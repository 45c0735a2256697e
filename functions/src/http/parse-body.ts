import type { Request } from 'firebase-functions/v2/https';
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { fieldErrors } from '../contracts/field-rules.js';
import { illFormedTextPath } from '../contracts/validation.js';
import { requestBytes, requestShapeProblem, requestShapeReasons } from './request-shape.js';

export type ParsedBody<T> = { ok: true; value: T } | { ok: false; fields: Record<string, string> };

/**
 * Strict parse of a JSON body with the contract's schema: no coercion, unknown keys refused. A refusal names each
 * field with its reason key (contracts/field-rules.ts), never text built from the input. A body too large, too deep
 * or of too many values is refused before anything walks it (request-shape.ts).
 */
export function parseBody<T extends AnyObject>(schema: ObjectSchema<T>, req: Request): ParsedBody<T> {
  const body: unknown = req.body;
  if (!req.is('application/json') || typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, fields: { '(body)': fieldErrors.invalid } };
  }
  const shape = requestShapeProblem(body, requestBytes(req));
  if (shape) return { ok: false, fields: { '(body)': requestShapeReasons[shape] } };
  const illFormed = illFormedTextPath(body);
  if (illFormed) return { ok: false, fields: { [illFormed]: fieldErrors.invalid } };
  try {
    return { ok: true, value: schema.validateSync(body, { strict: true, abortEarly: false }) as T };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const issues = error.inner.length > 0 ? error.inner : [error];
    return { ok: false, fields: Object.fromEntries(issues.map((issue) => [issue.path || '(body)', issue.message])) };
  }
}
