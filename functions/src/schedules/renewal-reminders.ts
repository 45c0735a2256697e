import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { region, sendgridApiKey } from '../config.js';
import { loadOnce } from '../load-once.js';

/** The run needs Firestore, the insurer's pricing and the mail: the first run loads them, not the entry. */
const loadReminders = loadOnce(() => import('../services/renewal-reminders.js'));

/**
 * Every morning: policyholders whose policy ends in 30 or 7 Croatian days get their renewal reminder, once each
 * however often this runs (docs/decisions/0020-renewal-reminders.md). Locally scripts/local-scheduler.ts runs it on
 * its beat, as Cloud Scheduler would.
 */
export const renewalReminders = Object.assign(
  onSchedule(
    { schedule: 'every day 08:00', region, timeZone: 'Europe/Zagreb', secrets: [sendgridApiKey], retryCount: 1 },
    async () => {
      const { runRenewalReminders } = await loadReminders();
      const report = await runRenewalReminders();
      if (report.failed > 0) logger.error('Renewal reminders left unsent; the next run retries them', report);
      else if (report.sent > 0) logger.info('Renewal reminders', report);
    },
  ),
  { loadHandler: loadReminders },
);
