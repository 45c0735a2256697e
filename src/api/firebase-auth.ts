import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { firebaseApp } from './firebase-app';
import { emulatorHost, usesEmulators } from './firebase-config';

let auth: Auth | undefined;

/**
 * Firebase Auth, created on first use, so only the account pages and the flows that open an account load it.
 * `initializeAuth` without a popup or redirect resolver: e-mail and password is the only way in, and the resolver
 * would add the popup code to every account page.
 */
export function firebaseAuth(): Auth {
  if (auth) return auth;
  auth = initializeAuth(firebaseApp(), { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  auth.languageCode = 'hr';
  if (usesEmulators) connectAuthEmulator(auth, `http://${emulatorHost}:9099`, { disableWarnings: true });
  return auth;
}
