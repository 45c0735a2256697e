/**
 * The insurer's (Groupama's) HTTP API as this product uses it: JSON over HTTPS, one operation per path.
 * The typed client (insurer-client.ts) and the mock server (mock/) both follow this file; in production
 * only the base URL differs. Dates on this wire are ISO `YYYY-MM-DD`; amounts are euros with two decimals.
 */

import type { AccidentStatementView, PartyRole } from '../contracts/accident-statement.js';
import type {
  ClaimAppointment,
  ClaimDocumentCode,
  ClaimDocumentContentType,
  ClaimOffer,
  ClaimState,
  ClaimTimelineEntry,
  DeclineReasonCode,
  PayeeCheckResult,
} from '../contracts/claim.js';
import type { EndorsementRefusal } from '../contracts/policy-details.js';
import type { CoverCode } from '../contracts/covers.js';
import type { PolicyEndDocumentCode, PolicyEndReason, PolicyEndRefusal } from '../contracts/policy-ending.js';
import type { PaymentPlan } from '../contracts/payment-plan.js';

export const insurerPaths = {
  vehicleLookup: '/v1/vehicles/lookup',
  pricing: '/v1/pricing',
  offerRequests: '/v1/offer-requests',
  policies: '/v1/policies',
  discountStatus: '/v1/discounts/status',
  claims: '/v1/claims',
  claimStatus: '/v1/claims/status',
  claimDocuments: '/v1/claims/documents',
  claimAppointmentConfirmation: '/v1/claims/appointment-confirmation',
  claimOfferAnswer: '/v1/claims/offer-answer',
  claimPayeeVerification: '/v1/claims/payee-verification',
  policyCancellations: '/v1/policies/cancellations',
  policyCancellationDocuments: '/v1/policies/cancellations/documents',
  policyEndorsements: '/v1/policies/endorsements',
} as const;

/**
 * The mock's own control path (never part of the insurer's API): `POST /_mock/faults` with
 * `{ path, fault, count }` makes the next `count` calls of that operation suffer `fault`, so a test can take the
 * insurer down for a call the functions make themselves (a policy issue after payment, say).
 */
export const mockFaultsPath = '/_mock/faults';
/**
 * The mock's other control path: `GET /_mock/requests` answers how many requests each operation has received since
 * the mock started, so a test can see that the functions did not call the insurer at all (a circuit breaker open).
 */
export const mockRequestsPath = '/_mock/requests';

/**
 * The mock's claim controls (never part of the insurer's API), for tests and demos:
 * - `POST /_mock/claims/advance { claimNumber }` moves the claim to its next state now, as if its clock had run;
 * - `POST /_mock/claims/notifications { mode }` sets how the next notifications travel: `normal`, `drop` (none is
 *   sent: the scheduler's status query must find the change), `duplicate` (each sent three times at once) or
 *   `reverse` (held back until two are held, then sent newest first; leaving `reverse` sends what it still holds).
 *   The mode holds until it is set again.
 */
export const mockClaimAdvancePath = '/_mock/claims/advance';
export const mockClaimNotificationsPath = '/_mock/claims/notifications';
export type MockClaimNotificationMode = 'normal' | 'drop' | 'duplicate' | 'reverse';

/** Header the mock honours to inject a fault into any operation (never sent in production). */
export const mockFaultHeader = 'x-mock-fault';
/** `500`/`503`: that status; `timeout`: no answer for 30 s; `malformed`: a 200 whose body is not JSON; `latency=<ms>`: a delay before the normal answer. */
export type MockFault = '500' | '503' | 'timeout' | 'malformed' | `latency=${number}`;

/** Error body of every non-2xx answer. */
export interface InsurerError {
  responseStatus: 'error';
  errorCode: 'vehicle-not-found' | 'high-risk-vehicle' | 'invalid-request' | 'internal-error';
  message: string;
}

// POST /v1/vehicles/lookup ─────────────────────────────────────────────────────────────────────────
/** Exactly one of the two is sent. The plate is already normalised (no spaces or hyphens, upper case, Croatian letters). */
export interface InsurerVehicleLookupRequest {
  licensePlate?: string;
  vin?: string;
}

