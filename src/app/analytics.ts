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

/** Loads the tag manager (VITE_GTM_ID) as soon as, and only once, the visitor accepts analytics. */
export function startAnalytics(containerId = import.meta.env.VITE_GTM_ID): void {
  if (!containerId) return;
  if (hasAnalyticsConsent()) loadTagManager(containerId);
  onConsentChange(() => {
    if (hasAnalyticsConsent()) loadTagManager(containerId);
  });
}
