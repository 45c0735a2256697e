import { startAnalytics } from './analytics';

/**
 * What every page does once the browser is idle, in a chunk the entry loads only then: nothing a driver waits for
 * depends on it. Analytics (which still waits for consent), and a referral link the tab landed with, wherever it
 * landed (spec §7): its code loads only when the link carries a referrer.
 */
export function runIdleWork(landingSearch: string): void {
  startAnalytics();
  if (new URLSearchParams(landingSearch).has('rid'))
    void import('../lib/landing-referral').then((module) => module.rememberLandingReferral(landingSearch));
}