/** The register's record. Fields the register does not have are null. Owner fields must never leave our functions. */
export interface InsurerVehicleInfo {
  licensePlate: string | null;
  vin: string | null;
  brandCode: string | null;
  manufacturer: string | null;
  model: string | null;
  typeDescription: string | null;
  yearOfManufacture: number | null;
  enginePowerInKw: number | null;
  registrationExpiryDate: string | null;
  /** 'PROBA' for a trial plate, 'REGULAR' otherwise; null when unknown. */
  licensePlateType: 'PROBA' | 'REGULAR' | null;
  /** 'M1' or '1' is a personal car; others e.g. 'N1' (van), 'L3' (motorcycle). */
  categoryDesc: string | null;
  ownerName: string | null;
  ownerPersonalIdentificationNumber: string | null;
  ownerAddress: string | null;
}

/** 200. 404 with `vehicle-not-found`; 422 with `high-risk-vehicle` when the insurer does not insure the vehicle online. */
export interface InsurerVehicleLookupResponse {
  responseStatus: 'success';
  vehicleInfos: InsurerVehicleInfo[];
}

// POST /v1/pricing ───────────────────────────────────────────────────────────────────────────────────
export interface InsurerPricingRequest {
  licensePlate?: string;
  vin?: string;
  /** Details the customer completed when the register lacks them; they override missing register fields only. */
  vehicleDetails?: {
    manufacturer?: string;
    model?: string;
    yearOfManufacture?: number;
    enginePowerInKw?: number;
  };
  driver: { dateOfBirth: string; personalIdentificationNumber: string };
  policyStartDate: string;
}

export interface InsurerPremiumCover {
  coverCode: CoverCode;
  /** Annual premium including premium tax, before the bonus-malus and any discount. */
  grossPremiumAmt: number;
  /** What the customer pays for this cover (after bonus-malus and zone discount), premium tax included. */
  discountedPrice: number;
  /** Premium tax basis of `discountedPrice` (the net premium). */
  taxBasisAmt: number;
  /**
   * What the customer pays for this cover paid at once: `discountedPrice` less the insurer's one-payment discount,
   * premium tax included. `discountedPrice` is the price paid in instalments (docs/decisions/0019-payment-plans.md).
   */
  singlePaymentPrice: number;
}

export interface InsurerZoneDiscount {
  code: string;
  discountAmount: number;
  discountAmountType: 'percent' | 'amount';
}

/** 200 with every cover priced (MTPL and the six add-ons), so covers can be toggled without pricing again. 404 / 422 as for lookup. */
export interface InsurerPricingResponse {
  responseStatus: 'success';
  premiumCovers: InsurerPremiumCover[];
  /** Applied already inside the MTPL `discountedPrice`; null when the registration area has none. */
  discountZone: InsurerZoneDiscount | null;
  /** Kinds of discount the customer may still add on this quote. */
  discountOptions: ('code' | 'vehicle')[];
  bonusMalusClass: number;
  /** The bonus (negative) or malus (positive) applied to MTPL, in percent. */
  bonusMalusPercent: number;
  estimatedVehicleValueInEuros: number;
  /** The insurer's reference of this calculation; policy issue quotes it. */
  calculationId: string;
  /** The last day (ISO date, Zagreb) the insurer issues a policy at this price: a slip paid later buys nothing. */
  validUntil: string;
  /** What the register says of the vehicle priced, as lookup answers it: the product sells personal cars only. */
  vehicle: Pick<InsurerVehicleInfo, 'categoryDesc' | 'licensePlateType'>;
}

// POST /v1/offer-requests ────────────────────────────────────────────────────────────────────────────
export interface InsurerOfferRequest {
  vin: string | null;
  licensePlate: string | null;
  driverBirthDate: string;
  driverPin: string;
  driverPhone: string;
  driverEmail: string;
  platform: 'web';
  referrerId: string | null;
  referralIndividualId: string | null;
  registrationExpiryDate: string | null;
  isLicensePlateTypePROBA: boolean;
  policyAccepted: boolean;
  wipId: string | null;
}

/** 201. */
export interface InsurerOfferResponse {
  responseStatus: 'success';
  offerRequestId: string;
}

