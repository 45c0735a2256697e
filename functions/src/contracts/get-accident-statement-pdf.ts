/** `getAccidentStatementPdf`: the locked statement's PDF, for either driver's phone. */
import * as yup from 'yup';
import { statementAccessFields } from './accident-statement.js';
import { fieldErrors } from './field-rules.js';

export const getAccidentStatementPdfRequestSchema = yup.object(statementAccessFields).noUnknown(fieldErrors.invalid);
export type GetAccidentStatementPdfRequest = yup.InferType<typeof getAccidentStatementPdfRequestSchema>;
export interface GetAccidentStatementPdfResponse {
  fileName: string;
  /** base64 */
  data: string;
}
