import type { ComponentType } from 'react';
import type { RouteIdOf } from '../../app/route-table';
import { LoginPage } from './login-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

export const authPages: Record<RouteIdOf<'auth'>, ComponentType> = {
  login: LoginPage,
  'forgot-password': ForgotPasswordPage,
  'reset-password': ResetPasswordPage,
};
