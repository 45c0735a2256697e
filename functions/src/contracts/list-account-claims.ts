/**
 * `listAccountClaims`: the signed-in driver's claims, newest first: those from statements they started signed in,
 * and those whose statement names their verified e-mail.
 */
import * as yup from 'yup';
import type { ClaimNextAction, ClaimState } from './claim.js';
import { fieldErrors } from './field-rules.js';
import { statementClientFields } from './statement-access.js';

export const listAccountClaimsRequestSchema = yup.object({ ...statementClientFields }).noUnknown(fieldErrors.invalid);
export type ListAccountClaimsRequest = yup.InferType<typeof listAccountClaimsRequestSchema>;

export interface AccountClaimRow {
  claimId: string;
  claimNumber: string;
  state: ClaimState;
  /** dd/MM/yyyy of the accident. */
  accidentDate: string | null;
  plates: string[];
  nextAction: ClaimNextAction;
  /** ISO 8601. */
  updatedAt: string;
}

export interface ListAccountClaimsResponse {
  claims: AccountClaimRow[];
}
