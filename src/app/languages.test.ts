import { describe, expect, it } from 'vitest';
import { languageAlternates, languageOfPath, pathInLanguage, pathWithoutLanguage } from './languages';

describe('language URLs', () => {
  it('read the language from the first segment only, Croatian without one', () => {
    expect(languageOfPath('/')).toBe('hr');
    expect(languageOfPath('/faq')).toBe('hr');
    expect(languageOfPath('/en')).toBe('en');
    expect(languageOfPath('/en/blog/zimska-oprema')).toBe('en');
    // Not a prefix: a page whose name starts with the letters, and a Croatian prefix nobody writes.
    expect(languageOfPath('/english-page')).toBe('hr');
    expect(languageOfPath('/hr/faq')).toBe('hr');
  });

  it('give the same page in the other language, and the path the route table knows', () => {
    expect(pathInLanguage('/faq', 'en')).toBe('/en/faq');
    expect(pathInLanguage('/', 'en')).toBe('/en');
    expect(pathInLanguage('/en', 'hr')).toBe('/');
    expect(pathInLanguage('/en/blog/a', 'hr')).toBe('/blog/a');
    expect(pathInLanguage('/en/faq', 'en')).toBe('/en/faq');
    expect(pathWithoutLanguage('/en')).toBe('/');
    expect(pathWithoutLanguage('/en/onboarding/vin')).toBe('/onboarding/vin');
    expect(pathWithoutLanguage('/onboarding')).toBe('/onboarding');
  });

  it('list every language of a page and Croatian as the default, for hreflang', () => {
    expect(languageAlternates('/faq', 'https://ao.hr')).toEqual([
      { hrefLang: 'hr', href: 'https://ao.hr/faq' },
      { hrefLang: 'en', href: 'https://ao.hr/en/faq' },
      { hrefLang: 'x-default', href: 'https://ao.hr/faq' },
    ]);
    expect(languageAlternates('/', 'https://ao.hr').map(({ href }) => href)).toEqual([
      'https://ao.hr/',
      'https://ao.hr/en',
      'https://ao.hr/',
    ]);
  });
});
