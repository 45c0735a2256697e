import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { region, sendgridApiKey } from '../config.js';
import { loadOnce } from '../load-once.js';

/** The send and the retention need Firestore, Cloud Storage, the PDF, the mail and the insurer: the first run loads them. */
const loadHousekeeping = loadOnce(() => import('../services/accident-send.js'));

/**
 * Every five minutes: accident statements whose send after the lock failed are sent again (PDF, e-mails, the claim
 * at the insurer, whichever is left), and statements past their keeping (drafts 30 days, signed ones six years) are
 * deleted with their files (docs/decisions/0017-accident-statements.md). Locally scripts/local-scheduler.ts runs it, as Cloud Scheduler would.
 */
export const accidentHousekeeping = Object.assign(
  onSchedule(
    { schedule: 'every 5 minutes', region, timeZone: 'Europe/Zagreb', secrets: [sendgridApiKey], retryCount: 0 },
    async () => {
      const { runAccidentHousekeeping } = await loadHousekeeping();
      const report = await runAccidentHousekeeping();
      if (report.stillFailing > 0) logger.error('Accident statements still not sent', report);
      else if (report.sent + report.statementsDeleted > 0) logger.info('Accident housekeeping', report);
    },
  ),
  { loadHandler: loadHousekeeping },
);
