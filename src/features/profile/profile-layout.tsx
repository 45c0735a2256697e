import { Outlet, useMatch } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../app/route-table';
import { RequireUser } from '../../app/session/require-user';
import { VerifyEmailNotice } from '../../app/session/verify-email-notice';

// The notice names the e-mail address, which may be longer than a phone is wide: it wraps rather than widen the page.
const NoticeBand = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(6)};
  overflow-wrap: anywhere;

  &:empty {
    display: none;
  }
`;

/**
 * The signed-in area: only for a signed-in user (spec §6), with the "verify your e-mail" notice above every page
 * until the address is verified. Signing out is the one page a user leaves signed out, so it is not gated.
 */
export function ProfileLayout() {
  const signingOut = useMatch(paths['profile-sign-out']);
  if (signingOut) return <Outlet />;
  return (
    <RequireUser>
      <NoticeBand>
        <VerifyEmailNotice />
      </NoticeBand>
      <Outlet />
    </RequireUser>
  );
}
