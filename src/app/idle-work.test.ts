import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runIdleWork } from './idle-work';

describe('the work a page does once idle', () => {
  const fetchSpy = vi.fn<(url: URL, init: RequestInit) => Promise<Response>>(() =>
    Promise.resolve(Response.json({ valid: true })),
  );

  beforeEach(() => vi.stubGlobal('fetch', fetchSpy));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchSpy.mockClear();
  });

  it('validates a referral link the tab landed with on any page, and keeps it for the quote (spec §7)', async () => {
    runIdleWork('?rid=demo-driver&rl=poveznica-ivana');
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url.pathname).toBe('/api/referrals/validate');
    expect(JSON.parse(String(init.body))).toMatchObject({
      referrerId: 'demo-driver',
      referralIndividualId: 'poveznica-ivana',
    });
    expect(sessionStorage.getItem('ao.onboarding.landing')).toBe('rid=demo-driver&rl=poveznica-ivana');
  });

  it('asks nothing for a landing without a referrer', async () => {
    runIdleWork('?utm_source=newsletter');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
