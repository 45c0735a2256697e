import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { region, sendgridApiKey } from '../config.js';
import { loadOnce } from '../load-once.js';

/** The endings need Firestore, Cloud Storage, the insurer, the gateway and the mail: the first run loads them. */
const loadEndings = loadOnce(() => import('../services/policy-endings.js'));

/**
 * Every five minutes: a policy ending the insurer has not decided yet is asked again, a card refund that failed is
 * sent again, a confirmation not e-mailed yet is sent (docs/decisions/0031-policy-endings.md). Locally
 * scripts/local-scheduler.ts runs it, as Cloud Scheduler would.
 */
export const policyEndings = Object.assign(
  onSchedule(
    { schedule: 'every 5 minutes', region, timeZone: 'Europe/Zagreb', secrets: [sendgridApiKey], retryCount: 0 },
    async () => {
      const { carryOnPolicyEndings } = await loadEndings();
      const carried = await carryOnPolicyEndings();
      if (carried > 0) logger.info('Policy endings carried on', { carried });
    },
  ),
  { loadHandler: loadEndings },
);
