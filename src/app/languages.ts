import { sitePathIn } from '@contracts/site-paths';

/**
 * The site's languages and their URLs. Croatian is the site's own language and has no prefix; every other language
 * lives under its code, the same paths below it: /faq is /en/faq in English, / is /en. The URL decides the language
 * of a page, so a shared or indexed link opens in the language it was written in, and each language's pages can be
 * pre-rendered to their own HTML (scripts/prerender.ts) with `hreflang` alternates between them.
 */
export const languages = ['hr', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'hr';

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/** '' for Croatian, '/en' for English: the router's basename. */
export const languagePrefix = (language: Language): string => (language === defaultLanguage ? '' : `/${language}`);

export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1];
  return first !== defaultLanguage && isLanguage(first) ? first : defaultLanguage;
}

/** The path without its language prefix: the path the route table knows. */
export function pathWithoutLanguage(pathname: string): string {
  const prefix = languagePrefix(languageOfPath(pathname));
  return pathname.slice(prefix.length) || '/';
}

/** The same page in another language: `pathInLanguage('/en/faq', 'hr')` is '/faq', `pathInLanguage('/', 'en')` '/en'. */
export const pathInLanguage = (pathname: string, language: Language): string =>
  sitePathIn(language, pathWithoutLanguage(pathname));

/** `og:locale` of a language. */
export const openGraphLocale = (language: Language): string => (language === 'en' ? 'en_GB' : 'hr_HR');

/**
 * A page's `hreflang` alternates: each language's URL of the same page (path without prefix), and Croatian as the
 * default for visitors in any other language. The build writes them into each page's HTML; the SPA keeps them.
 */
export const languageAlternates = (path: string, origin: string): { hrefLang: string; href: string }[] => [
  ...languages.map((language) => ({ hrefLang: language, href: `${origin}${pathInLanguage(path, language)}` })),
  { hrefLang: 'x-default', href: `${origin}${pathInLanguage(path, defaultLanguage)}` },
];
