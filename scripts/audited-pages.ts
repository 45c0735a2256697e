import { blogArticlePath, blogArticles } from '../src/features/content/blog/blog-articles.ts';

/**
 * The pages `npm run lighthouse` and `npm run bench:interactive` measure by default: where drivers land (the home
 * page, the quote's first page, content pages and the newest blog article).
 */
export const auditedPages = [
  '/',
  '/onboarding',
  '/faq',
  '/car-insurance',
  ...blogArticles.slice(0, 1).map((article) => blogArticlePath(article.slug)),
];
