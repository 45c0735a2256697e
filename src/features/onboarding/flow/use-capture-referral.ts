import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { landingReferral } from '../../../lib/landing-referral';
import { useOnboarding } from '../state/onboarding-store';

/** Spec §7: `rid` and `rl` are the referral ids, and every query parameter is kept as a utm tag. */
export function useCaptureReferral() {
  const [params] = useSearchParams();
  const { dispatch } = useOnboarding();
  const query = params.toString();

  useEffect(() => {
    // The link's own query when the quote starts on it, else the one this tab landed with (the home page's).
    const own = new URLSearchParams(query);
    const search = own.has('rid') ? own : (landingReferral() ?? own);
    if (search.size === 0) return;
    const utmTags = Object.fromEntries(
      [...search.entries()].filter(([key, value]) => /^[\w.-]{1,64}$/.test(key) && value.length <= 256).slice(0, 20),
    );
    dispatch({
      type: 'referralCaptured',
      referrerId: search.get('rid'),
      referralIndividualId: search.get('rl'),
      utmTags,
    });
  }, [query, dispatch]);
}
