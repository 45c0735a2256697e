import { callNames } from '@contracts/call-names';
import type { AnswerClaimOfferRequest, AnswerClaimOfferResponse } from '@contracts/answer-claim-offer';
import { callFunction, type CallRequest } from './call-function';

/** Accepts the offer with the IBAN to pay it into, or disputes it with a reason; names the offer's revision it answers. */
export const answerClaimOffer = (request: CallRequest<AnswerClaimOfferRequest>) =>
  callFunction<AnswerClaimOfferRequest, AnswerClaimOfferResponse>(callNames.answerClaimOffer, request);
