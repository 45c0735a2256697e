import { onConsentChange, readConsent } from './consent';

/**
 * The one way the app reports analytics events (spec §7). Nothing leaves the browser before the visitor has
 * consented to analytics cookies; events from before consent are dropped, not queued, and the tag manager's
 * script is not even requested until then.
 */
export type AnalyticsEvent =
  | 'user_entered_licence_plate'
  | 'user_entered_vin'
  | 'user_requested_insurance_pricing'
  | 'user_selected_roadside_assistance_europe';

declare global {
  interface Window {
    /** Google Tag Manager's queue; the tag itself loads only after consent. */
    dataLayer?: Record<string, unknown>[];
  }
}

export const hasAnalyticsConsent = () => readConsent()?.analytics === true;

export function track(event: AnalyticsEvent, params: Record<string, string | number | boolean> = {}): void {
  if (!hasAnalyticsConsent()) return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...params });
}

export const tagManagerUrl = (containerId: string) =>
  `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;

function loadTagManager(containerId: string) {
  if (document.querySelector('script[data-tag-manager]')) return;
  window.dataLayer ??= [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = tagManagerUrl(containerId);
  script.dataset.tagManager = 'true';
  document.head.append(script);
}

/** Google Analytics' own cookies (`_ga`, `_ga_<id>`, `_gid`), wherever on this site's domains they were set. */
export function removeAnalyticsCookies(): void {
  const names = document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]?.trim() ?? '')
    .filter((name) => name === '_gid' || name === '_ga' || name.startsWith('_ga_'));
  const host = window.location.hostname;
  const domains = ['', host, `.${host.split('.').slice(-2).join('.')}`];
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain ? `; domain=${domain}` : ''}`;
    }
  }
}

/**
 * Loads the tag manager (VITE_GTM_ID) as soon as, and only once, the visitor accepts analytics. When they take
 * the consent back, its cookies go, and the page reloads so that no running tag keeps collecting.
 */
export function startAnalytics(
  containerId = import.meta.env.VITE_GTM_ID,
  reload: () => void = () => window.location.reload(),
): () => void {
  if (!containerId) return () => undefined;
  if (hasAnalyticsConsent()) loadTagManager(containerId);
  return onConsentChange(() => {
    if (hasAnalyticsConsent()) {
      loadTagManager(containerId);
    } else if (document.querySelector('script[data-tag-manager]')) {
      removeAnalyticsCookies();
      reload();
    }
  });
}
