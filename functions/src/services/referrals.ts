import type {
  ReferralErrorCode,
  ReferralValidationRequest,
  ReferralValidationResponse,
} from '../contracts/validate-referral.js';
import { countLinkOpened, readIndividualReferral, readReferrer } from '../store/referrals.js';

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
  const ownEmail = input.customerEmail && input.customerEmail.toLowerCase() === referrer.email.toLowerCase();
  const ownAccount = input.userId && (input.userId === referrer.uid || input.userId === referrerId);
  if (ownEmail || ownAccount) return refusedReferral('self-referral', referrerId);
  if (input.referralIndividualId) {
    const invitation = await readIndividualReferral(input.referralIndividualId);
    if (!invitation) return refusedReferral('individual-referral-not-found', referrerId);
    if (invitation.referrerId !== referrerId) return refusedReferral('individual-referral-other-referrer', referrerId);
    if (invitation.usedAt) return refusedReferral('individual-referral-used', referrerId);
  }
  if (!input.customerEmail && !input.userId) await countLinkOpened(referrerId);
  return {
    valid: true,
    referrerId,
    errorCode: null,
    referralPoints: referrer.referralPoints,
    referralDiscountAmount: referrer.referralDiscountAmount,
    individualReferral: Boolean(input.referralIndividualId),
  };
}
