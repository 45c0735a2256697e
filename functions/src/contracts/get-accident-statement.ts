/**
 * `getAccidentStatement`: the statement as this phone may see it. Polled while a driver has it open: a phone that
 * already has the current version gets `changed: false` and nothing else.
 */
import * as yup from 'yup';
import { statementAccessFields, type AccidentStatementView } from './accident-statement.js';
import { fieldErrors } from './field-rules.js';

export const getAccidentStatementRequestSchema = yup
  .object({
    ...statementAccessFields,
    knownVersion: yup.number().integer().min(0).nullable().default(null),
  })
  .noUnknown(fieldErrors.invalid);
export type GetAccidentStatementRequest = yup.InferType<typeof getAccidentStatementRequestSchema>;
export type GetAccidentStatementResponse =
  { changed: false; version: number } | { changed: true; version: number; statement: AccidentStatementView };
