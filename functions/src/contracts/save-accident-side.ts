/**
 * `saveAccidentSide`: one vehicle's sections, written by that vehicle's phone only. Refused once the statement is
 * locked; a change clears signatures given to the earlier content.
 */
import * as yup from 'yup';
import { partyRoleSchema, statementAccessFields, statementSideSchema } from './accident-statement.js';
import { fieldErrors } from './field-rules.js';

export const saveAccidentSideRequestSchema = yup
  .object({ ...statementAccessFields, role: partyRoleSchema(), side: statementSideSchema.required() })
  .noUnknown(fieldErrors.invalid);
export type SaveAccidentSideRequest = yup.InferType<typeof saveAccidentSideRequestSchema>;
