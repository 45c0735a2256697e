import { logger } from 'firebase-functions';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { apiPaths, type ApiPath } from '../contracts/call-names.js';
import type { ApiHandler } from './api-handler.js';
import { sendApiError } from './api-error-response.js';
import { checkTelematicsOnlyVehicle } from './check-telematics-only-vehicle.js';
import { health } from './health.js';
import { paymentNotify } from './payment-notify.js';
import { paymentReturn } from './payment-return.js';
import { policyPdf } from './policy-pdf.js';
import { validateReferral } from './validate-referral.js';

type Method = 'GET' | 'POST';

const routes: Partial<Record<ApiPath, Partial<Record<Method, ApiHandler>>>> = {
  [apiPaths.health]: { GET: health },
  [apiPaths.checkTelematicsOnlyVehicle]: { POST: checkTelematicsOnlyVehicle },
  [apiPaths.validateReferral]: { POST: validateReferral },
  [apiPaths.paymentReturn]: { GET: paymentReturn, POST: paymentReturn },
  [apiPaths.paymentNotify]: { POST: paymentNotify },
  [apiPaths.policyPdf]: { POST: policyPdf },
};

/** Dispatches `/api/**` requests by path and method; unknown paths get 404, known paths with another method 405. */
export async function routeApiRequest(req: Request, res: Response): Promise<void> {
  const path = req.path.replace(/\/+$/, '') as ApiPath;
  const byMethod = routes[path];
  if (!byMethod) {
    sendApiError(res, 404, 'not-found', `No API route ${req.path}`);
    return;
  }
  const handler = byMethod[req.method as Method];
  if (!handler) {
    res.set('Allow', Object.keys(byMethod).join(', '));
    sendApiError(res, 405, 'method-not-allowed', `${req.method} is not allowed on ${path}`);
    return;
  }
  try {
    await handler(req, res);
  } catch (error) {
    logger.error('Unhandled API error', { path, error });
    if (!res.headersSent) sendApiError(res, 500, 'internal', 'Internal error');
  }
}
