import { getApp, getApps, initializeApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { functionsRegion } from '@contracts/platform';

/**
 * The web app's Firebase config. A `demo-*` project (the default) talks to the local emulators and needs no real
 * keys; a deployed build sets the VITE_FIREBASE_* variables.
 */
const env = import.meta.env;
const projectId = env.VITE_FIREBASE_PROJECT_ID ?? 'demo-autoodgovornost';
const usesEmulators = projectId.startsWith('demo-');

let functions: Functions | undefined;

/** Cloud Functions client, created on first call so pages that never call a function never load it. */
export function firebaseFunctions(): Functions {
  if (functions) return functions;
  const app = getApps().length
    ? getApp()
    : initializeApp({
        projectId,
        apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
        authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
        appId: env.VITE_FIREBASE_APP_ID ?? 'demo-app-id',
      });
  functions = getFunctions(app, functionsRegion);
  if (usesEmulators) connectFunctionsEmulator(functions, env.VITE_EMULATOR_HOST ?? '127.0.0.1', 5001);
  return functions;
}
