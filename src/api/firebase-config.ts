/**
 * The web app's Firebase settings, without any SDK. A `demo-*` project (the default) talks to the local emulators
 * and needs no real keys; a deployed build sets the VITE_FIREBASE_* variables.
 */
const env = import.meta.env;
export const firebaseProjectId = env.VITE_FIREBASE_PROJECT_ID ?? 'demo-autoodgovornost';
export const usesEmulators = firebaseProjectId.startsWith('demo-');
export const emulatorHost = env.VITE_EMULATOR_HOST ?? '127.0.0.1';
export const firebaseApiKey = env.VITE_FIREBASE_API_KEY ?? 'demo-api-key';
export const firebaseAuthDomain = env.VITE_FIREBASE_AUTH_DOMAIN ?? `${firebaseProjectId}.firebaseapp.com`;
export const firebaseAppId = env.VITE_FIREBASE_APP_ID ?? 'demo-app-id';
/** reCAPTCHA Enterprise site key of the deployed site's App Check; the local stack uses a local token instead. */
export const appCheckSiteKey = env.VITE_APP_CHECK_SITE_KEY ?? '';
