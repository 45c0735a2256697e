import { CustomProvider, initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck } from 'firebase/app-check';
import { firebaseApp } from './firebase-app';
import { appCheckSiteKey, firebaseAppId, usesEmulators } from './firebase-config';

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/**
 * The local stack's App Check token: unsigned, which the functions emulator accepts (it has no keys to verify with)
 * and production never would. Firebase's own debug provider cannot be used here: it trades its token at Google's App
 * Check service, which a machine without internet (CI, this stack) cannot reach.
 */
const localProvider = () =>
  new CustomProvider({
    getToken: async () => {
      const expireTimeMillis = Date.now() + 60 * 60 * 1000;
      // `jti` makes each token minted distinct, as real ones are: a used-up token is never handed out again.
      const claims = {
        sub: firebaseAppId,
        aud: ['local'],
        exp: Math.floor(expireTimeMillis / 1000),
        jti: crypto.randomUUID(),
      };
      return { token: `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(claims)}.`, expireTimeMillis };
    },
  });

let appCheck: AppCheck | undefined;

/**
 * App Check proves a call comes from this site in a real browser; every callable refuses calls without it. Started
 * with the first call, so pages that call nothing never load it (nor reCAPTCHA).
 */
export function startAppCheck(): AppCheck {
  if (appCheck) return appCheck;
  if (!usesEmulators && !appCheckSiteKey) throw new Error('VITE_APP_CHECK_SITE_KEY is not set');
  appCheck = initializeAppCheck(firebaseApp(), {
    provider: usesEmulators ? localProvider() : new ReCaptchaEnterpriseProvider(appCheckSiteKey),
    isTokenAutoRefreshEnabled: true,
  });
  return appCheck;
}
