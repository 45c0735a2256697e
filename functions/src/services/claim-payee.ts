/**
 * The claimant's account checked before they accept the offer (Verification of Payee, Regulation (EU) 2024/886): the
 * insurer's bank checks the name against the IBAN, the answer is kept on the claim, and an accept is held to a check
 * of its own IBAN and name and to what its answer asks of the driver. As everywhere, the IBAN is kept masked only: the
 * check's record holds a digest keyed with a token only the asking tab has (store/claims.ts `ClaimPayeeCheckRecord`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { PartyRole } from '../contracts/accident-statement.js';
import type { AnswerClaimOfferRequest } from '../contracts/answer-claim-offer.js';
import {
  cleanPayeeName,
  payeeCheckLifetimeMinutes,
  payeeChecksPerDay,
  type CheckClaimPayeeRequest,
  type CheckClaimPayeeResponse,
} from '../contracts/check-claim-payee.js';
import { claimErrorKeys } from '../contracts/claim-error-keys.js';
import { maskIban, normaliseIban } from '../contracts/iban-rules.js';
import type { InsurerClaimPayeeVerification } from '../insurer/insurer-api.js';
import { insurer } from '../insurer/insurer.js';
import { changeClaim, type ClaimPayeeCheckRecord, type ClaimRecord } from '../store/claims.js';
import { claimOfCaller } from './claim-access.js';
import { claimActionNotAllowed, insurerRefusal } from './claims.js';
import { DomainError, type CallContext } from './domain-error.js';
import { hashSecretToken, newSecretToken, secretTokenMatches } from './secret-token.js';

const dayMs = 24 * 60 * 60 * 1000;
const lifetimeMs = payeeCheckLifetimeMinutes * 60 * 1000;

/** Which account and name a check was for, readable only with the check's token. */
const payeeDigest = (token: string, iban: string, name: string) =>
  createHmac('sha256', token).update(`${iban}\n${name}`).digest('hex');

const checksOfLastDay = (claim: ClaimRecord, now: Date) =>
  (claim.payeeChecks ?? []).filter((check) => now.getTime() - check.checkedAt.toMillis() < dayMs);

/** Only the claimant, while the offer is open: an accept is the only thing a check is for. */
const mayCheck = (claim: ClaimRecord, you: PartyRole) =>
  you === claim.insurer.claimantRole && claim.state === 'offer' && claim.insurer.offer !== null;

/** What a check keeps: its answer, and the IBAN and name it was for as only `checkToken` can read them. */
export function payeeCheckRecord(
  checkToken: string,
  checked: { iban: string; payeeName: string; role: PartyRole; verification: InsurerClaimPayeeVerification },
  now: Date,
): ClaimPayeeCheckRecord {
  const { iban, payeeName, role, verification } = checked;
  return {
    tokenHash: hashSecretToken(checkToken),
    digest: payeeDigest(checkToken, iban, payeeName),
    ibanMasked: maskIban(iban),
    payeeName,
    result: verification.result,
    bankHeldName: verification.bankHeldName,
    verificationId: verification.verificationId,
    role,
    checkedAt: Timestamp.fromDate(now),
  };
}

export async function checkClaimPayee(
  input: CheckClaimPayeeRequest,
  context: CallContext,
  now = new Date(),
): Promise<CheckClaimPayeeResponse> {
  const { claim, you } = await claimOfCaller(input, context, now);
  if (!mayCheck(claim, you)) throw claimActionNotAllowed();
  // Checks answer whose name an account is in: a day's few per claim, so a claim's page is no directory of IBANs.
  if (checksOfLastDay(claim, now).length >= payeeChecksPerDay)
    throw new DomainError('resource-exhausted', { errorKey: claimErrorKeys.claimPayeeChecksExhausted });
  const iban = normaliseIban(input.iban);
  const payeeName = cleanPayeeName(input.payeeName);
  let verification: InsurerClaimPayeeVerification;
  try {
    verification = await insurer().verifyClaimPayee({ claimNumber: claim.claimNumber, iban, name: payeeName });
  } catch (error) {
    throw insurerRefusal(error);
  }
  const checkToken = newSecretToken();
  const record = payeeCheckRecord(checkToken, { iban, payeeName, role: you, verification }, now);
  await changeClaim(input.claimId, (current) => {
    if (!current || !mayCheck(current, you)) throw claimActionNotAllowed();
    return {
      update: { payeeChecks: [...checksOfLastDay(current, now), record].slice(-payeeChecksPerDay) },
      result: null,
    };
  });
  return {
    check: {
      checkToken,
      result: record.result,
      bankHeldName: record.bankHeldName,
      ibanMasked: record.ibanMasked,
      payeeName,
      checkedAt: now.toISOString(),
    },
  };
}

export interface AcceptedPayee {
  /** Normalised: as it goes to the insurer. */
  iban: string;
  check: ClaimPayeeCheckRecord;
  confirmedName: string;
  riskAcknowledged: boolean;
}

const notChecked = () => new DomainError('failed-precondition', { errorKey: claimErrorKeys.claimPayeeNotChecked });
const notConfirmed = () => new DomainError('failed-precondition', { errorKey: claimErrorKeys.claimPayeeNotConfirmed });

/**
 * The check an accept names by its token, when it is the caller's, of the last half hour and for the accept's IBAN and
 * name; and the accept's word on its answer: the name the check allows (the bank's on `close-match`, else the one
 * checked), and on `no-match` or `not-possible` that the driver read the warning.
 */
export function acceptedPayee(
  claim: ClaimRecord,
  you: PartyRole,
  accept: Pick<
    AnswerClaimOfferRequest,
    'iban' | 'payeeName' | 'payeeCheckToken' | 'confirmedPayeeName' | 'payeeRiskAcknowledged'
  >,
  now: Date,
): AcceptedPayee {
  const token = accept.payeeCheckToken ?? '';
  const iban = normaliseIban(accept.iban ?? '');
  const check = (claim.payeeChecks ?? []).find((candidate) => secretTokenMatches(token, candidate.tokenHash));
  if (!check || check.role !== you || now.getTime() - check.checkedAt.toMillis() >= lifetimeMs) throw notChecked();
  const given = Buffer.from(payeeDigest(token, iban, cleanPayeeName(accept.payeeName ?? '')), 'hex');
  const checked = Buffer.from(check.digest, 'hex');
  if (given.length !== checked.length || !timingSafeEqual(given, checked)) throw notChecked();

  const confirmedName = cleanPayeeName(accept.confirmedPayeeName ?? '');
  const allowedName = cleanPayeeName((check.result === 'close-match' ? check.bankHeldName : check.payeeName) ?? '');
  const warned = check.result === 'no-match' || check.result === 'not-possible';
  const riskAcknowledged = accept.payeeRiskAcknowledged === true;
  if (confirmedName === '' || confirmedName !== allowedName || (warned && !riskAcknowledged)) throw notConfirmed();
  return { iban, check, confirmedName, riskAcknowledged };
}
