import { afterEach, describe, expect, it } from 'vitest';
import { consentStorageKey, track } from './analytics';

afterEach(() => {
  delete window.dataLayer;
});

describe('analytics', () => {
  it('sends nothing before the visitor consents', () => {
    track('user_entered_licence_plate');
    expect(window.dataLayer).toBeUndefined();
    localStorage.setItem(consentStorageKey, JSON.stringify({ analytics: false }));
    track('user_entered_vin');
    expect(window.dataLayer).toBeUndefined();
  });

  it('sends events once analytics cookies are accepted', () => {
    localStorage.setItem(consentStorageKey, JSON.stringify({ analytics: true }));
    track('user_requested_insurance_pricing', { plan: 'basic' });
    expect(window.dataLayer).toEqual([{ event: 'user_requested_insurance_pricing', plan: 'basic' }]);
  });
});
