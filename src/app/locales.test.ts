import { describe, expect, it } from 'vitest';
import { errorKeys } from '@contracts/error-keys';
import { accidentErrorKeys } from '@contracts/accident-error-keys';
import { adminBankCreditErrorKeys } from '@contracts/bank-credit-error-keys';
import { adminClaimErrorKeys, claimErrorKeys } from '@contracts/claim-error-keys';
import { policyEndErrorKeys } from '@contracts/policy-ending';
import { reminderErrorKeys } from '@contracts/renewal-reminder-rules';
import { blogArticlePath, blogArticles } from '../features/content/blog/blog-articles';
import { documentHref, documentIds, documentLanguages } from '../lib/documents';
import { routeTable } from './route-table';

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const byLanguage = (language: string) =>
  Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.includes(`/locales/${language}/`))
      .map(([path, content]) => [path.split('/').at(-1), content]),
  );

describe('locales', () => {
  const hr = byLanguage('hr');
  const en = byLanguage('en');

  it('have the same namespaces in Croatian and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(hr).sort());
  });

  it.each(Object.keys(hr))('%s has the same keys in both languages and no empty text', (file) => {
    expect(keysOf(en[file]).sort()).toEqual(keysOf(hr[file]).sort());
    for (const key of keysOf(hr[file])) {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], hr[file]);
      expect(typeof text === 'string' && text.trim().length > 0, `hr/${file}: ${key}`).toBe(true);
    }
  });
});

describe('error keys', () => {
  // A key that names its namespace (the console's `admin:errors.*`, the resume link's `onboarding:resume.*`…) is shown
  // only where that namespace is loaded: its text must be there, in both languages.
  const namespaced = [
    ...Object.values(errorKeys),
    ...Object.values(accidentErrorKeys),
    ...Object.values(claimErrorKeys),
    ...Object.values(adminClaimErrorKeys),
    ...Object.values(reminderErrorKeys),
    ...Object.values(policyEndErrorKeys),
    ...Object.values(adminBankCreditErrorKeys),
  ].filter((key) => key.includes(':'));

  it.each(namespaced)('%s has a text in its namespace in both languages', (errorKey) => {
    const [namespace = '', key = ''] = errorKey.split(':');
    for (const language of ['hr', 'en']) {
      const file = byLanguage(language)[`${namespace}.json`];
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], file);
      expect(typeof text, `${language}: ${errorKey}`).toBe('string');
    }
  });
});

describe('links inside texts', () => {
  const routePatterns = routeTable.map((route) => new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}$`));
  const sitePaths = new Set([
    ...blogArticles.map((article) => blogArticlePath(article.slug)),
    ...documentIds.flatMap((id) => documentLanguages.map((language) => documentHref(id, language))),
  ]);
  const internalLinks = Object.entries(files).flatMap(([file, content]) =>
    [...JSON.stringify(content).matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => ({ file, href: match[1] ?? '' })),
  );

  it('exist', () => {
    expect(internalLinks.length).toBeGreaterThan(20);
  });

  it.each(internalLinks)('$file links to $href, a page that exists', ({ href }) => {
    const path = href.split(/[?#]/)[0] ?? '';
    const isBlogArticle = path.startsWith('/blog/');
    expect(isBlogArticle ? sitePaths.has(path) : sitePaths.has(path) || routePatterns.some((p) => p.test(path))).toBe(
      true,
    );
  });
});
