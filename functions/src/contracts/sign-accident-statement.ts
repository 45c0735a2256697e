/**
 * `signAccidentStatement`: a driver signs the content they reviewed, or says they will not sign and why. A statement
 * whose content changed since the driver's review is refused (`statement-changed`), so nobody signs what they have not
 * seen; the other driver's signature meanwhile is no change to it.
 * The last signature locks the statement and sends it.
 */
import * as yup from 'yup';
import { partyRoleSchema, statementAccessFields, type StatementState } from './accident-statement.js';
import { fieldErrors } from './field-rules.js';
import { signatureLimits } from './request-sizes.js';
import { printedMultilineTextSchema } from './printed-text.js';
import { textSchema } from './validation.js';

type Strokes = [number, number][][];

const isPoint = (point: unknown): boolean =>
  Array.isArray(point) &&
  point.length === 2 &&
  point.every((coordinate) => typeof coordinate === 'number' && coordinate >= 0 && coordinate <= 1);

/**
 * What is wrong with drawn strokes, if anything. One loop over the points rather than a schema per point: Yup took
 * 100–200 ms over a signature of 5,000 points, this takes about a millisecond.
 */
function strokesProblem(value: unknown): string | undefined {
  if (!Array.isArray(value)) return fieldErrors.invalid;
  if (value.length > signatureLimits.strokes) return fieldErrors.tooLong;
  let points = 0;
  for (const stroke of value as unknown[]) {
    if (!Array.isArray(stroke) || stroke.length === 0) return fieldErrors.invalid;
    points += stroke.length;
    if (stroke.length > signatureLimits.pointsPerStroke || points > signatureLimits.points) return fieldErrors.tooLong;
    if (!stroke.every(isPoint)) return fieldErrors.invalid;
  }
  return undefined;
}

const strokesSchema = () =>
  yup.mixed<Strokes>().test('strokes', fieldErrors.invalid, (value, context) => {
    if (value === undefined) return true;
    const problem = strokesProblem(value);
    return problem ? context.createError({ message: problem }) : true;
  });

export const signAccidentStatementRequestSchema = yup
  .object({
    ...statementAccessFields,
    role: partyRoleSchema(),
    /** The `contentDigest` of the statement the driver reviewed. */
    contentDigest: textSchema()
      .matches(/^[0-9a-f]{64}$/, fieldErrors.invalid)
      .required(fieldErrors.required),
    decision: textSchema()
      .oneOf(['sign', 'decline'] as const)
      .required(),
    /** With `sign`: the drawn strokes. */
    strokes: strokesSchema().when('decision', {
      is: 'sign',
      then: (schema) =>
        schema
          .required(fieldErrors.required)
          .test('drawn', fieldErrors.required, (value) => Array.isArray(value) && value.length > 0),
      otherwise: (schema) => schema.strip(),
    }),
    /** With `decline`: why, printed on the PDF in the signature's place. */
    reason: printedMultilineTextSchema()
      .max(500, fieldErrors.tooLong)
      .when('decision', {
        is: 'decline',
        then: (schema) => schema.required(fieldErrors.required),
        otherwise: (schema) => schema.strip(),
      }),
  })
  .noUnknown(fieldErrors.invalid);
export type SignAccidentStatementRequest = yup.InferType<typeof signAccidentStatementRequestSchema>;
export interface SignAccidentStatementResponse {
  version: number;
  state: StatementState;
}
