import { logger } from 'firebase-functions/logger';
import { paymentResultParams, sitePathIn, sitePaths, type PaymentErrorReason } from '../contracts/site-paths.js';
import { gateway } from '../payments/gateway.js';
import { withinLimits } from '../services/limit-tokens.js';
import { recordReturn } from '../services/payment-outcomes.js';
import { keepRecord } from '../services/record-keeping.js';
import type { ApiHandler } from './api-handler.js';
import { clientIp, rateLimitSubject } from './client-ip.js';
import { formFields, queryFields } from './form-body.js';

/**
 * The gateway sends the buyer back here (a GET with a signed query; a POST form is read the same way). The return
 * only chooses the page the buyer sees and notes that they are back: it never pays or fulfils anything, because a
 * buyer can type any URL. A relative redirect keeps the buyer on the origin they paid on.
 */
export const paymentReturn: ApiHandler = async (req, res) => {
  // The buyer's browser comes back once per payment; a script replaying returns is sent to the error page.
  if (!(await withinLimits([{ limit: 'orderStatusAddress', subject: rateLimitSubject(clientIp(req)) }]))) {
    res.redirect(303, `${sitePaths.paymentError}?${paymentResultParams.reason}=error`);
    return;
  }
  const fields = req.method === 'POST' ? formFields(req) : queryFields(req);
  const back = fields ? gateway().readReturn(fields) : null;
  res.set('Cache-Control', 'no-store');
  if (!back) {
    logger.warn('Payment return refused: not signed by the gateway', { query: req.originalUrl.slice(0, 300) });
    res.redirect(303, `${sitePaths.paymentError}?${paymentResultParams.reason}=error`);
    return;
  }
  // The buyer is shown where the payment stands whether or not the note is kept; settling asks the gateway anyway.
  await keepRecord('payment-return', () => recordReturn(back.orderNumber, back.outcome));
  const order = `${paymentResultParams.order}=${encodeURIComponent(back.orderNumber)}`;
  // The language the payment was started in, which the gateway signs back: an English buyer lands on the English page.
  const pageFor = (path: string) => sitePathIn(back.language, path);
  if (back.outcome === 'approved') {
    res.redirect(303, `${pageFor(sitePaths.paymentSuccess)}?${order}`);
    return;
  }
  const reason: PaymentErrorReason = back.outcome;
  res.redirect(303, `${pageFor(sitePaths.paymentError)}?${order}&${paymentResultParams.reason}=${reason}`);
};
