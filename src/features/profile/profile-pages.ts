import { lazy, type ComponentType } from 'react';
import type { RouteIdOf } from '../../app/route-table';
import { ProfilePage } from './profile-page';

// The forms carry Formik and Yup (and the credentials the place list), the policy list its cards and the PDF download,
// the invitations their list and sharing: each loads with its page, so the area's landing page stays light.
const ProfilePoliciesPage = lazy(() =>
  import('./profile-policies-page').then((m) => ({ default: m.ProfilePoliciesPage })),
);
const ProfileCredentialsPage = lazy(() =>
  import('./profile-credentials-page').then((m) => ({ default: m.ProfileCredentialsPage })),
);
const ProfileInviteFriendsPage = lazy(() =>
  import('./profile-invite-friends-page').then((m) => ({ default: m.ProfileInviteFriendsPage })),
);
// Signing out is the way out of the area, not a page of it: the area's landing page does not carry it.
const ProfileSignOutPage = lazy(() =>
  import('./profile-sign-out-page').then((m) => ({ default: m.ProfileSignOutPage })),
);
// The account's claims (issue 28): the list and the claim's states' texts come with it.
const ProfileClaimsPage = lazy(() => import('./profile-claims-page').then((m) => ({ default: m.ProfileClaimsPage })));
const ProfilePasswordPage = lazy(() =>
  import('./profile-password-page').then((m) => ({ default: m.ProfilePasswordPage })),
);

export const profilePages: Record<RouteIdOf<'profile'>, ComponentType> = {
  profile: ProfilePage,
  'profile-policies': ProfilePoliciesPage,
  'profile-invite-friends': ProfileInviteFriendsPage,
  'profile-password': ProfilePasswordPage,
  'profile-sign-out': ProfileSignOutPage,
  'profile-credentials': ProfileCredentialsPage,
  'profile-claims': ProfileClaimsPage,
};
