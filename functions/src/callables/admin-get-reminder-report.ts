import { callNames } from '../contracts/call-names.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const adminGetReminderReport = defineCallable(
  callNames.adminGetReminderReport,
  async () => (await import('../contracts/admin-get-reminder-report.js')).adminGetReminderReportRequestSchema,
  async () => (await import('../services/admin-reminder-report.js')).getReminderReport,
  {
    limits: adminCallLimits('adminRead'),
    adminOnly: true,
  },
);
