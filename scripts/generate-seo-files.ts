/**
 * Runs after `vite build`. From the route table it writes:
 * - dist/robots.txt and dist/sitemap.xml: the pages search engines may index are the `indexable` routes (each blog
 *   article expanded to its own URL) and nothing else;
 * - one HTML file per indexable page (dist/car-insurance.html, dist/blog/<slug>.html…), the built index.html with
 *   that page's Croatian title, description and social tags, which Hosting serves for the clean URL. Link previews
 *   and crawlers that do not run scripts see the page's own tags; the SPA keeps them current after that.
 * The site's origin comes from SITE_URL; without it, the project's default Hosting domain.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { routeTable } from '../src/app/route-table.ts';
import { blogArticlePath, blogArticles } from '../src/features/content/blog/blog-articles.ts';
import { projectId, rootDir } from './stack-config.ts';

interface PublicPage {
  path: string;
  title: string;
  description: string;
}

const readLocale = <T>(name: string): T =>
  JSON.parse(readFileSync(join(rootDir, 'locales', 'hr', `${name}.json`), 'utf8')) as T;

/** Every indexable URL with the Croatian title and description the SPA would show on it. */
export function publicPages(): PublicPage[] {
  const common = readLocale<{ brand: { name: string }; routes: Record<string, { title: string }> }>('common');
  const meta = readLocale<Record<string, { description: string }>>('meta');
  const blog = readLocale<{ articles: Record<string, { title: string; description: string }> }>('content-blog');
  const brand = common.brand.name;
  return routeTable
    .filter((route) => 'indexable' in route && route.indexable)
    .flatMap((route): PublicPage[] => {
      if (route.id === 'blog-article') {
        return blogArticles.map(({ slug }) => {
          const article = blog.articles[slug];
          if (!article) throw new Error(`content-blog.json has no article "${slug}"`);
          return {
            path: blogArticlePath(slug),
            title: `${article.title} | ${brand}`,
            description: article.description,
          };
        });
      }
      const description = meta[route.id]?.description;
      if (!description) throw new Error(`meta.json has no description for the indexable route "${route.id}"`);
      return [{ path: route.path, title: `${common.routes[route.id]?.title} | ${brand}`, description }];
    });
}

export function sitemapXml(origin: string, lastModified: string): string {
  const urls = publicPages().map(
    (page) => `  <url><loc>${origin}${page.path}</loc><lastmod>${lastModified}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  // The quote steps, accounts and payment results hold personal data or make no sense without a session.
  const closed = [
    '/onboarding/',
    '/register/',
    '/profile',
    '/login',
    '/forgot-password',
    '/reset-password',
    '/payment-',
  ];
  return ['User-agent: *', ...closed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The built index.html with a page's head: title, description, canonical URL and Open Graph / Twitter tags. */
export function pageHtml(indexHtml: string, page: PublicPage, origin: string): string {
  const url = `${origin}${page.path}`;
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const head = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="AO online" />`,
    `<meta property="og:locale" content="hr_HR" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${origin}/social-card.png" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ].join('\n    ');
  const withoutOwn = indexHtml
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/>/, '');
  if (withoutOwn.includes('<title>') || !withoutOwn.includes('</head>')) throw new Error('Unexpected index.html head');
  return withoutOwn.replace('</head>', `    ${head}\n  </head>`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = (process.env.SITE_URL ?? `https://${projectId}.web.app`).replace(/\/+$/, '');
  const dist = join(rootDir, 'dist');
  const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
  for (const page of publicPages()) {
    const file = page.path === '/' ? join(dist, 'index.html') : join(dist, `${page.path.slice(1)}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, pageHtml(indexHtml, page, origin));
  }
  writeFileSync(join(dist, 'sitemap.xml'), sitemapXml(origin, new Date().toISOString().slice(0, 10)));
  writeFileSync(join(dist, 'robots.txt'), robotsTxt(origin));
}
