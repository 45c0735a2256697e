import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { region, sendgridApiKey } from '../config.js';
import { loadOnce } from '../load-once.js';

/** The follow-up needs Firestore, Cloud Storage, the mail and the insurer: the first run loads them. */
const loadFollowUp = loadOnce(() => import('../services/claim-follow-up.js'));

/**
 * Every five minutes: open claims the insurer has been quiet about get their status asked (a lost notification),
 * owed e-mails are sent and owed documents passed to the insurer (docs/decisions/0018-claims.md). Locally
 * scripts/local-scheduler.ts runs it, as Cloud Scheduler would.
 */
export const claimsFollowUp = Object.assign(
  onSchedule(
    { schedule: 'every 5 minutes', region, timeZone: 'Europe/Zagreb', secrets: [sendgridApiKey], retryCount: 0 },
    async () => {
      const { runClaimsFollowUp } = await loadFollowUp();
      const report = await runClaimsFollowUp();
      if (report.failures > 0) logger.error('Claims follow-up left work undone', report);
      else if (report.statusAsked + report.emailsSent + report.documentsPassed + report.claimsDeleted > 0)
        logger.info('Claims follow-up', report);
    },
  ),
  { loadHandler: loadFollowUp },
);
