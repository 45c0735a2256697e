import type {
  ReferralErrorCode,
  ReferralValidationRequest,
  ReferralValidationResponse,
} from '../contracts/validate-referral.js';
import { countLinkOpened, readIndividualReferral, readReferrer } from '../store/referrals.js';
import { keepRecord } from './record-keeping.js';

export const refusedReferral = (
  errorCode: ReferralErrorCode,
  referrerId: string | null = null,
): ReferralValidationResponse => ({
  valid: false,
  referrerId,
  errorCode,
  referralPoints: 0,
  referralDiscountAmount: 0,
  individualReferral: false,
});

/**
 * Checks a referral without using it up; the purchase marks a personal invitation used. A valid check of a link
 * nobody identified yet (no e-mail, no user) is a friend opening it, counted for the referrer's page.
 */
export async function validateReferral(input: ReferralValidationRequest): Promise<ReferralValidationResponse> {
  const { referrerId } = input;
  const referrer = await readReferrer(referrerId);
  if (!referrer) return refusedReferral('referrer-not-found');
  if (!referrer.active) return refusedReferral('referrer-inactive', referrerId);
  // Not by `customerEmail`: anyone may post any address, and a distinct answer would confirm whether a guessed
  // address is the referrer's. A referrer who uses their own link with their own e-mail is refused at pricing, where
  // the quote's e-mail and OIB are the driver's own (referral-programme.ts).
  const ownAccount = input.userId && (input.userId === referrer.uid || input.userId === referrerId);
  if (ownAccount) return refusedReferral('self-referral', referrerId);
  if (input.referralIndividualId) {
    const invitation = await readIndividualReferral(input.referralIndividualId);
    if (!invitation) return refusedReferral('individual-referral-not-found', referrerId);
    if (invitation.referrerId !== referrerId) return refusedReferral('individual-referral-other-referrer', referrerId);
    if (invitation.usedAt) return refusedReferral('individual-referral-used', referrerId);
  }
  // The count is for the referrer's page; failing to keep it must not refuse a good link.
  if (!input.customerEmail && !input.userId)
    await keepRecord('referral-link-opened', () => countLinkOpened(referrerId));
  return {
    valid: true,
    referrerId,
    errorCode: null,
    referralPoints: referrer.referralPoints,
    referralDiscountAmount: referrer.referralDiscountAmount,
    individualReferral: Boolean(input.referralIndividualId),
  };
}
