import { logger } from 'firebase-functions/logger';
import { bankSignatureHeader } from '../bank/bank-api.js';
import { bank } from '../bank/bank.js';
import { applyBankCredit } from '../services/bank-credits.js';
import { settlePaidOrder } from '../services/fulfilment.js';
import type { ApiHandler } from './api-handler.js';
import { sendApiError } from './api-error-response.js';

/**
 * The bank's camt.054 notification of credits on the collection account. The signature is checked over the raw body
 * before anything is read, and a bad one writes nothing. Each credit is applied once however often and in whatever
 * order it comes (the credit's record is the dedupe), and a slip it paid is fulfilled before we answer, as a
 * function may not work on after its answer. Only a 2xx stops the bank re-sending, so a credit that matches no order
 * still answers 200: it waits in the console's queue.
 */
export const bankNotify: ApiHandler = async (req, res) => {
  const entries = bank().readNotification(
    (req.rawBody ?? Buffer.alloc(0)).toString('utf8'),
    req.get(bankSignatureHeader),
  );
  if (!entries) {
    logger.warn('Bank notification refused: bad signature or body', { contentType: req.get('content-type') });
    sendApiError(res, 400, 'invalid-signature', 'The notification is not signed by the bank');
    return;
  }
  for (const entry of entries) {
    const applied = await applyBankCredit(entry, 'bank-notification');
    logger.info('Bank notification', {
      entryReference: entry.entryReference,
      orderNumber: applied.credit.orderNumber,
      state: applied.credit.state,
      applied: applied.changed,
    });
    // A repeated notification is also the moment to finish an order whose policy or e-mail is still owed.
    const orderNumber =
      applied.paidOrderNumber ?? (applied.credit.state === 'matched' ? applied.credit.orderNumber : null);
    if (orderNumber) await settlePaidOrder(orderNumber);
  }
  res.status(200).type('text/plain').send('OK');
};
