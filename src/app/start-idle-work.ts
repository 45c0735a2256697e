import { whenIdle } from '../lib/when-idle';

/**
 * Analytics and a referral link's check wait for the page to be idle (app/idle-work.ts), in both starts, the app's and
 * the light one (docs/decisions/0022-light-start.md). The address is read now: the page may take its own query out of
 * it before then.
 */
export function startIdleWork(): void {
  const landingSearch = window.location.search;
  whenIdle(() => void import('./idle-work').then(({ runIdleWork }) => runIdleWork(landingSearch)));
}
