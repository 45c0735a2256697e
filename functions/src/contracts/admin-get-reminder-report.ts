/**
 * `adminGetReminderReport`: the renewal reminders sent between `from` and `to` (Zagreb days, both included), and the
 * renewals they brought: orders paid for a quote a reminder's link opened (docs/decisions/0020-renewal-reminders.md).
 */
import * as yup from 'yup';
import { adminClientFields } from './admin-paging.js';
import { funnelPeriodFields } from './admin-get-funnel.js';
import { fieldErrors } from './field-rules.js';
import type { RenewalReminderDays } from './renewal-reminder-rules.js';

export const adminGetReminderReportRequestSchema = yup
  .object({ ...funnelPeriodFields, ...adminClientFields })
  .noUnknown(fieldErrors.invalid);
export type AdminGetReminderReportRequest = yup.InferType<typeof adminGetReminderReportRequestSchema>;

export interface AdminGetReminderReportResponse {
  /** Per reminder (30 or 7 days before the end): e-mails sent in the period, and paid renewals that came from them. */
  rows: { days: RenewalReminderDays; sent: number; renewals: number }[];
  /** Addresses that asked for no reminders in the period. */
  optOuts: number;
}
