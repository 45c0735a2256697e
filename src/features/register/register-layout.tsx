import { useEffect } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { utmTagsOf } from '@contracts/text-rules';
import { RegisterProvider, useRegister } from './state/register-store';

/**
 * Spec §7: a referral (`rid`, `rl`) in the address is kept through registration and stored with the account, and
 * every query parameter goes with the vehicle lookup as a utm tag (only what the server keeps as one, as in the quote).
 */
function CaptureReferral() {
  const [params] = useSearchParams();
  const { dispatch } = useRegister();
  const query = params.toString();
  useEffect(() => {
    const search = new URLSearchParams(query);
    if (search.size === 0) return;
    const [referrerId, referralIndividualId] = [search.get('rid'), search.get('rl')];
    dispatch({ type: 'referralCaptured', referrerId, referralIndividualId, utmTags: utmTagsOf(search) });
  }, [query, dispatch]);
  return null;
}

export function RegisterLayout() {
  return (
    <RegisterProvider>
      <CaptureReferral />
      <Outlet />
    </RegisterProvider>
  );
}
