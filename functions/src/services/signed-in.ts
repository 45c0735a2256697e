import { errorKeys } from '../contracts/error-keys.js';
import { DomainError, type CallContext } from './domain-error.js';

export interface SignedIn {
  uid: string;
  email: string;
  emailVerified: boolean;
}

/** Account calls are for a signed-in user with an e-mail address (the product's only way to sign in). */
export function signedIn(context: CallContext): SignedIn {
  if (!context.uid || !context.email) throw new DomainError('unauthenticated', { errorKey: errorKeys.signInRequired });
  return { uid: context.uid, email: context.email, emailVerified: context.emailVerified };
}

/**
 * The uid an ID token proves, for an HTTP route (a callable gets it from the platform); null for a token Firebase
 * Auth does not vouch for. The Admin SDK's Auth is loaded by the first token, not with the route.
 */
export async function uidProvedBy(idToken: string): Promise<string | null> {
  const { uidOfIdToken } = await import('../store/auth-accounts.js');
  return uidOfIdToken(idToken);
}
