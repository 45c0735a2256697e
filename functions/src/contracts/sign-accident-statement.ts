/**
 * `signAccidentStatement`: a driver signs the version they reviewed, or says they will not sign and why. A statement
 * that changed since the driver's review is refused (`statement-changed`), so nobody signs what they have not seen.
 * The last signature locks the statement and sends it.
 */
import * as yup from 'yup';
import { partyRoleSchema, statementAccessFields, type StatementState } from './accident-statement.js';
import { fieldErrors } from './field-rules.js';
import { multilineTextSchema, textSchema } from './validation.js';

const point = yup.tuple([yup.number().min(0).max(1).required(), yup.number().min(0).max(1).required()]).required();

export const signAccidentStatementRequestSchema = yup
  .object({
    ...statementAccessFields,
    role: partyRoleSchema(),
    /** The version the driver reviewed. */
    version: yup.number().integer().min(0).required(),
    decision: textSchema()
      .oneOf(['sign', 'decline'] as const)
      .required(),
    /** With `sign`: the drawn strokes. */
    strokes: yup
      .array(yup.array(point).min(1).max(2000).required())
      .max(200)
      .when('decision', {
        is: 'sign',
        then: (schema) => schema.min(1).required(),
        otherwise: (schema) => schema.strip(),
      }),
    /** With `decline`: why. */
    reason: multilineTextSchema()
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
