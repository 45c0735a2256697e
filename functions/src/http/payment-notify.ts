import { logger } from 'firebase-functions/logger';
import { gateway } from '../payments/gateway.js';
import { settlePaidOrder } from '../services/fulfilment.js';
import { applyGatewayResult, UnmatchedPayment } from '../services/payment-outcomes.js';
import type { ApiHandler } from './api-handler.js';
import { sendApiError } from './api-error-response.js';
import { formFields } from './form-body.js';

/**
 * The gateway's server-to-server word on a payment. Verified before anything is read from it; applied once however
 * often it comes; then the paid order is fulfilled before we answer, because a function may not work on after its
 * answer. Only a 2xx stops the gateway re-sending, so a failure we can recover from later (the insurer is down) still
 * answers 200: the order remembers what is left to do.
 */
export const paymentNotify: ApiHandler = async (req, res) => {
  const fields = formFields(req);
  const notification = fields ? gateway().readNotification(fields) : null;
  if (!notification) {
    logger.warn('Payment notification refused: bad signature or fields', {
      orderNumber: fields?.order_number?.slice(0, 40),
      contentType: req.get('content-type'),
    });
    sendApiError(res, 400, 'invalid-signature', 'The notification is not signed by the gateway');
    return;
  }
  let applied;
  try {
    applied = await applyGatewayResult({ ...notification, at: notification.transactionTime, source: 'notification' });
  } catch (error) {
    if (!(error instanceof UnmatchedPayment)) throw error;
    logger.warn('Payment notification refused: it matches no order', {
      orderNumber: notification.orderNumber,
      reason: error.reason,
      error: error.message,
    });
    sendApiError(res, error.reason === 'unknown-order' ? 404 : 409, 'unmatched-payment', error.message);
    return;
  }
  logger.info('Payment notification', {
    orderNumber: notification.orderNumber,
    outcome: notification.outcome,
    applied: applied.changed,
  });
  // A repeated notification is also the moment to finish an order whose policy or e-mail is still owed.
  if (applied.order.state === 'paid') await settlePaidOrder(notification.orderNumber);
  res.status(200).type('text/plain').send('OK');
};
