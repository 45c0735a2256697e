import { lazy, type ComponentType } from 'react';
import type { RouteIdOf } from '../../app/route-table';
import { LoginPage } from './login-page';

// Sign-in is where nearly every visit to the area starts; the other two pages also call the functions (the reset
// e-mail, the session after a verification), so the Functions SDK loads with them and not with the sign-in form.
const ForgotPasswordPage = lazy(() =>
  import('./forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() => import('./reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));

export const authPages: Record<RouteIdOf<'auth'>, ComponentType> = {
  login: LoginPage,
  'forgot-password': ForgotPasswordPage,
  'reset-password': ResetPasswordPage,
};
