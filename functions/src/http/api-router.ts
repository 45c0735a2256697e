import { logger } from 'firebase-functions/logger';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { apiPaths, bankNotifyPath, unsubscribeRemindersPath, type ApiPath } from '../contracts/call-names.js';
import { loadOnce } from '../load-once.js';
import type { ApiHandler } from './api-handler.js';
import { sendApiError } from './api-error-response.js';

type Method = 'GET' | 'POST';

/**
 * A route's handler, imported by the route's first request rather than with the entry: a payment return, say, never
 * loads the fulfilment and PDF code of the notification.
 */
type LoadHandler = () => Promise<ApiHandler>;

const paymentReturn = loadOnce(async () => (await import('./payment-return.js')).paymentReturn);
const unsubscribeReminders = loadOnce(async () => (await import('./unsubscribe-reminders.js')).unsubscribeReminders);

/** Exported for scripts/bench-cold-start.ts, which times what each route's first request loads. */
export const apiRoutes: Partial<
  Record<ApiPath | typeof unsubscribeRemindersPath | typeof bankNotifyPath, Partial<Record<Method, LoadHandler>>>
> = {
  [apiPaths.health]: { GET: loadOnce(async () => (await import('./health.js')).health) },
  [apiPaths.checkTelematicsOnlyVehicle]: {
    POST: loadOnce(async () => (await import('./check-telematics-only-vehicle.js')).checkTelematicsOnlyVehicle),
  },
  [apiPaths.validateReferral]: {
    POST: loadOnce(async () => (await import('./validate-referral.js')).validateReferral),
  },
  [apiPaths.paymentReturn]: { GET: paymentReturn, POST: paymentReturn },
  [apiPaths.paymentNotify]: { POST: loadOnce(async () => (await import('./payment-notify.js')).paymentNotify) },
  [apiPaths.policyPdf]: { POST: loadOnce(async () => (await import('./policy-pdf.js')).policyPdf) },
  [unsubscribeRemindersPath]: {
    GET: unsubscribeReminders,
    POST: unsubscribeReminders,
  },
  [apiPaths.insurerClaimNotify]: {
    POST: loadOnce(async () => (await import('./insurer-claim-notify.js')).insurerClaimNotify),
  },
  [bankNotifyPath]: { POST: loadOnce(async () => (await import('./bank-notify.js')).bankNotify) },
};

/** Dispatches `/api/**` requests by path and method; unknown paths get 404, known paths with another method 405. */
export async function routeApiRequest(req: Request, res: Response): Promise<void> {
  const path = req.path.replace(/\/+$/, '') as keyof typeof apiRoutes;
  const byMethod = apiRoutes[path];
  if (!byMethod) {
    sendApiError(res, 404, 'not-found', `No API route ${req.path}`);
    return;
  }
  const loadHandler = byMethod[req.method as Method];
  if (!loadHandler) {
    res.set('Allow', Object.keys(byMethod).join(', '));
    sendApiError(res, 405, 'method-not-allowed', `${req.method} is not allowed on ${path}`);
    return;
  }
  try {
    const handler = await loadHandler();
    await handler(req, res);
  } catch (error) {
    logger.error('Unhandled API error', { path, error });
    if (!res.headersSent) sendApiError(res, 500, 'internal', 'Internal error');
  }
}
