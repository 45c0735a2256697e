import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { gatewayStoreSecret, region, sendgridApiKey } from '../config.js';
import { runPaymentHousekeeping } from '../services/settlement.js';

/**
 * Every two minutes: settle payments the gateway did not notify us of, retry policies and e-mails that failed, refund
 * duplicate payments. The emulator does not run schedules (firebase-tools#2034); the local stack runs this handler
 * on the same beat (scripts/local-scheduler.ts).
 */
export const settlePayments = onSchedule(
  {
    schedule: 'every 2 minutes',
    region,
    timeZone: 'Europe/Zagreb',
    secrets: [gatewayStoreSecret, sendgridApiKey],
    // A run that fails is simply done again by the next one.
    retryCount: 0,
  },
  async () => {
    const report = await runPaymentHousekeeping();
    if (report.failed > 0) logger.error('Payment housekeeping had failures', report);
  },
);
