/**
 * `checkClaimPayee`: before the claimant accepts the offer, the insurer's bank checks the account holder's name against
 * the IBAN (Verification of Payee, Regulation (EU) 2024/886), as every euro-area bank does before a transfer. The
 * answer is recorded on the claim, and the accept names it by the check's token and says what the driver made of it
 * (answer-claim-offer.ts). The IBAN goes to the insurer; we keep it masked only.
 *
 * A call of its own rather than a first step of `answerClaimOffer`: the driver sees the bank's answer and decides on it
 * (accept with the bank's name, correct, go on despite a warning) before anything is accepted, as in a bank's app.
 */
import * as yup from 'yup';
import { claimAccessTokenPattern } from './claim-access-token.js';
import { claimAccessFields, type PayeeCheckResult } from './claim.js';
import { fieldErrors } from './field-rules.js';
import { ibanSchema } from './iban.js';
import { detailsErrors } from './policyholder.js';
import { printedLetter } from './printed-text.js';
import { textMatches, textSchema } from './validation.js';

/** A SEPA transfer carries at most 70 characters of the payee's name. */
export const payeeNameMaxLength = 70;

/**
 * The account holder as a bank holds them: a person ("Ivana Horvat-Kovač", "IVANA M. HORVAT") or a firm that owns the
 * car ("Auto Centar 2000 d.o.o."): letters, with digits and the punctuation names use.
 */
export const payeeNamePattern = new RegExp(
  String.raw`^(?=.*${printedLetter})(?:${printedLetter}|[\d .,&'’()/-])+$`,
  'u',
);

/** What goes to the bank, and what is compared: trimmed, inner runs of spaces collapsed. */
export const cleanPayeeName = (typed: string) => typed.trim().replace(/\s+/g, ' ');

export const payeeNameSchema = () =>
  textSchema()
    .trim()
    .max(payeeNameMaxLength, fieldErrors.tooLong)
    .test('name', detailsErrors.name, textMatches(payeeNamePattern))
    .required(fieldErrors.required);

/** The check's token, handed to the tab that asked: 32 random bytes, base64url, as a claim's access token. */
export const payeeCheckTokenSchema = () =>
  textSchema().max(43, fieldErrors.tooLong).matches(claimAccessTokenPattern, fieldErrors.invalid);

export const checkClaimPayeeRequestSchema = yup
  .object({
    ...claimAccessFields,
    iban: ibanSchema(),
    /** The account holder's name as the driver typed it (the page offers the claimant's name from the statement). */
    payeeName: payeeNameSchema(),
  })
  .noUnknown(fieldErrors.invalid);
export type CheckClaimPayeeRequest = yup.InferType<typeof checkClaimPayeeRequestSchema>;

/** Checks a claim's account takes in a day: a driver correcting a name a few times, not a script learning who holds which IBAN. */
export const payeeChecksPerDay = 10;
/** How long a check answers for the account: the accept must follow it, as a bank's payment follows its check. */
export const payeeCheckLifetimeMinutes = 30;

export interface ClaimPayeeCheck {
  /** Sent back with the accept; only this tab has it, and only its hash is kept. */
  checkToken: string;
  result: PayeeCheckResult;
  /** The name the bank holds, on `close-match` only: the driver may accept with it. */
  bankHeldName: string | null;
  ibanMasked: string;
  /** The name checked, as it went to the bank. */
  payeeName: string;
  /** ISO 8601. */
  checkedAt: string;
}

export interface CheckClaimPayeeResponse {
  check: ClaimPayeeCheck;
}
