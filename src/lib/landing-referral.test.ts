import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@contracts/call-names';
import { friendsLink } from '../test/quote-kit';
import { landingReferral, referralCheck, rememberLandingReferral, validateReferralPath } from './landing-referral';

const refusal = {
  ...friendsLink,
  valid: false,
  referralPoints: 0,
  referralDiscountAmount: 0,
  individualReferral: false,
};

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

  it('keeps all the server answered of a good link: what it gives the friend and the referrer', async () => {
    answer = () => Promise.resolve(Response.json(friendsLink));
    rememberLandingReferral('?rid=demo-driver&rl=poziv-ana');
    await settled();
    const referral = { referrerId: 'demo-driver', referralIndividualId: 'poziv-ana' };
    expect(await referralCheck(referral, { customerEmail: null, userId: null })).toEqual({
      valid: true,
      referrerId: 'demo-driver',
      errorMessageKey: null,
      referralPoints: 100,
      referralDiscountAmount: 10,
      individualReferral: true,
    });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    // Kept for this tab only, and nothing of a person in it while no one is known.
    expect(localStorage.length).toBe(0);
    expect(Object.values(sessionStorage).join()).not.toMatch(/@/);
  });

  it('keeps the answer for the tab: the quote reads it without asking again, in the words of its error code', async () => {
    answer = () => Promise.resolve(Response.json({ ...refusal, errorCode: 'individual-referral-used' }));
    rememberLandingReferral('?rid=demo-driver&rl=poveznica-ivana');
    await settled();
    const referral = { referrerId: 'demo-driver', referralIndividualId: 'poveznica-ivana' };
    const anonymous = { customerEmail: null, userId: null };
    expect(await referralCheck(referral, anonymous)).toMatchObject({
      valid: false,
      referrerId: 'demo-driver',
      errorMessageKey: 'individual-referral-used',
      referralDiscountAmount: 0,
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
    expect(await referralCheck(referral, anonymous)).toMatchObject({
      valid: false,
      errorMessageKey: 'validation-error',
    });
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
