import { afterEach, describe, expect, it } from 'vitest';
import { startAnalytics, tagManagerUrl, track } from './analytics';
import { consentStorageKey, saveConsent } from './consent';

const tagScripts = () => document.querySelectorAll(`script[src="${tagManagerUrl('GTM-TEST')}"]`);

afterEach(() => {
  delete window.dataLayer;
  document.querySelectorAll('script[data-tag-manager]').forEach((script) => script.remove());
});

describe('analytics', () => {
  it('sends nothing before the visitor consents', () => {
    track('user_entered_licence_plate');
    expect(window.dataLayer).toBeUndefined();
    saveConsent(false);
    track('user_entered_vin');
    expect(window.dataLayer).toBeUndefined();
  });

  it('sends events once analytics cookies are accepted', () => {
    saveConsent(true);
    track('user_requested_insurance_pricing', { plan: 'basic' });
    expect(window.dataLayer).toEqual([{ event: 'user_requested_insurance_pricing', plan: 'basic' }]);
  });

  it('ignores a stored choice it cannot read', () => {
    localStorage.setItem(consentStorageKey, '{"analytics":"yes"}');
    track('user_entered_vin');
    expect(window.dataLayer).toBeUndefined();
  });

  it('requests the tag manager only after consent, and only once', () => {
    startAnalytics('GTM-TEST');
    expect(tagScripts()).toHaveLength(0);
    saveConsent(false);
    expect(tagScripts()).toHaveLength(0);
    saveConsent(true);
    saveConsent(true);
    expect(tagScripts()).toHaveLength(1);
  });

  it('starts the tag manager at once for a visitor who accepted earlier', () => {
    saveConsent(true);
    startAnalytics('GTM-TEST');
    expect(tagScripts()).toHaveLength(1);
  });
});
