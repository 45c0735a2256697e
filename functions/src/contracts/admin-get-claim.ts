/**
 * `adminGetClaim`: one claim as support sees it: the claim as its driver does, the statement it came from (its PDF
 * and photos through `adminGetClaimFile`), the notifications and e-mails, the internal notes and the audit log.
 */
import * as yup from 'yup';
import type { AccidentStatementView } from './accident-statement.js';
import type { AdminAuditEntry } from './admin-audit.js';
import { adminClientFields } from './admin-paging.js';
import type { AdminClaimRow } from './admin-search-claims.js';
import { claimIdSchema, type ClaimState, type ClaimView } from './claim.js';
import { fieldErrors } from './field-rules.js';

export const adminGetClaimRequestSchema = yup
  .object({ claimId: claimIdSchema(), ...adminClientFields })
  .noUnknown(fieldErrors.invalid);
export type AdminGetClaimRequest = yup.InferType<typeof adminGetClaimRequestSchema>;

export interface AdminClaimEmail {
  /** ISO 8601. */
  at: string;
  /** The claim state the e-mail told of. */
  state: ClaimState;
  to: string[];
  /** SendGrid's message id; null while not sent. */
  messageId: string | null;
  /** Sent again by staff (`resend-latest-email`). */
  resent: boolean;
}

export interface AdminClaimNotification {
  /** ISO 8601: when it reached us. */
  at: string;
  sequence: number;
  state: ClaimState;
  /** `notification` from the insurer's push, `status` from a status query (the schedule or staff), `answer` from a driver's call. */
  source: 'notification' | 'status' | 'answer';
  /** Whether it changed the claim (a duplicate or an older one does not). */
  applied: boolean;
}

export interface AdminClaimNote {
  at: string;
  actorEmail: string;
  text: string;
}

export interface AdminClaimDetail extends AdminClaimRow {
  claim: ClaimView;
  statement: AccidentStatementView;
  /** The statement's photos, to fetch one by one through `adminGetClaimFile`. */
  photos: { role: 'A' | 'B'; photoId: string; contentType: string }[];
  notifications: AdminClaimNotification[];
  sentEmails: AdminClaimEmail[];
  /**
   * Which of adminClaimAction's resends the claim allows now, by the rule the action itself refuses by: the latest
   * e-mail once the claim has e-mailed the drivers (`sentEmails` not empty).
   */
  actions: { resendLatestEmail: boolean };
  notes: AdminClaimNote[];
  /** Newest first. */
  audit: AdminAuditEntry[];
}

export interface AdminGetClaimResponse {
  claim: AdminClaimDetail;
}
