import { useEffect, useState } from 'react';
import type { ReferralCheck } from '../../../lib/landing-referral';
import { useOnboarding } from '../state/onboarding-store';
import { useSignedInUser } from './quote-flow';

/**
 * What the server said about the quote's referral (spec §7), so the driver hears from the plate entry on what the
 * link gives, or that it does not count. The tab's landing already asked, anonymously; this asks again once the
 * driver's e-mail is known, and in the signed-in flow with the user's id, so that a referrer's own link is named at
 * once. The check's code comes in a chunk of its own, and only when the quote has a referral.
 */
export function useReferralCheck(): ReferralCheck | null {
  const { state } = useOnboarding();
  const { referrerId, referralIndividualId } = state.referral;
  const customerEmail = state.contact.contactEmail || null;
  const user = useSignedInUser();
  const userId = user?.uid ?? null;
  const idToken = user?.idToken;
  const [check, setCheck] = useState<ReferralCheck | null>(null);

  useEffect(() => {
    if (!referrerId) return undefined;
    let current = true;
    void import('../../../lib/landing-referral')
      // Not asked once the page has gone (or the identity changed) before the code came: nobody would read the answer.
      .then(({ referralCheck }) =>
        current ? referralCheck({ referrerId, referralIndividualId }, { customerEmail, userId }, idToken) : null,
      )
      .then((answer) => {
        if (current) setCheck(answer);
      });
    return () => {
      current = false;
    };
  }, [referrerId, referralIndividualId, customerEmail, userId, idToken]);

  return referrerId ? check : null;
}
