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
