/**
 * The outer shape of a request body, checked before anything walks it: its size in bytes, how deep it nests and how
 * many values it holds. The platform's body parser has turned the bytes into values by then (it cannot be reached
 * sooner), but everything after it recurses or works per value: firebase-functions' callable decoder is recursive and
 * overflowed the stack on 3,000 levels of arrays (a 500 before any of our code ran), and Yup spends seconds on a
 * million numbers. Both are bounded here, once, for every callable and every JSON route.
 */
import type { Request } from 'firebase-functions/v2/https';
import { fieldErrors } from '../contracts/field-rules.js';

/** Why a body is refused before it is read. */
export type RequestShapeProblem = 'too-large' | 'too-deep' | 'too-many-values';

/** The field reason a refusal names the whole request with. */
export const requestShapeReasons: Record<RequestShapeProblem, string> = {
  'too-large': fieldErrors.tooLong,
  'too-many-values': fieldErrors.tooLong,
  'too-deep': fieldErrors.invalid,
};

export interface RequestShapeLimits {
  /** The body's bytes as they arrived. */
  maxBytes: number;
  /** Objects and arrays inside one another, the body itself the first. */
  maxDepth: number;
  /** Every object, array and scalar in the body. */
  maxValues: number;
}

/**
 * Every request is far inside these. The deepest a contract nests is seven levels (a sketch's arrow, under the
 * callable protocol's `data`); the most values are a signature's, about 12,000 at its most points. A body that no
 * upload contract declares larger is at most 64 KiB: the longest texts are 2,000 characters.
 */
export const defaultRequestShape: RequestShapeLimits = { maxBytes: 64 * 1024, maxDepth: 16, maxValues: 20_000 };

/** The body's size as received: the parser keeps the raw bytes; a body it did not read counts by its header. */
export function requestBytes(req: Pick<Request, 'rawBody' | 'headers'>): number {
  if (req.rawBody) return req.rawBody.byteLength;
  const declared = Number(req.headers['content-length']);
  return Number.isFinite(declared) ? declared : 0;
}

/** What is wrong with the body's outer shape, or undefined. Never recurses, so no body can overflow the stack here. */
export function requestShapeProblem(
  body: unknown,
  bytes: number,
  limits: RequestShapeLimits = defaultRequestShape,
): RequestShapeProblem | undefined {
  if (bytes > limits.maxBytes) return 'too-large';
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 1 }];
  let values = 1;
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value !== 'object' || value === null) continue;
    if (depth > limits.maxDepth) return 'too-deep';
    const children = Array.isArray(value) ? (value as unknown[]) : Object.values(value);
    values += children.length;
    if (values > limits.maxValues) return 'too-many-values';
    for (const child of children) pending.push({ value: child, depth: depth + 1 });
  }
  return undefined;
}
