import type { ComponentType } from 'react';
import type { RouteIdOf } from '../../app/route-table';
import { ProfilePage } from './profile-page';
import { ProfilePoliciesPage } from './profile-policies-page';
import { ProfileInviteFriendsPage } from './profile-invite-friends-page';
import { ProfilePasswordPage } from './profile-password-page';
import { ProfileSignOutPage } from './profile-sign-out-page';
import { ProfileCredentialsPage } from './profile-credentials-page';

export const profilePages: Record<RouteIdOf<'profile'>, ComponentType> = {
  profile: ProfilePage,
  'profile-policies': ProfilePoliciesPage,
  'profile-invite-friends': ProfileInviteFriendsPage,
  'profile-password': ProfilePasswordPage,
  'profile-sign-out': ProfileSignOutPage,
  'profile-credentials': ProfileCredentialsPage,
};
