/**
 * `answerClaimOffer`: the claimant accepts the insurer's offer with the IBAN to pay it into, or disputes it with a
 * reason. The answer names the offer's revision it answers, so an answer to an offer the insurer has since revised is
 * refused rather than applied to the new one. The IBAN goes to the insurer; we keep it masked only.
 *
 * An accept follows the bank's check of the account (check-claim-payee.ts) for the same IBAN and name, names it by its
 * token and says what the driver made of its answer: the name confirmed (the bank's on `close-match`), and on
 * `no-match` or `not-possible` that they read the warning and go on.
 */
import * as yup from 'yup';
import { claimAccessFields, type ClaimView } from './claim.js';
import { fieldErrors } from './field-rules.js';
import { payeeCheckTokenSchema, payeeNameMaxLength, payeeNameSchema } from './check-claim-payee.js';
import { ibanSchema } from './iban.js';
import { multilineTextSchema, textSchema } from './validation.js';

export const claimOfferAnswers = ['accept', 'dispute'] as const;
export type ClaimOfferAnswer = (typeof claimOfferAnswers)[number];

export const answerClaimOfferRequestSchema = yup
  .object({
    ...claimAccessFields,
    offerRevision: yup.number().integer(fieldErrors.invalid).min(1, fieldErrors.invalid).required(fieldErrors.required),
    answer: textSchema().oneOf(claimOfferAnswers, fieldErrors.invalid).required(fieldErrors.required),
    /** The account to pay into, with `accept` only. */
    iban: textSchema().when('answer', {
      is: 'accept',
      then: () => ibanSchema(),
      otherwise: (schema) => schema.oneOf([undefined], fieldErrors.invalid),
    }),
    /** The account holder's name as it was checked, with `accept` only. */
    payeeName: textSchema().when('answer', {
      is: 'accept',
      then: () => payeeNameSchema(),
      otherwise: (schema) => schema.oneOf([undefined], fieldErrors.invalid),
    }),
    /** The token `checkClaimPayee` answered for this IBAN and name, with `accept` only. */
    payeeCheckToken: textSchema().when('answer', {
      is: 'accept',
      then: () => payeeCheckTokenSchema().required(fieldErrors.required),
      otherwise: (schema) => schema.oneOf([undefined], fieldErrors.invalid),
    }),
    /**
     * The name the driver confirmed: the one checked, or on `close-match` the one the bank holds, which is the bank's to
     * write and is only compared with what the check kept.
     */
    confirmedPayeeName: textSchema().when('answer', {
      is: 'accept',
      then: (schema) => schema.max(payeeNameMaxLength, fieldErrors.tooLong).required(fieldErrors.required),
      otherwise: (schema) => schema.oneOf([undefined], fieldErrors.invalid),
    }),
    /** The driver goes on though the bank found another holder or could not check: true is required then. */
    payeeRiskAcknowledged: yup.boolean().when('answer', {
      is: 'accept',
      then: (schema) => schema.required(fieldErrors.required),
      otherwise: (schema) => schema.oneOf([undefined], fieldErrors.invalid),
    }),
    /** Why the driver disputes the offer, in their own words, with `dispute` only. */
    reason: multilineTextSchema().when('answer', {
      is: 'dispute',
      then: (schema) => schema.trim().max(2000, fieldErrors.tooLong).required(fieldErrors.required),
      otherwise: (schema) => schema.oneOf([undefined], fieldErrors.invalid),
    }),
  })
  .noUnknown(fieldErrors.invalid);
export type AnswerClaimOfferRequest = yup.InferType<typeof answerClaimOfferRequestSchema>;
export interface AnswerClaimOfferResponse {
  claim: ClaimView;
}
