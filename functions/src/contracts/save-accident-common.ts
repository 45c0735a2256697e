/**
 * `saveAccidentCommon`: the shared sections (when, where, other damage, witnesses, the sketch), written by driver A's
 * phone. Refused once the statement is locked; a change clears signatures given to the earlier content.
 */
import * as yup from 'yup';
import { statementAccessFields, statementCommonSchema } from './accident-statement.js';
import { fieldErrors } from './field-rules.js';

export const saveAccidentCommonRequestSchema = yup
  .object({ ...statementAccessFields, common: statementCommonSchema.required() })
  .noUnknown(fieldErrors.invalid);
export type SaveAccidentCommonRequest = yup.InferType<typeof saveAccidentCommonRequestSchema>;
export interface SaveAccidentStatementResponse {
  version: number;
}
