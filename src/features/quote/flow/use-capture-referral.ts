import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { utmTagsOf } from '@contracts/text-rules';
import type { OnboardingAction } from '../state/onboarding-state';
import { useOnboarding } from '../state/onboarding-store';

function captured(search: URLSearchParams): OnboardingAction {
  const utmTags = utmTagsOf(search);
  return { type: 'referralCaptured', referrerId: search.get('rid'), referralIndividualId: search.get('rl'), utmTags };
}

/**
 * Spec §7: `rid` and `rl` are the referral ids, and every query parameter is kept as a utm tag. A quote whose own
 * address has no referral takes the one this tab landed with (a link to the home page), read in a chunk of its own
 * so the plate entry does not carry it.
 */
export function useCaptureReferral() {
  const [params] = useSearchParams();
  const { dispatch } = useOnboarding();
  const query = params.toString();

  useEffect(() => {
    const own = new URLSearchParams(query);
    if (own.has('rid')) {
      dispatch(captured(own));
      return;
    }
    let current = true;
    void import('../../../lib/landing-referral').then(({ landingReferral }) => {
      const search = landingReferral() ?? own;
      if (current && search.size > 0) dispatch(captured(search));
    });
    return () => {
      current = false;
    };
  }, [query, dispatch]);
}
