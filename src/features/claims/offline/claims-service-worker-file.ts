/**
 * The claims area's service worker as the build writes it (scripts/vite-plugin-claims-offline.ts) and the area
 * registers it (claims-offline.ts). A module of its own: the build's config reads it in Node.
 */
export const claimsServiceWorkerFile = 'sw.js';
