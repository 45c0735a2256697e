/** Sent with every call so the server can tell clients apart (spec §7, §9). */
export const platform = 'web';
export const platformVersion = 'v1.56.2';

/** Region of every function; the SPA must call the same one. Frankfurt is the closest Cloud Functions region to Croatia. */
export const functionsRegion = 'europe-west3';
