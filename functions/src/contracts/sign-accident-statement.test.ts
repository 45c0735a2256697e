import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { signatureLimits } from './request-sizes.js';
import { signAccidentStatementRequestSchema } from './sign-accident-statement.js';

const request = (strokes: unknown) => ({
  statementId: 'A'.repeat(20),
  partyToken: 'A'.repeat(43),
  role: 'A',
  contentDigest: '0'.repeat(64),
  decision: 'sign',
  strokes,
});
const stroke = (points: number) => Array.from({ length: points }, (_, index) => [index / points, 0.5]);

/** The reason the schema names `strokes` with, or undefined when it takes the request. */
function strokesReason(strokes: unknown): string | undefined {
  try {
    signAccidentStatementRequestSchema.validateSync(request(strokes), { strict: true, abortEarly: false });
    return undefined;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.find((issue) => issue.path === 'strokes')?.message;
  }
}

describe('a drawn signature', () => {
  const { strokes, pointsPerStroke, points } = signatureLimits;

  it('is taken at every limit at once: the most strokes, points in a stroke and points in all', () => {
    const perStroke = Math.floor(points / strokes);
    expect(strokesReason(Array.from({ length: strokes }, () => stroke(perStroke)))).toBeUndefined();
    const full = Math.floor(points / pointsPerStroke);
    const longest = [
      ...Array.from({ length: full }, () => stroke(pointsPerStroke)),
      stroke(points - full * pointsPerStroke),
    ];
    expect(strokesReason(longest)).toBeUndefined();
  });

  it('is refused as too long one point or one stroke past a limit', () => {
    expect(strokesReason(Array.from({ length: strokes + 1 }, () => stroke(1)))).toBe('too-long');
    expect(strokesReason([stroke(pointsPerStroke + 1)])).toBe('too-long');
    expect(
      strokesReason([stroke(pointsPerStroke), stroke(pointsPerStroke), stroke(points - 2 * pointsPerStroke + 1)]),
    ).toBe('too-long');
  });

  it('is refused when it is not strokes of points 0–1 across and down', () => {
    for (const strokes of [
      [],
      [[]],
      'strokes',
      [[[0.5]]],
      [[[0.5, 0.5, 0.5]]],
      [[[1.5, 0.5]]],
      [[[-0.1, 0.5]]],
      [[['0.5', 0.5]]],
      [[[null, 0.5]]],
      [[{ x: 0.5, y: 0.5 }]],
    ])
      expect(strokesReason(strokes), JSON.stringify(strokes)).toMatch(/^(invalid|required)$/);
  });
});
