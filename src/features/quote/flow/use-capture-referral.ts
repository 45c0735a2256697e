import { useEffect, type Dispatch } from 'react';
import { useSearchParams } from 'react-router';
import type { OnboardingAction } from '../state/onboarding-state';

/**
 * Spec §7: `rid` and `rl` are the referral ids, and every query parameter is kept as a utm tag. A quote whose own
 * address has no referral takes the one this tab landed with (a link to the home page). The landing's record and the
 * utm rules come in a chunk of their own: every page of both quote flows holds this store.
 */
export function useCaptureReferral(dispatch: Dispatch<OnboardingAction>) {
  const [params] = useSearchParams();
  const query = params.toString();

  useEffect(() => {
    const own = new URLSearchParams(query);
    let current = true;
    void import('../../../lib/landing-referral').then(({ landingReferral, referralOf }) => {
      const search = own.has('rid') ? own : (landingReferral() ?? own);
      if (current && search.size > 0) dispatch({ type: 'referralCaptured', ...referralOf(search) });
    });
    return () => {
      current = false;
    };
  }, [query, dispatch]);
}
