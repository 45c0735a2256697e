/**
 * Runs after `vite build`. From the route table it writes:
 * - dist/robots.txt and dist/sitemap.xml: the pages search engines may index are the `indexable` routes (each blog
 *   article expanded to its own URL) in each language, and nothing else;
 * - dist/app-shell.html: the built index.html untouched, the SPA shell for every page without HTML of its own;
 * - one HTML file per pre-rendered page and language (dist/car-insurance.html, dist/en/car-insurance.html,
 *   dist/blog/<slug>.html…), the built index.html with that page's language, title, description, `hreflang`
 *   alternates and social tags, which Hosting serves for the clean URL. scripts/prerender.ts then renders the page
 *   itself into it. Link previews and crawlers see the page's own tags; the SPA keeps them current after that.
 * The site's origin comes from SITE_URL; without it, the project's default Hosting domain.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { languageAlternates, languages, openGraphLocale, pathInLanguage, type Language } from '../src/app/languages.ts';
import { prerenderedRoutes, type RouteId } from '../src/app/route-table.ts';
import { blogArticlePath, blogArticles } from '../src/features/content/blog/blog-articles.ts';
import { projectId, rootDir } from './stack-config.ts';

export interface PublicPage {
  routeId: RouteId;
  /** The URL's path, with its language prefix. */
  path: string;
  /** The path the route table knows, without the prefix. */
  routePath: string;
  language: Language;
  indexable: boolean;
  title: string;
  description: string;
}

const readLocale = <T>(language: Language, name: string): T =>
  JSON.parse(readFileSync(join(rootDir, 'locales', language, `${name}.json`), 'utf8')) as T;

/** Every pre-rendered page in every language, with the title and description the SPA would show on it. */
export function publicPages(): PublicPage[] {
  return languages.flatMap((language) => {
    const common = readLocale<{ brand: { name: string }; routes: Record<string, { title: string }> }>(
      language,
      'common',
    );
    const meta = readLocale<Record<string, { description: string }>>(language, 'meta');
    const blog = readLocale<{ articles: Record<string, { title: string; description: string }> }>(
      language,
      'content-blog',
    );
    const brand = common.brand.name;
    const page = (
      routeId: RouteId,
      routePath: string,
      indexable: boolean,
      title: string,
      description: string,
    ): PublicPage => ({
      routeId,
      path: pathInLanguage(routePath, language),
      routePath,
      language,
      indexable,
      title: `${title} | ${brand}`,
      description,
    });
    return prerenderedRoutes.flatMap((route): PublicPage[] => {
      const indexable = 'indexable' in route && route.indexable;
      if (route.id === 'blog-article') {
        return blogArticles.map(({ slug }) => {
          const article = blog.articles[slug];
          if (!article) throw new Error(`${language}/content-blog.json has no article "${slug}"`);
          return page(route.id, blogArticlePath(slug), indexable, article.title, article.description);
        });
      }
      const description = meta[route.id]?.description ?? (indexable ? undefined : meta.default?.description);
      if (!description)
        throw new Error(`${language}/meta.json has no description for the indexable route "${route.id}"`);
      return [page(route.id, route.path, indexable, common.routes[route.id]?.title ?? '', description)];
    });
  });
}

/** The HTML file Hosting serves for a page's clean URL: /faq → faq.html, /en → en.html, / → index.html. */
export const pageFile = (path: string): string => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

export function sitemapXml(origin: string, lastModified: string): string {
  const urls = publicPages()
    .filter((page) => page.indexable)
    .map((page) =>
      [
        `  <url>`,
        `    <loc>${origin}${page.path}</loc>`,
        `    <lastmod>${lastModified}</lastmod>`,
        ...languageAlternates(page.routePath, origin).map(
          ({ hrefLang, href }) => `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${href}" />`,
        ),
        `  </url>`,
      ].join('\n'),
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  // The quote steps, accounts, payment results and the support console hold personal data or make no sense without a
  // session.
  const closed = [
    '/onboarding/',
    '/register/',
    '/profile',
    '/login',
    '/forgot-password',
    '/reset-password',
    '/payment-',
    '/admin',
    // The accident statement's steps show a statement the phone holds the secret of (issue 27).
    '/claims/report',
    '/claims/join',
  ]
    // Every language's copy of them too.
    .flatMap((path) => languages.map((language) => pathInLanguage(path, language)));
  return ['User-agent: *', ...closed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The built index.html with a page's language and head: title, description, canonical URL, `hreflang` alternates
 * and Open Graph / Twitter tags. A page that is not indexable (the sign-in page) gets only its title and description.
 */
export function pageHtml(indexHtml: string, page: PublicPage, origin: string): string {
  const url = `${origin}${page.path}`;
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const head = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    ...(page.indexable
      ? [
          `<link rel="canonical" href="${url}" />`,
          ...languageAlternates(page.routePath, origin).map(
            ({ hrefLang, href }) => `<link rel="alternate" hreflang="${hrefLang}" href="${href}" />`,
          ),
          `<meta property="og:type" content="website" />`,
          `<meta property="og:site_name" content="AO online" />`,
          `<meta property="og:locale" content="${openGraphLocale(page.language)}" />`,
          `<meta property="og:title" content="${title}" />`,
          `<meta property="og:description" content="${description}" />`,
          `<meta property="og:url" content="${url}" />`,
          `<meta property="og:image" content="${origin}/social-card.png" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
          `<meta name="twitter:title" content="${title}" />`,
          `<meta name="twitter:description" content="${description}" />`,
        ]
      : []),
  ].join('\n    ');
  const withoutOwn = indexHtml
    // The shell's note for browsers without JavaScript: a pre-rendered page shows its content instead.
    .replace(/\s*<noscript data-shell-only>[\s\S]*?<\/noscript>/, '')
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/>/, '');
  if (
    withoutOwn.includes('<title>') ||
    withoutOwn.includes('<noscript') ||
    !withoutOwn.includes('</head>') ||
    !withoutOwn.includes('<html lang="hr">')
  )
    throw new Error('Unexpected index.html head');
  return withoutOwn
    .replace('<html lang="hr">', `<html lang="${page.language}">`)
    .replace('</head>', () => `    ${head}\n  </head>`);
}

/**
 * The SPA shell: the built index.html as Vite wrote it, served by Hosting for every route that has no HTML of its
 * own (firebase.json's catch-all rewrite). index.html itself becomes the home page.
 */
export const appShellFile = 'app-shell.html';

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = (process.env.SITE_URL ?? `https://${projectId}.web.app`).replace(/\/+$/, '');
  const dist = join(rootDir, 'dist');
  // Vite's index.html is kept as the shell before the home page overwrites it (`vite build` empties dist/, so a
  // shell left from an earlier run of this script is still Vite's).
  const shell = join(dist, appShellFile);
  if (!existsSync(shell)) copyFileSync(join(dist, 'index.html'), shell);
  const indexHtml = readFileSync(shell, 'utf8');
  for (const page of publicPages()) {
    const file = join(dist, pageFile(page.path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, pageHtml(indexHtml, page, origin));
  }
  writeFileSync(join(dist, 'sitemap.xml'), sitemapXml(origin, new Date().toISOString().slice(0, 10)));
  writeFileSync(join(dist, 'robots.txt'), robotsTxt(origin));
}
