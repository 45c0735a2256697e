import { useEffect, useState } from 'react';
import { referralCheck, type ReferralCheck } from '../../../lib/landing-referral';
import { useOnboarding } from '../state/onboarding-store';

/**
 * What the server said about the quote's referral (spec §7), so the driver hears before pricing that a link does not
 * count. The tab's landing already asked; this asks again once the driver's e-mail is known. The guest quote does not
 * load Firebase Auth, so it knows no user id (docs/decisions/0016-differences-from-the-spec.md).
 */
export function useReferralCheck(): ReferralCheck | null {
  const { state } = useOnboarding();
  const { referrerId, referralIndividualId } = state.referral;
  const customerEmail = state.contact.contactEmail || null;
  const [check, setCheck] = useState<ReferralCheck | null>(null);

  useEffect(() => {
    let current = true;
    void referralCheck({ referrerId, referralIndividualId }, { customerEmail, userId: null }).then((answer) => {
      if (current) setCheck(answer);
    });
    return () => {
      current = false;
    };
  }, [referrerId, referralIndividualId, customerEmail]);

  return referrerId ? check : null;
}
