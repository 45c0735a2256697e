import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { functionsRegion } from '@contracts/platform';
import { firebaseApp } from './firebase-app';
import { emulatorHost, usesEmulators } from './firebase-config';

let functions: Functions | undefined;

/** Cloud Functions client, created on first call so pages that never call a function never load it. */
export function firebaseFunctions(): Functions {
  if (functions) return functions;
  functions = getFunctions(firebaseApp(), functionsRegion);
  if (usesEmulators) connectFunctionsEmulator(functions, emulatorHost, 5001);
  return functions;
}
