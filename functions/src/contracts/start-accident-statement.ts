/**
 * `startAccidentStatement`: driver A opens a statement. Answers the phone's secret for side A (and for B when both
 * fill it on this phone) and, for two phones, the code driver B types or scans (shown once; stored hashed).
 */
import * as yup from 'yup';
import { fillModes, otherPartyKinds, type PartyRole } from './accident-statement.js';
import { statementClientFields } from './statement-access.js';
import { fieldErrors } from './field-rules.js';
import { purchaseLocales } from './purchase-locales.js';
import { textSchema } from './validation.js';

export const startAccidentStatementRequestSchema = yup
  .object({
    ...statementClientFields,
    mode: textSchema().oneOf(fillModes).required(fieldErrors.required),
    /** Only with `alone`: whether a second vehicle's driver left, or there was no second vehicle. */
    otherParty: textSchema()
      .nullable()
      .oneOf([...otherPartyKinds, null])
      .default(null),
    language: textSchema().oneOf(purchaseLocales).required(fieldErrors.required),
  })
  .noUnknown(fieldErrors.invalid);

export type StartAccidentStatementRequest = yup.InferType<typeof startAccidentStatementRequestSchema>;

export interface StartAccidentStatementResponse {
  statementId: string;
  /** One secret per side this phone writes. */
  partyTokens: Partial<Record<PartyRole, string>>;
  /** For `two-phones`: the code for driver B and its expiry (ISO 8601). */
  join: { code: string; expiresAt: string } | null;
}
