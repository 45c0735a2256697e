import { FirebaseError } from 'firebase/app';

/**
 * Firebase Auth's error codes, as the few things a driver needs to be told (texts: `auth:errors.<key>`). Sign-in
 * never says whether the e-mail or the password was wrong: Firebase itself answers one code for both when e-mail
 * enumeration protection is on, and the emulator's separate codes are folded into the same message here.
 */
export type AuthErrorKey =
  | 'wrong-credentials'
  | 'too-many-attempts'
  | 'account-disabled'
  | 'email-in-use'
  | 'weak-password'
  | 'code-expired'
  | 'code-invalid'
  | 'sign-in-again'
  | 'network'
  | 'unknown';

const byCode: Readonly<Record<string, AuthErrorKey>> = {
  'auth/invalid-credential': 'wrong-credentials',
  'auth/invalid-login-credentials': 'wrong-credentials',
  'auth/wrong-password': 'wrong-credentials',
  'auth/user-not-found': 'wrong-credentials',
  'auth/invalid-email': 'wrong-credentials',
  'auth/too-many-requests': 'too-many-attempts',
  'auth/user-disabled': 'account-disabled',
  'auth/email-already-in-use': 'email-in-use',
  'auth/weak-password': 'weak-password',
  'auth/password-does-not-meet-requirements': 'weak-password',
  'auth/expired-action-code': 'code-expired',
  'auth/invalid-action-code': 'code-invalid',
  'auth/requires-recent-login': 'sign-in-again',
  'auth/user-token-expired': 'sign-in-again',
  'auth/network-request-failed': 'network',
};

export const authErrorKey = (error: unknown): AuthErrorKey =>
  error instanceof FirebaseError ? (byCode[error.code] ?? 'unknown') : 'unknown';

export const isAuthError = (error: unknown, code: string) => error instanceof FirebaseError && error.code === code;
