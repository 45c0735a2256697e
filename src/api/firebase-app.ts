import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';

/**
 * The web app's Firebase config. A `demo-*` project (the default) talks to the local emulators and needs no real
 * keys; a deployed build sets the VITE_FIREBASE_* variables.
 */
const env = import.meta.env;
export const firebaseProjectId = env.VITE_FIREBASE_PROJECT_ID ?? 'demo-autoodgovornost';
export const usesEmulators = firebaseProjectId.startsWith('demo-');
export const emulatorHost = env.VITE_EMULATOR_HOST ?? '127.0.0.1';

export function firebaseApp(): FirebaseApp {
  return getApps().length
    ? getApp()
    : initializeApp({
        projectId: firebaseProjectId,
        apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
        authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${firebaseProjectId}.firebaseapp.com`,
        appId: env.VITE_FIREBASE_APP_ID ?? 'demo-app-id',
      });
}
