import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useOnboarding } from '../state/onboarding-store';

/** Spec §7: `rid` and `rl` are the referral ids, and every query parameter is kept as a utm tag. */
export function useCaptureReferral() {
  const [params] = useSearchParams();
  const { dispatch } = useOnboarding();
  const query = params.toString();

  useEffect(() => {
    if (!query) return;
    const search = new URLSearchParams(query);
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
