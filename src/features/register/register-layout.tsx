import { useEffect } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { RegisterProvider, useRegister } from './state/register-store';

/** Spec §7: a referral (`rid`, `rl`) in the address is kept through registration and stored with the account. */
function CaptureReferral() {
  const [params] = useSearchParams();
  const { dispatch } = useRegister();
  const referrerId = params.get('rid');
  const referralIndividualId = params.get('rl');
  useEffect(() => {
    if (referrerId) dispatch({ type: 'referralCaptured', referrerId, referralIndividualId });
  }, [referrerId, referralIndividualId, dispatch]);
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
