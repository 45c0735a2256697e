/**
 * The insurer's claim notification (insurer-api.ts `InsurerClaimNotification`): hex HMAC-SHA256 of the raw body,
 * keyed with the secret we share with the insurer. The mock signs with it and our `/api` reads with it, so both ends
 * hold one definition of the scheme.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { claimDocumentCodes, claimStates, declineReasonCodes, offerItemCodes } from '../contracts/claim.js';
import { partyRoles } from '../contracts/accident-statement.js';
import type { InsurerClaimNotification, InsurerClaimSnapshot } from './insurer-api.js';

const signaturePattern = /^[0-9a-f]{64}$/i;

const digest = (rawBody: Buffer | string, secret: string): Buffer =>
  createHmac('sha256', secret)
    .update(typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody)
    .digest();

export function signClaimNotification(rawBody: string, secret: string): string {
  return digest(rawBody, secret).toString('hex');
}

/**
 * The notification the body holds when `signature` signs it, else null: a wrong, missing or malformed signature, a
 * body that is not JSON, or JSON that is not a claim notification. The signature is compared in constant time so the
 * answer's timing does not tell a forger how many leading bytes were right; it is checked before the body is parsed,
 * so nothing an unsigned body holds is ever read.
 */
export function readClaimNotification(
  rawBody: Buffer | string,
  signature: string | undefined,
  secret: string,
): InsurerClaimNotification | null {
  if (typeof signature !== 'string' || !signaturePattern.test(signature)) return null;
  if (!timingSafeEqual(Buffer.from(signature, 'hex'), digest(rawBody, secret))) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8'));
  } catch {
    return null;
  }
  return isClaimNotification(parsed) ? parsed : null;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isInstant = (value: unknown): value is string => isString(value) && !Number.isNaN(Date.parse(value));
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isOneOf =
  <T>(values: readonly T[]) =>
  (value: unknown): value is T =>
    (values as readonly unknown[]).includes(value);
const isArrayOf = (value: unknown, item: (entry: unknown) => boolean) => Array.isArray(value) && value.every(item);
const isNullOr = (value: unknown, item: (entry: unknown) => boolean) => value === null || item(value);

const isState = isOneOf(claimStates);
const isDocumentCode = isOneOf(claimDocumentCodes);

const isTimelineEntry = (value: unknown) => isObject(value) && isState(value.state) && isInstant(value.at);
const isReceivedDocument = (value: unknown) =>
  isObject(value) && isString(value.documentId) && isDocumentCode(value.code) && isInstant(value.receivedAt);
const isAppointment = (value: unknown) =>
  isObject(value) &&
  isInstant(value.at) &&
  (value.place === null || isString(value.place)) &&
  typeof value.photoAssessment === 'boolean' &&
  (value.confirmedAt === null || isInstant(value.confirmedAt));
const isOffer = (value: unknown) =>
  isObject(value) &&
  Number.isInteger(value.revision) &&
  (value.revision as number) >= 1 &&
  isAmount(value.amount) &&
  isArrayOf(value.items, (item) => isObject(item) && isOneOf(offerItemCodes)(item.code) && isAmount(item.amount)) &&
  typeof value.reckoning === 'string' &&
  isInstant(value.madeAt);
const isDispute = (value: unknown) => isObject(value) && typeof value.reason === 'string' && isInstant(value.at);
/** The insurer pays by instant transfer: a payout tells when it left and its reference. */
const isPayment = (value: unknown) =>
  isObject(value) &&
  isAmount(value.amount) &&
  typeof value.paidOn === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value.paidOn) &&
  isString(value.ibanMasked) &&
  isInstant(value.paidAt) &&
  isString(value.transferReference);
const isDecline = (value: unknown) => isObject(value) && isOneOf(declineReasonCodes)(value.reason);

/** Every field of the snapshot, so a receiver can store it as it came without checking it again. */
export function isClaimSnapshot(value: unknown): value is InsurerClaimSnapshot {
  return (
    isObject(value) &&
    isString(value.claimNumber) &&
    isString(value.statementId) &&
    Number.isInteger(value.sequence) &&
    (value.sequence as number) >= 1 &&
    isState(value.state) &&
    isOneOf(partyRoles)(value.claimantRole) &&
    isArrayOf(value.timeline, isTimelineEntry) &&
    (value.timeline as unknown[]).length > 0 &&
    isArrayOf(value.missingDocuments, isDocumentCode) &&
    isArrayOf(value.receivedDocuments, isReceivedDocument) &&
    isNullOr(value.appointment, isAppointment) &&
    isNullOr(value.offer, isOffer) &&
    isNullOr(value.dispute, isDispute) &&
    isNullOr(value.payment, isPayment) &&
    isNullOr(value.decline, isDecline) &&
    isInstant(value.changedAt)
  );
}

const isClaimNotification = (value: unknown): value is InsurerClaimNotification =>
  isObject(value) && value.type === 'claim.changed' && isClaimSnapshot(value.claim);
