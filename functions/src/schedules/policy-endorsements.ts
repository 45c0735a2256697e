import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { region, sendgridApiKey } from '../config.js';
import { loadOnce } from '../load-once.js';

/** The changes need Firestore, the insurer and the mail: the first run loads them. */
const loadChanges = loadOnce(() => import('../services/policy-changes.js'));

/**
 * Every five minutes: an address change the insurer has not answered is sent again, and a new version not e-mailed
 * yet is sent (docs/decisions/0033-policy-changes.md). Locally scripts/local-scheduler.ts runs it.
 */
export const policyEndorsements = Object.assign(
  onSchedule(
    { schedule: 'every 5 minutes', region, timeZone: 'Europe/Zagreb', secrets: [sendgridApiKey], retryCount: 0 },
    async () => {
      const { carryOnEndorsements } = await loadChanges();
      const carried = await carryOnEndorsements();
      if (carried > 0) logger.info('Policy address changes carried on', { carried });
    },
  ),
  { loadHandler: loadChanges },
);
