import { logger } from 'firebase-functions/logger';
import { insurerNotifySecret } from '../config.js';
import { readClaimNotification } from '../insurer/claim-signature.js';
import { insurerSignatureHeader } from '../insurer/insurer-api.js';
import { applyClaimSnapshot } from '../services/claims.js';
import { DomainError } from '../services/domain-error.js';
import type { ApiHandler } from './api-handler.js';
import { sendApiError } from './api-error-response.js';

/**
 * The insurer's signed word that a claim changed (docs/decisions/0018-claims.md). The signature is checked over the
 * raw body before anything is read from it, and a bad one writes nothing. Applied once however often it comes and in
 * whatever order (only a higher sequence changes the claim), so a duplicate or an older one still answers 200: only
 * a 2xx stops the insurer re-sending. The change's e-mail is sent before we answer, as a function may not work on
 * after its answer; a failed one is the schedule's.
 */
export const insurerClaimNotify: ApiHandler = async (req, res) => {
  const notification = readClaimNotification(
    req.rawBody ?? Buffer.alloc(0),
    req.get(insurerSignatureHeader),
    insurerNotifySecret.value(),
  );
  if (!notification) {
    logger.warn('Claim notification refused: bad signature or body', { contentType: req.get('content-type') });
    sendApiError(res, 400, 'invalid-signature', 'The notification is not signed by the insurer');
    return;
  }
  const { claim } = notification;
  try {
    await applyClaimSnapshot(claim.statementId, claim, 'notification');
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'not-found') throw error;
    logger.warn('Claim notification for a claim we do not have', {
      statementId: claim.statementId,
      claimNumber: claim.claimNumber,
    });
    sendApiError(res, 404, 'not-found', 'No such claim');
    return;
  }
  res.status(200).type('text/plain').send('OK');
};
