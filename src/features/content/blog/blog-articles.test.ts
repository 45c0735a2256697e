import { describe, expect, it } from 'vitest';
import { routeTable } from '../../../app/route-table';
import type { ContentBlock } from '../ui/content-blocks';
import { blogArticlePath, blogArticles } from './blog-articles';

type Locale = Record<string, unknown>;
const locales = import.meta.glob<Locale>('../../../../locales/*/*.json', { eager: true, import: 'default' });
const localeFile = (language: string, namespace: string) =>
  locales[`../../../../locales/${language}/${namespace}.json`];

interface ArticleMeta {
  title: string;
  description: string;
  excerpt: string;
}
const metaOf = (language: string, slug: string) =>
  (localeFile(language, 'content-blog')?.articles as Record<string, ArticleMeta | undefined>)[slug];

const blockTexts = (block: ContentBlock): string[] => {
  if ('table' in block) return [block.table.caption, ...block.table.head, ...block.table.rows.flat()];
  const value = Object.values(block)[0] as string | string[];
  return Array.isArray(value) ? value : [value];
};

const staticPaths = new Set<string>(routeTable.map((route) => route.path));
const slugs = blogArticles.map((article) => article.slug);

describe('the blog article list', () => {
  it('has at least six articles with unique, URL-safe Croatian slugs, newest first', () => {
    expect(slugs.length).toBeGreaterThanOrEqual(6);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const dates = blogArticles.map((article) => article.publishedAt);
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('builds each article URL from the route table', () => {
    expect(blogArticlePath('primjer')).toBe('/blog/primjer');
  });

  it.each(['hr', 'en'])('has listing metadata and a body namespace in %s for every article', (language) => {
    for (const slug of slugs) {
      const meta = metaOf(language, slug);
      expect(meta, `${language} content-blog articles.${slug}`).toBeDefined();
      expect(meta!.title.trim()).not.toBe('');
      expect(meta!.excerpt.trim()).not.toBe('');
      expect(meta!.description.length, `${language} ${slug} description`).toBeLessThanOrEqual(155);

      const body = localeFile(language, `blog-${slug}`)?.body as ContentBlock[] | undefined;
      expect(body, `${language}/blog-${slug}.json`).toBeDefined();
      // The body, and the green card list's headings for the article that ends with it.
      const article = blogArticles.find((entry) => entry.slug === slug);
      expect(Object.keys(localeFile(language, `blog-${slug}`)!)).toEqual(
        article?.greenCardCountries ? ['body', 'greenCard'] : ['body'],
      );
      expect(body!.some((block) => 'h2' in block)).toBe(true);
    }
  });

  it('has no article texts or metadata without an entry in the list', () => {
    for (const language of ['hr', 'en']) {
      const files = Object.keys(locales)
        .filter((path) => path.includes(`/locales/${language}/blog-`))
        .map((path) => path.replace(/^.*\/blog-(.+)\.json$/, '$1'));
      expect(files.sort()).toEqual([...slugs].sort());
      expect(Object.keys(localeFile(language, 'content-blog')!.articles as object).sort()).toEqual([...slugs].sort());
    }
  });

  it('links only to pages that exist', () => {
    for (const language of ['hr', 'en']) {
      for (const slug of slugs) {
        const body = localeFile(language, `blog-${slug}`)!.body as ContentBlock[];
        const targets = body.flatMap(blockTexts).flatMap((text) => [...text.matchAll(/\]\((\/[^)\s]*)\)/g)]);
        for (const [, target] of targets) {
          const known = staticPaths.has(target!) || slugs.some((other) => blogArticlePath(other) === target);
          expect(known, `${language}/blog-${slug}.json links to ${target}`).toBe(true);
        }
      }
    }
  });
});
