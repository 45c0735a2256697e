/** `shareAccidentStatement`: a new join code for driver B (the old one stops working). Driver A's phone only. */
import * as yup from 'yup';
import { statementAccessFields } from './accident-statement.js';
import { fieldErrors } from './field-rules.js';

export const shareAccidentStatementRequestSchema = yup.object(statementAccessFields).noUnknown(fieldErrors.invalid);
export type ShareAccidentStatementRequest = yup.InferType<typeof shareAccidentStatementRequestSchema>;
export interface ShareAccidentStatementResponse {
  code: string;
  expiresAt: string;
}
