/**
 * Writes dist/robots.txt and dist/sitemap.xml from the route table after `vite build`, so the pages search engines
 * may index are the route table's `indexable` ones and nothing else. The site's origin comes from SITE_URL; without
 * it, the project's default Hosting domain.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeTable } from '../src/app/route-table.ts';
import { projectId, rootDir } from './stack-config.ts';

export function sitemapXml(origin: string, lastModified: string): string {
  const urls = routeTable
    .filter((route) => 'indexable' in route && route.indexable)
    .map(
      (route) =>
        `  <url><loc>${origin}${route.path === '/' ? '/' : route.path}</loc><lastmod>${lastModified}</lastmod></url>`,
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = (process.env.SITE_URL ?? `https://${projectId}.web.app`).replace(/\/+$/, '');
  const dist = join(rootDir, 'dist');
  writeFileSync(join(dist, 'sitemap.xml'), sitemapXml(origin, new Date().toISOString().slice(0, 10)));
  writeFileSync(join(dist, 'robots.txt'), robotsTxt(origin));
}
