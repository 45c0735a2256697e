import { previewOriginPattern, siteOrigins } from '../config.js';

/** The site's own origins, the canonical one first. */
function configuredOrigins(): string[] {
  return siteOrigins
    .value()
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** Whether a browser origin is the site (or one of its preview channels): only these may call the functions. */
export function isSiteOrigin(origin: string): boolean {
  if (configuredOrigins().includes(origin)) return true;
  const pattern = previewOriginPattern.value();
  return pattern !== '' && new RegExp(pattern).test(origin);
}

/** The origin the driver is on, when it is one of the site's; else the canonical one (links in e-mails, returns). */
export function siteOriginFor(requestOrigin: string | null): string {
  const canonical = configuredOrigins()[0];
  if (!canonical) throw new Error('SITE_ORIGINS is empty');
  return requestOrigin && isSiteOrigin(requestOrigin) ? requestOrigin : canonical;
}
