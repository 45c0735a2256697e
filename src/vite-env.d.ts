/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  /** Host of the local emulators as the browser reaches them (default 127.0.0.1). */
  readonly VITE_EMULATOR_HOST?: string;
  readonly VITE_APP_CHECK_SITE_KEY?: string;
  readonly VITE_APP_STORE_URL?: string;
  readonly VITE_GOOGLE_PLAY_URL?: string;
  readonly VITE_FACEBOOK_URL?: string;
  readonly VITE_INSTAGRAM_URL?: string;
  readonly VITE_LINKEDIN_URL?: string;
  /** Google Tag Manager container; without it, events stay in window.dataLayer. */
  readonly VITE_GTM_ID?: string;
  readonly VITE_YOUTUBE_URL?: string;
}
