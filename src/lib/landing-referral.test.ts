import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@contracts/call-names';
import { landingReferral, referralCheck, rememberLandingReferral, validateReferralPath } from './landing-referral';

describe('the landing referral', () => {
  let answer: () => Promise<Response> = () => Promise.resolve(Response.json({ valid: true, errorCode: null }));
  const fetchSpy = vi.fn<(url: URL, init: RequestInit) => Promise<Response>>(() => answer());
  const sent = () => fetchSpy.mock.calls.map(([, init]) => JSON.parse(String(init.body)) as unknown);
  const settled = () => new Promise((resolve) => setTimeout(resolve));

  beforeEach(() => {
    sessionStorage.clear();
    answer = () => Promise.resolve(Response.json({ valid: true, errorCode: null }));
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

  it('is the link this tab landed through, validated once, without an identity', async () => {
    rememberLandingReferral('?rid=demo-driver&rl=poveznica-ivana&utm_source=mail');
    rememberLandingReferral('?rid=demo-driver&rl=poveznica-ivana&utm_source=mail');
    expect(landingReferral()?.get('rl')).toBe('poveznica-ivana');
    expect(sent()).toEqual([
      { referrerId: 'demo-driver', referralIndividualId: 'poveznica-ivana', customerEmail: null, userId: null },
    ]);
    await settled();
  });

  it('keeps the answer for the tab: the quote reads it without asking again, in the words of its error code', async () => {
    answer = () => Promise.resolve(Response.json({ valid: false, errorCode: 'individual-referral-used' }));
    rememberLandingReferral('?rid=demo-driver&rl=poveznica-ivana');
    await settled();
    const referral = { referrerId: 'demo-driver', referralIndividualId: 'poveznica-ivana' };
    const anonymous = { customerEmail: null, userId: null };
    expect(await referralCheck(referral, anonymous)).toEqual({
      valid: false,
      errorMessageKey: 'individual-referral-used',
    });
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    // Once the driver's e-mail is known, it is sent, as spec §7 lists it.
    await referralCheck(referral, { customerEmail: 'ana@primjer.hr', userId: null });
    expect(sent()[1]).toEqual({ ...referral, customerEmail: 'ana@primjer.hr', userId: null });
  });

  it('names a refusal without a code "validation-error", and keeps no answer when there is none', async () => {
    const referral = { referrerId: 'demo-driver', referralIndividualId: null };
    const anonymous = { customerEmail: null, userId: null };
    answer = () => Promise.resolve(new Response('{"valid":false}', { status: 400 }));
    expect(await referralCheck(referral, anonymous)).toEqual({ valid: false, errorMessageKey: 'validation-error' });
    sessionStorage.clear();
    answer = () => Promise.reject(new TypeError('offline'));
    expect(await referralCheck(referral, anonymous)).toBeNull();
    answer = () => Promise.resolve(Response.json({ valid: false, errorCode: 'too-many-requests' }, { status: 429 }));
    expect(await referralCheck(referral, anonymous)).toBeNull();
  });

  it('is read from the referring page when that page sent the plate before its code ran', async () => {
    referrerIs(`${window.location.origin}/?rid=demo-driver&rl=poveznica-ivana`);
    const referral = landingReferral();
    expect(referral?.get('rid')).toBe('demo-driver');
    expect(referral?.get('rl')).toBe('poveznica-ivana');
    // Counted as opened once, as if the landing page had run.
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    landingReferral();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await settled();
  });

  it('takes no referral from another site or from a page without one', () => {
    referrerIs('https://example.com/?rid=someone');
    expect(landingReferral()).toBeNull();
    referrerIs(`${window.location.origin}/faq`);
    expect(landingReferral()).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
