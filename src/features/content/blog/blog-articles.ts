import { paths } from '../../../app/route-table';

export interface BlogArticleEntry {
  /** The article's URL segment, Croatian, lowercase ASCII words joined by hyphens. */
  slug: string;
  /** ISO date (yyyy-MM-dd) of publication. */
  publishedAt: string;
}

/** Every article of the corner, newest first. Its text is the locale namespace `blog-<slug>`. */
export const blogArticles: readonly BlogArticleEntry[] = [];

export const blogArticlePath = (slug: string) => paths['blog-article'].replace(':slug', slug);
