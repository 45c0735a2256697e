/** The console's report of renewal reminders: how many went out in a period, and the renewals they brought. */
import type {
  AdminGetReminderReportRequest,
  AdminGetReminderReportResponse,
} from '../contracts/admin-get-reminder-report.js';
import { renewalReminderDays } from '../contracts/renewal-reminder-rules.js';
import { countOptOuts, countRemindersSent, countRenewalsOfReminders } from '../store/renewal-reminders.js';
import { staffOf } from './admin-access.js';
import { periodOf } from './admin-funnel.js';
import type { CallContext } from './domain-error.js';

export async function getReminderReport(
  input: AdminGetReminderReportRequest,
  context: CallContext,
): Promise<AdminGetReminderReportResponse> {
  staffOf(context);
  const period = periodOf(input);
  const [rows, optOuts] = await Promise.all([
    Promise.all(
      renewalReminderDays.map(async (days) => ({
        days,
        sent: await countRemindersSent(period, days),
        renewals: await countRenewalsOfReminders(period, days),
      })),
    ),
    countOptOuts(period),
  ]);
  return { rows, optOuts };
}
