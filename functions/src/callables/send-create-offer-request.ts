import { callNames } from '../contracts/call-names.js';
import { offerRequestSchema } from '../contracts/send-create-offer-request.js';
import { sendOfferRequest } from '../services/offer-requests.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const sendCreateOfferRequest = defineCallable(
  callNames.sendCreateOfferRequest,
  offerRequestSchema,
  sendOfferRequest,
  { limits: byAddress('offerRequestAddress') },
);