// POST /v1/policies ──────────────────────────────────────────────────────────────────────────────────
export interface InsurerPolicyRequest {
  calculationId: string;
  coverCodes: CoverCode[];
  /** ISO 8601 instants with their offset: cover runs from the minute of payment (or midnight of a later start day). */
  policyStartsAt: string;
  policyEndsAt: string;
  /** Total the customer paid, euros. */
  paidAmount: number;
  paymentReference: string;
  /** How it was paid: at once (the one-payment discount applies) or in `count` card instalments. */
  paymentPlan: PaymentPlan;
  policyholder: {
    firstName: string;
    lastName: string;
    personalIdentificationNumber: string;
    dateOfBirth: string;
    email: string;
    phone: string;
    address: string;
    houseNumber: string;
    postalCode: string;
    city: string;
    country: string;
  };
}

/** 201. The same `paymentReference` twice returns the first policy (idempotent). */
export interface InsurerPolicyResponse {
  responseStatus: 'success';
  /** The number printed on the policy and quoted in claims. */
  policyNumber: string;
  policyControlNumber: string;
  policyTransactionId: string;
  /** The product's name as the insurer's tariff has it; who the insurer is, is ours to state (contracts/trader-identity). */
  productName: string;
  /** Statutory minimum sums insured per claim, euros. */
  minimumSumsInsured: { personalInjury: number; propertyDamage: number };
  territorialScope: 'green-card-system';
  /**
   * The international motor insurance card (green card) issued with the policy: the issuing country's code, the
   * insurer's code with its bureau (HUO), and the card's number. Printed on the green card PDF as `HR/<insurerCode>/<number>`.
   */
  greenCard: { countryCode: 'HR'; insurerCode: string; cardNumber: string };
}

// POST /v1/discounts/status ──────────────────────────────────────────────────────────────────────────
export interface InsurerDiscountStatusRequest {
  licensePlate: string;
}

/** 200. Discounts the insurer grants to a vehicle (e.g. a fleet or loyalty agreement), independent of coupons. */
export interface InsurerDiscountStatusResponse {
  responseStatus: 'success';
  vehicleDiscount: { valueInEuros: number; licensePlate: string; type: 'vehicle' } | null;
}

// POST /v1/claims ────────────────────────────────────────────────────────────────────────────────────
/**
 * A locked European accident statement in which a vehicle is insured with the insurer, as a claim. Photos travel in
 * the request as base64 (at most 16 of ~400 kB), with the SHA-256 the statement's lock covers, so the insurer holds
 * the same bytes the drivers saw and can check them against the lock without calling us back.
 */
export interface InsurerClaimRequest {
  /** Our statement's id: the same id again answers the first claim (idempotent). */
  statementId: string;
  /** The SHA-256 of the statement's canonical content and when it was taken (ISO 8601). */
  lockHash: string;
  lockedAt: string;
  /** The statement's vehicles insured with the insurer. */
  policies: { role: PartyRole; policyNumber: string; licensePlate: string }[];
  statement: AccidentStatementView;
  /** The signed statement's PDF, base64. */
  pdf: string;
  photos: { role: PartyRole; photoId: string; contentType: string; sha256: string; data: string }[];
}

/** 201. */
export interface InsurerClaimResponse {
  responseStatus: 'success';
  /** The number the driver quotes, e.g. `ŠT-2026-004217`. */
  claimNumber: string;
  /** ISO 8601. */
  receivedAt: string;
}

/**
 * A claim as the insurer holds it: the whole of it in every notification and every answer, so a receiver that missed
 * one or got them out of order needs only the one with the highest `sequence`.
 */
export interface InsurerClaimSnapshot {
  claimNumber: string;
  statementId: string;
  /** Grows by one with every change of the claim. */
  sequence: number;
  state: ClaimState;
  /** The side the insurer pays (the injured party's); the side insured with us otherwise. */
  claimantRole: PartyRole;
  /** Every state the claim was in, oldest first (ISO 8601). */
  timeline: ClaimTimelineEntry[];
  /** What the insurer still needs (empty unless `documents-missing`). */
  missingDocuments: ClaimDocumentCode[];
  /** The documents it has received, by our id. */
  receivedDocuments: { documentId: string; code: ClaimDocumentCode; receivedAt: string }[];
  appointment: ClaimAppointment | null;
  offer: ClaimOffer | null;
  dispute: { reason: string; at: string } | null;
  /**
   * `paidOn` is a date (YYYY-MM-DD); the IBAN comes back masked (contracts/iban.ts `maskIban`). The insurer pays by
   * instant transfer: `paidAt` is the instant the transfer left (ISO 8601) and `transferReference` the reference it
   * carries, which the payee's bank shows. A snapshot stored before the insurer paid that way has neither.
   */
  payment: {
    amount: number;
    paidOn: string;
    ibanMasked: string;
    paidAt?: string;
    transferReference?: string;
  } | null;
  decline: { reason: DeclineReasonCode } | null;
  /** ISO 8601: the latest change. */
  changedAt: string;
}

