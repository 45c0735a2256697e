/**
 * The one way the app reports analytics events (spec §7). Nothing leaves the browser before the visitor has
 * consented to analytics cookies; events from before consent are dropped, not queued.
 */
export const consentStorageKey = 'ao.consent';

export type AnalyticsEvent =
  | 'user_entered_licence_plate'
  | 'user_entered_vin'
  | 'user_requested_insurance_pricing'
  | 'user_selected_roadside_assistance_europe';

interface Consent {
  analytics: boolean;
}

export function hasAnalyticsConsent(): boolean {
  try {
    const stored = localStorage.getItem(consentStorageKey);
    return stored !== null && (JSON.parse(stored) as Partial<Consent>).analytics === true;
  } catch {
    return false;
  }
}

declare global {
  interface Window {
    /** Google Tag Manager's queue; the tag itself loads only after consent. */
    dataLayer?: Record<string, unknown>[];
  }
}

export function track(event: AnalyticsEvent, params: Record<string, string | number | boolean> = {}): void {
  if (!hasAnalyticsConsent()) return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...params });
}
