import { onRequest } from 'firebase-functions/v2/https';
import { bankApiSecret, gatewayStoreSecret, insurerNotifySecret, region, sendgridApiKey } from '../config.js';
import { routeApiRequest } from './api-router.js';

/**
 * The gateway's notification fulfils orders (the insurer, the mail), hence both secrets; the insurer's claim
 * notification is checked with its own secret and may e-mail the drivers; the bank's notification of a slip's money
 * is checked with the bank's, and fulfils too. A reminder's unsubscribe needs none.
 */
export const api = onRequest(
  { region, cors: false, secrets: [gatewayStoreSecret, sendgridApiKey, insurerNotifySecret, bankApiSecret] },
  routeApiRequest,
);