/** Every answer about a claim (200, or 201 for a document). 404 `invalid-request` for an unknown claim number. */
export interface InsurerClaimAnswer {
  responseStatus: 'success';
  claim: InsurerClaimSnapshot;
}

// POST /v1/claims/status ─────────────────────────────────────────────────────────────────────────────
/** The claim as it stands: what the scheduler asks when a notification is overdue, and staff ask from the console. */
export interface InsurerClaimStatusRequest {
  claimNumber: string;
}

// POST /v1/claims/documents ──────────────────────────────────────────────────────────────────────────
/** A document the insurer asked for. The same `documentId` twice is received once. */
export interface InsurerClaimDocumentRequest {
  claimNumber: string;
  documentId: string;
  code: ClaimDocumentCode;
  fileName: string;
  contentType: ClaimDocumentContentType;
  sha256: string;
  /** base64 */
  data: string;
}

// POST /v1/claims/appointment-confirmation ───────────────────────────────────────────────────────────
export interface InsurerClaimAppointmentConfirmationRequest {
  claimNumber: string;
}

// POST /v1/claims/offer-answer ───────────────────────────────────────────────────────────────────────
/**
 * The claimant's answer to the offer of `offerRevision`. 409 `invalid-request` when that is not the current offer or
 * the claim is not in `offer`. The IBAN travels whole (the insurer pays into it) and comes back masked. An accept
 * names the payee verification of that IBAN (below) and the name the claimant confirmed: the one verified, or the
 * bank's on `close-match`; 409 otherwise.
 */
export type InsurerClaimOfferAnswerRequest = { claimNumber: string; offerRevision: number } & (
  | { answer: 'accept'; iban: string; payeeName: string; payeeVerificationId: string }
  | { answer: 'dispute'; reason: string }
);

// POST /v1/claims/payee-verification ─────────────────────────────────────────────────────────────
/**
 * Verification of Payee (Regulation (EU) 2024/886): the insurer's bank checks the name against the IBAN before the
 * claim is paid into it, as it must before every transfer. The IBAN travels whole; the answer holds none of it. 200; 404 for an unknown claim; 409 when the claim has no open offer.
 */
export interface InsurerClaimPayeeVerificationRequest {
  claimNumber: string;
  iban: string;
  name: string;
}

export interface InsurerClaimPayeeVerification {
  /** The insurer's id of this check: an accept names it. */
  verificationId: string;
  result: PayeeCheckResult;
  /** The name the bank holds, on `close-match` only. */
  bankHeldName: string | null;
  /** ISO 8601. */
  checkedAt: string;
}

export interface InsurerClaimPayeeVerificationAnswer {
  responseStatus: 'success';
  verification: InsurerClaimPayeeVerification;
}

// POST /v1/policies/cancellations ───────────────────────────────────────────────────────────────────
/**
 * A policy ended early: withdrawn within the distance-contract period, or cancelled because the car was sold,
 * deregistered, stolen, destroyed or exported (contracts/policy-ending.ts). The insurer decides under its terms
 * whether, from when and with what refund. The request repeats what the insurer holds of the policy (its dates, what
 * was paid, the car), so that an answer never depends on which of its systems holds the sale.
 */
export interface InsurerPolicyCancellationRequest {
  /** Ours: the same id again answers the first decision, and never ends the policy twice (idempotent). */
  cancellationId: string;
  policyNumber: string;
  licensePlate: string | null;
  vin: string | null;
  /** ISO 8601 instants: when the policy was issued (concluded), starts and ends. */
  issuedAt: string;
  policyStartsAt: string;
  policyEndsAt: string;
  /** What the policyholder paid for the policy, euros. */
  paidAmount: number;
  paymentPlan: PaymentPlan;
  reason: PolicyEndReason;
  /** YYYY-MM-DD: the day the car was sold, deregistered… For a withdrawal, the day it was asked. */
  effectiveDate: string;
  /** The proof sent with the request, base64 with its SHA-256, as claim documents travel. */
  documents: InsurerPolicyEndDocument[];
}

