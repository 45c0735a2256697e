/**
 * Links that leave the site. Set the real store and profile URLs at build time with the VITE_* variables;
 * without them the links open the stores' and networks' Croatian home pages rather than a made-up listing.
 */
const env = import.meta.env;

export const appStoreLinks = {
  appStore: env.VITE_APP_STORE_URL ?? 'https://apps.apple.com/hr/',
  googlePlay: env.VITE_GOOGLE_PLAY_URL ?? 'https://play.google.com/store/apps?hl=hr',
} as const;

export const socialLinks = {
  facebook: env.VITE_FACEBOOK_URL ?? 'https://www.facebook.com/',
  instagram: env.VITE_INSTAGRAM_URL ?? 'https://www.instagram.com/',
  linkedin: env.VITE_LINKEDIN_URL ?? 'https://www.linkedin.com/',
  youtube: env.VITE_YOUTUBE_URL ?? 'https://www.youtube.com/',
} as const;
