import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sitePathIn } from '@contracts/site-paths';
import {
  languageAlternates,
  languageOfPath,
  languagePrefix,
  languages,
  pathInLanguage,
  pathWithoutLanguage,
} from './languages';
import { appRoutes } from './router';
import { routeTable, type RouteHandle } from './route-table';

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

  it('open every route of the table in both languages, from the paths the functions write into e-mails', () => {
    for (const route of routeTable) {
      for (const language of languages) {
        const path = sitePathIn(language, route.path.replace(':slug', 'zimska-oprema'));
        expect(languageOfPath(path), path).toBe(language);
        const matches = matchRoutes(appRoutes, path, languagePrefix(language) || undefined);
        expect((matches?.at(-1)?.route.handle as RouteHandle | undefined)?.routeId, path).toBe(route.id);
      }
    }
  });
});
