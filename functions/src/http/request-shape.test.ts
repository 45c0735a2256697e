import { describe, expect, it } from 'vitest';
import { defaultRequestShape, requestShapeProblem } from './request-shape.js';

/** `levels` arrays inside one another around a number. */
const nestedArrays = (levels: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < levels; level += 1) value = [value];
  return value;
};

describe('a body’s outer shape', () => {
  const { maxBytes, maxDepth, maxValues } = defaultRequestShape;

  it('takes a body at every limit', () => {
    // The body is the first level.
    expect(requestShapeProblem({ data: nestedArrays(maxDepth - 1) }, maxBytes)).toBeUndefined();
    // The body, its `data` and that many values in it.
    expect(requestShapeProblem({ data: Array.from({ length: maxValues - 2 }, () => 0) }, 10)).toBeUndefined();
  });

  it('names the first limit a body is past', () => {
    expect(requestShapeProblem({}, maxBytes + 1)).toBe('too-large');
    expect(requestShapeProblem({ data: nestedArrays(maxDepth) }, 10)).toBe('too-deep');
    expect(requestShapeProblem({ data: Array.from({ length: maxValues - 1 }, () => 0) }, 10)).toBe('too-many-values');
    expect(requestShapeProblem({ data: { a: { b: { c: 'x' } } } }, 10, { maxBytes, maxDepth: 3, maxValues })).toBe(
      'too-deep',
    );
  });

  it('walks a body far deeper than the stack without overflowing it', () => {
    expect(requestShapeProblem(nestedArrays(50_000), 10, { maxBytes, maxDepth: 100_000, maxValues: 100_000 })).toBe(
      undefined,
    );
  });
});
