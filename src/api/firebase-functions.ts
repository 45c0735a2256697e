import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { functionsRegion } from '@contracts/platform';
import { firebaseApp } from './firebase-app';
import { emulatorHost, usesEmulators } from './firebase-config';

let functions: Promise<Functions> | undefined;

/**
 * Cloud Functions client, created on first call so pages that never call a function never load it; App Check (in a
 * chunk of its own) is started before, since every callable refuses a call without its token.
 */
export function firebaseFunctions(): Promise<Functions> {
  functions ??= import('./firebase-app-check').then(({ startAppCheck }) => {
    startAppCheck();
    const client = getFunctions(firebaseApp(), functionsRegion);
    if (usesEmulators) connectFunctionsEmulator(client, emulatorHost, 5001);
    return client;
  });
  return functions;
}
