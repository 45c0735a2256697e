/**
 * A claim after an accident statement was sent (docs/decisions/0018-claims.md): the insurer's states as the driver
 * follows them, the codes the insurer answers with (their texts are ours, in `claims-follow` of each locale), and
 * how a caller proves access. A claim's id is the id of the statement it came from: one statement, one claim.
 */
import { claimAccessTokenPattern } from './claim-access-token.js';
import { fieldErrors } from './field-rules.js';
import type { PartyRole } from './accident-statement.js';
import { statementClientFields, statementIdPattern } from './statement-access.js';
import { displayDateSchema, textSchema } from './validation.js';

/**
 * In the order a claim usually goes. `documents-missing` may come back after `documents-complete` (an assessor asks
 * for more); `disputed` goes back to `offer` when the insurer revises it. `paid` and `declined` are final.
 */
export const claimStates = [
  'received',
  'documents-missing',
  'documents-complete',
  'assessor-appointed',
  'assessed',
  'offer',
  'accepted',
  'disputed',
  'paid',
  'declined',
] as const;
export type ClaimState = (typeof claimStates)[number];

export const finalClaimStates: readonly ClaimState[] = ['paid', 'declined'];
export const isFinalClaimState = (state: ClaimState) => finalClaimStates.includes(state);
/** The states the insurer still moves a claim on from: what the follow-up and the console's waiting filter watch. */
export const openClaimStates: readonly ClaimState[] = claimStates.filter((state) => !isFinalClaimState(state));

/** The states that need the driver (or tell them their money's fate): each sends one e-mail, once. */
export const claimStatesThatEmail: readonly ClaimState[] = [
  'documents-missing',
  'assessor-appointed',
  'offer',
  'paid',
  'declined',
];

/** Documents an insurer may ask for; the driver uploads each as a photo or a PDF. */
export const claimDocumentCodes = [
  'damage-photos',
  'repair-estimate',
  'repair-invoice',
  'police-report',
  'registration-certificate',
  'driving-licence',
  'ownership-proof',
] as const;
export type ClaimDocumentCode = (typeof claimDocumentCodes)[number];

/** What an offer is made of, line by line. */
export const offerItemCodes = ['vehicle-repair', 'towing', 'rental-car', 'value-loss', 'depreciation'] as const;
export type OfferItemCode = (typeof offerItemCodes)[number];

/** Why an insurer declines. */
export const declineReasonCodes = [
  'no-third-party-damage',
  'liability-not-established',
  'policy-not-in-force',
  'damage-not-from-accident',
] as const;
export type DeclineReasonCode = (typeof declineReasonCodes)[number];

/** One state the claim was in, with when it got there (ISO 8601). */
export interface ClaimTimelineEntry {
  state: ClaimState;
  at: string;
}

export interface ClaimAppointment {
  /** ISO 8601 instant (Zagreb's clock shown). */
  at: string;
  /** Where the assessor sees the car; null for a photo assessment. */
  place: string | null;
  photoAssessment: boolean;
  /** ISO 8601, once the driver confirmed it. */
  confirmedAt: string | null;
}

export interface ClaimOffer {
  /** Grows with every offer the insurer makes on this claim: an answer names the revision it answers. */
  revision: number;
  /** Euros. */
  amount: number;
  items: { code: OfferItemCode; amount: number }[];
  /** How the insurer reckoned it, in its own words (a line or two). */
  reckoning: string;
  madeAt: string;
}

export interface ClaimDocumentView {
  documentId: string;
  code: ClaimDocumentCode;
  fileName: string;
  contentType: ClaimDocumentContentType;
  uploadedAt: string;
}

export const claimDocumentContentTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type ClaimDocumentContentType = (typeof claimDocumentContentTypes)[number];

/**
 * Verification of Payee (Regulation (EU) 2024/886), as the insurer's bank answers it before the money goes: the name
 * given is the account holder's; close to it (the bank says the name it holds); not the holder's; or the bank could not
 * check (the payee's bank did not answer).
 */
export const payeeCheckResults = ['match', 'close-match', 'no-match', 'not-possible'] as const;
export type PayeeCheckResult = (typeof payeeCheckResults)[number];

/**
 * The payout. `paidOn` is its day in Zagreb (YYYY-MM-DD); `paidAt` the instant the instant transfer left and
 * `transferReference` the reference the transfer carries, both null on a claim paid before the insurer paid by instant
 * transfer. The IBAN only masked (iban.ts `maskIban`).
 */
export interface ClaimPayment {
  amount: number;
  paidOn: string;
  /** Where the money went, and its reference: for the claimant and staff only, never the other driver. */
  ibanMasked: string | null;
  paidAt: string | null;
  transferReference: string | null;
}

/** What the driver must do next, if anything. */
export type ClaimNextAction = 'upload-documents' | 'confirm-appointment' | 'answer-offer' | null;

/** A claim as a driver (or staff) sees it. */
export interface ClaimView {
  claimId: string;
  claimNumber: string;
  state: ClaimState;
  /** The language the statement was reported in: the claim's e-mails use it. */
  language: 'hr' | 'en';
  /** From the statement: dd/MM/yyyy, HH:mm and the place as typed. */
  accident: { date: string | null; time: string | null; place: string | null };
  /** Each vehicle's plate as on the statement. */
  plates: { role: PartyRole; plate: string | null }[];
  /** The side the insurer pays (the injured party): only that driver answers an offer. */
  claimantRole: PartyRole;
  /** Which side the caller is (a guest proved a side's date of birth; an account owner is the side they drove, or A). */
  you: PartyRole | null;
  timeline: ClaimTimelineEntry[];
  missingDocuments: ClaimDocumentCode[];
  documents: ClaimDocumentView[];
  appointment: ClaimAppointment | null;
  offer: ClaimOffer | null;
  dispute: { reason: string; at: string } | null;
  payment: ClaimPayment | null;
  decline: { reason: DeclineReasonCode } | null;
  nextAction: ClaimNextAction;
  /**
   * In the claimant's own view only: their name as the statement gives it, which the page offers as the account
   * holder's. Absent for the other driver and for staff.
   */
  claimantName?: string;
  /** ISO 8601: the last word from the insurer. */
  updatedAt: string;
}

export const claimIdPattern = statementIdPattern;

export const claimIdSchema = () =>
  textSchema().max(20, fieldErrors.tooLong).matches(claimIdPattern, fieldErrors.invalid).required(fieldErrors.required);

/**
 * Every call on a claim names it; a guest adds the access token `getClaim` gave them for their date of birth, an
 * account owner nothing (the server reads the uid from the call).
 */
export const claimAccessFields = {
  ...statementClientFields,
  claimId: claimIdSchema(),
  accessToken: textSchema()
    .max(43, fieldErrors.tooLong)
    .matches(claimAccessTokenPattern, fieldErrors.invalid)
    .nullable()
    .defined(fieldErrors.required),
};

/** `getClaim`'s own field: the date of birth of either driver on the statement, dd/MM/yyyy. */
export const claimDateOfBirthSchema = () => displayDateSchema().nullable().defined(fieldErrors.required);

/**
 * Wrong dates of birth a claim takes before it answers only to its owner's account or an access token given earlier:
 * the same as the resume link's (docs/decisions/0004-resume-link.md).
 */
export const claimIdentityAttempts = 5;
