/**
 * `adminSearchClaims`: the console's claim list. One search box read by its shape: a claim number (ŠT-…), an e-mail
 * address, a licence plate (it has digits) or a driver's name (letters only: a surname, a first name or both, any case,
 * with or without diacritics). `waiting` keeps the claims waiting for us: no word from the insurer for a day while the
 * claim is open, a document the driver uploaded, or a dispute.
 */
import * as yup from 'yup';
import type { PartyRole } from './accident-statement.js';
import { adminClientFields, adminCursorSchema } from './admin-paging.js';
import type { ClaimState } from './claim.js';
import { fieldErrors } from './field-rules.js';
import { textSchema } from './validation.js';

export const adminSearchClaimsRequestSchema = yup
  .object({
    query: textSchema().trim().max(254, fieldErrors.tooLong).nullable().defined(fieldErrors.required),
    waiting: yup.boolean().required(fieldErrors.required),
    cursor: adminCursorSchema(),
    ...adminClientFields,
  })
  .noUnknown(fieldErrors.invalid);
export type AdminSearchClaimsRequest = yup.InferType<typeof adminSearchClaimsRequestSchema>;

export type AdminClaimQueryKind = 'none' | 'claim-number' | 'email' | 'license-plate' | 'driver-name';

/** One vehicle of the statement as the list shows it: its side, the driver's name, the plate and the e-mail. */
export interface AdminClaimDriver {
  role: PartyRole;
  /** Null for a claim stored before the list showed names (issue 42), or a driver who gave none. */
  name: string | null;
  plate: string | null;
  email: string | null;
}

/** Why a claim waits for us. */
export type ClaimWaitingReason = 'no-word-for-a-day' | 'document-uploaded' | 'dispute';

export interface AdminClaimRow {
  claimId: string;
  claimNumber: string;
  state: ClaimState;
  /** ISO 8601: sent to the insurer. */
  createdAt: string;
  /** ISO 8601: the last word from the insurer. */
  lastHeardAt: string;
  accidentDate: string | null;
  plates: string[];
  emails: string[];
  drivers: AdminClaimDriver[];
  waiting: ClaimWaitingReason[];
}

export interface AdminSearchClaimsResponse {
  queryKind: AdminClaimQueryKind;
  items: AdminClaimRow[];
  nextCursor: string | null;
  total: number;
}
