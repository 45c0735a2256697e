import { Outlet } from 'react-router';
import { RequireUser } from '../../app/session/require-user';

/** The new-policy flow is part of the signed-in area (spec §6): a guest is sent to sign in first. */
export function NewPolicyLayout() {
  return (
    <RequireUser>
      <Outlet />
    </RequireUser>
  );
}
