import { callNames } from '../contracts/call-names.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const answerClaimOffer = defineCallable(
  callNames.answerClaimOffer,
  async () => (await import('../contracts/answer-claim-offer.js')).answerClaimOfferRequestSchema,
  async () => (await import('../services/claim-actions.js')).answerClaimOffer,
  {
    limits: byAddress('claimActionAddress'),
  },
);
