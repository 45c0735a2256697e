import { callNames } from '../contracts/call-names.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const sendCreateOfferRequest = defineCallable(
  callNames.sendCreateOfferRequest,
  async () => (await import('../contracts/send-create-offer-request.js')).offerRequestSchema,
  async () => (await import('../services/offer-requests.js')).sendOfferRequest,
  { limits: byAddress('offerRequestAddress') },
);
