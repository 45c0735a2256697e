import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@contracts/call-names';
import { landingReferral, rememberLandingReferral, validateReferralPath } from './landing-referral';

describe('the landing referral', () => {
  const fetchSpy = vi.fn(() => Promise.resolve(new Response('{}')));

  beforeEach(() => {
    sessionStorage.clear();
    vi.stubGlobal('fetch', fetchSpy);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchSpy.mockClear();
  });

  const referrerIs = (address: string) => vi.spyOn(document, 'referrer', 'get').mockReturnValue(address);

  it('validates through the endpoint the functions serve', () => {
    expect(validateReferralPath).toBe(apiPaths.validateReferral);
  });

  it('is the link this tab landed through', () => {
    rememberLandingReferral('?rid=demo-driver&rl=poveznica-ivana&utm_source=mail');
    expect(landingReferral()?.get('rl')).toBe('poveznica-ivana');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('is read from the referring page when that page sent the plate before its code ran', () => {
    referrerIs(`${window.location.origin}/?rid=demo-driver&rl=poveznica-ivana`);
    const referral = landingReferral();
    expect(referral?.get('rid')).toBe('demo-driver');
    expect(referral?.get('rl')).toBe('poveznica-ivana');
    // Counted as opened once, as if the landing page had run.
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    landingReferral();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('takes no referral from another site or from a page without one', () => {
    referrerIs('https://example.com/?rid=someone');
    expect(landingReferral()).toBeNull();
    referrerIs(`${window.location.origin}/faq`);
    expect(landingReferral()).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
