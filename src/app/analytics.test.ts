import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAnalytics, tagManagerUrl, track } from './analytics';
import { consentStorageKey, saveConsent } from './consent';

const tagScripts = () => document.querySelectorAll(`script[src="${tagManagerUrl('GTM-TEST')}"]`);

const stops: (() => void)[] = [];
const start = (reload = vi.fn()) => stops.push(startAnalytics('GTM-TEST', reload));

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
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
    start();
    expect(tagScripts()).toHaveLength(0);
    saveConsent(false);
    expect(tagScripts()).toHaveLength(0);
    saveConsent(true);
    saveConsent(true);
    expect(tagScripts()).toHaveLength(1);
  });

  it('removes the analytics cookies and reloads when the visitor takes consent back', () => {
    const reload = vi.fn();
    saveConsent(true);
    start(reload);
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = '_ga_ABC123=GS1.1.456; path=/';
    document.cookie = 'ao_other=keep; path=/';
    saveConsent(false);
    expect(document.cookie).not.toMatch(/_ga/);
    expect(document.cookie).toContain('ao_other=keep');
    expect(reload).toHaveBeenCalledTimes(1);
    document.cookie = 'ao_other=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('starts the tag manager at once for a visitor who accepted earlier', () => {
    saveConsent(true);
    start();
    expect(tagScripts()).toHaveLength(1);
  });
});
