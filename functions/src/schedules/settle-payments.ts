import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { bankApiSecret, gatewayStoreSecret, region, sendgridApiKey } from '../config.js';
import { loadOnce } from '../load-once.js';

/** The housekeeping needs Firestore, the gateway and fulfilment: the first run imports it, not the entry. */
const loadHousekeeping = loadOnce(() => import('../services/settlement.js'));

/**
 * Every two minutes: read back the bank's credits, settle payments the gateway did not notify us of, give up slips
 * whose price no longer holds, retry policies and e-mails that failed, refund
 * duplicate payments. The emulator does not run schedules (firebase-tools#2034); the local stack runs this handler
 * on the same beat (scripts/local-scheduler.ts). Carries `loadHandler` for scripts/bench-cold-start.ts to time.
 */
export const settlePayments = Object.assign(
  onSchedule(
    {
      schedule: 'every 2 minutes',
      region,
      timeZone: 'Europe/Zagreb',
      // The bank's, for reading back the credits a lost notification did not bring.
      secrets: [gatewayStoreSecret, sendgridApiKey, bankApiSecret],
      // A run that fails is simply done again by the next one.
      retryCount: 0,
    },
    async () => {
      const { runPaymentHousekeeping } = await loadHousekeeping();
      const report = await runPaymentHousekeeping();
      if (report.failed > 0) logger.error('Payment housekeeping had failures', report);
    },
  ),
  { loadHandler: loadHousekeeping },
);
