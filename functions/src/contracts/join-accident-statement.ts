/**
 * `joinAccidentStatement`: driver B's phone trades the six-character code for side B's secret. A wrong, used or
 * expired code gets one answer; five wrong codes from one address and it is refused for a while.
 */
import * as yup from 'yup';
import { joinCodePattern } from './accident-statement.js';
import { statementClientFields } from './statement-access.js';
import { fieldErrors } from './field-rules.js';
import { textSchema } from './validation.js';

export const joinAccidentStatementRequestSchema = yup
  .object({
    ...statementClientFields,
    /** Upper case without spaces; the SPA turns what was typed into it. */
    code: textSchema().max(6, fieldErrors.tooLong).matches(joinCodePattern, fieldErrors.invalid).required(),
  })
  .noUnknown(fieldErrors.invalid);
export type JoinAccidentStatementRequest = yup.InferType<typeof joinAccidentStatementRequestSchema>;
export interface JoinAccidentStatementResponse {
  statementId: string;
  partyToken: string;
}