export interface InsurerPolicyEndDocument {
  /** Ours: the same id twice is received once. */
  documentId: string;
  code: PolicyEndDocumentCode;
  fileName: string;
  contentType: ClaimDocumentContentType;
  sha256: string;
  /** base64 */
  data: string;
}

/** The insurer's decision on a cancellation, the whole of it in every answer. */
export interface InsurerPolicyCancellation {
  cancellationId: string;
  policyNumber: string;
  /** `documents-missing`: it waits for `missingDocuments`, sent to the documents path; the others are final. */
  state: 'accepted' | 'documents-missing' | 'refused';
  missingDocuments: PolicyEndDocumentCode[];
  refusal: PolicyEndRefusal | null;
  /** ISO 8601: the instant the cover ends (accepted only). */
  coverEndsAt: string | null;
  /** Euros, tax included, the policyholder gets back (accepted only; 0 when the insurer keeps the whole premium). */
  refundAmount: number | null;
  /** The bonus-malus class the policyholder takes to the next insurer (accepted only). */
  bonusMalusClass: number | null;
  /** ISO 8601: the latest change. */
  decidedAt: string;
}

/**
 * 201 for a new cancellation, 200 for one the insurer has; 404 `invalid-request` for a policy it does not know; 409
 * `invalid-request` for a policy another cancellation has ended already.
 */
export interface InsurerPolicyCancellationAnswer {
  responseStatus: 'success';
  cancellation: InsurerPolicyCancellation;
}

// POST /v1/policies/cancellations/documents ─────────────────────────────────────────────────────────
/**
 * A document the insurer asked for: 201 when received, 200 for a `documentId` it has. 404 for an unknown
 * cancellation; 409 when it waits for no document, or not for this one. All `invalid-request`.
 */
export interface InsurerPolicyCancellationDocumentRequest {
  cancellationId: string;
  document: InsurerPolicyEndDocument;
}

// POST /v1/policies/endorsements ────────────────────────────────────────────────────────────────────
/**
 * A change to a running policy the insurer must record, answered with an endorsement (*dodatak polici*): today the
 * policyholder's address, which the policy prints and the insurer writes to. The policyholder's contact details are
 * ours to keep, and what identifies the risk (the OIB, the car) never changes on a running policy.
 */
export interface InsurerPolicyEndorsementRequest {
  /** Ours: the same id again answers the first endorsement, and never records the change twice (idempotent). */
  endorsementId: string;
  policyNumber: string;
  licensePlate: string | null;
  vin: string | null;
  /** ISO 8601 instants: when the policy starts and ends. */
  policyStartsAt: string;
  policyEndsAt: string;
  address: InsurerPolicyholderAddress;
}

export interface InsurerPolicyholderAddress {
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  /** ISO 3166 alpha-2; always 'HR' today. */
  country: string;
}

export interface InsurerPolicyEndorsement {
  endorsementId: string;
  policyNumber: string;
  state: 'issued' | 'refused';
  /** The insurer's number of the endorsement, e.g. `AO-2026-000123-D1` (issued only). */
  endorsementNumber: string | null;
  refusal: EndorsementRefusal | null;
  /** ISO 8601: from when the policy reads as changed (issued only). */
  effectiveAt: string | null;
  /** ISO 8601: when the insurer decided. */
  decidedAt: string;
}

/** 201 for a new endorsement, 200 for one the insurer has; 400 `invalid-request` for a request it cannot read. */
export interface InsurerPolicyEndorsementAnswer {
  responseStatus: 'success';
  endorsement: InsurerPolicyEndorsement;
}

// The insurer's notification to us ──────────────────────────────────────────────────────────────────
/**
 * `POST <our /api>/insurer/claims/notify` with this JSON body and the header below: hex HMAC-SHA256 of the raw body,
 * keyed with the secret the insurer and we share (`INSURER_NOTIFY_SECRET`). Only a 2xx stops the insurer re-sending
 * (after 1, 2, 4 … seconds locally); it may send one twice, or an older one after a newer.
 */
export interface InsurerClaimNotification {
  type: 'claim.changed';
  claim: InsurerClaimSnapshot;
}
export const insurerSignatureHeader = 'x-insurer-signature';
