import { paths } from '../../../app/route-table';

export interface BlogArticleEntry {
  /** The article's URL segment, Croatian, lowercase ASCII words joined by hyphens. */
  slug: string;
  /** ISO date (yyyy-MM-dd) of publication. */
  publishedAt: string;
  /** Ends with the green card's country list, headed by the namespace's `greenCard.heading`. */
  greenCardCountries?: true;
}

/** Every article of the corner, newest first. Its text is the locale namespace `blog-<slug>`. */
export const blogArticles: readonly BlogArticleEntry[] = [
  { slug: 'europsko-izvjesce-o-prometnoj-nezgodi', publishedAt: '2026-11-18' },
  { slug: 'zimska-oprema-i-priprema-vozila-za-zimu', publishedAt: '2026-11-04' },
  { slug: 'kako-funkcionira-bonus-malus', publishedAt: '2026-10-21' },
  { slug: 'zelena-karta-i-voznja-u-inozemstvu', publishedAt: '2026-10-07', greenCardCountries: true },
  { slug: 'tehnicki-pregled-i-registracija-vozila', publishedAt: '2026-09-23' },
  { slug: 'autoodgovornost-ili-kasko', publishedAt: '2026-09-09' },
  { slug: 'nezgoda-s-neosiguranim-ili-stranim-vozilom', publishedAt: '2026-08-26' },
];

export const blogArticlePath = (slug: string) => paths['blog-article'].replace(':slug', slug);

export const findBlogArticle = (slug: string | undefined) => blogArticles.find((article) => article.slug === slug);
