import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { usePageMeta } from '../../../app/layout/document-meta';
import { PageSection } from '../../../app/layout/page-section';
import { paths } from '../../../app/route-table';
import { ClosingCall } from '../ui/closing-call';
import { ContentBlocks, type ContentBlock } from '../ui/content-blocks';
import { GreenCardCountries } from '../ui/green-card-countries';
import { Prose } from '../ui/prose';
import { blogArticlePath, blogArticles, findBlogArticle, type BlogArticleEntry } from './blog-articles';
import { ArticleMeta, PublishedDate } from './blog-ui';

const wordsPerMinute = 200;
const moreArticlesCount = 3;

const blockTexts = (block: ContentBlock): string[] => {
  if ('table' in block) return [block.table.caption, ...block.table.head, ...block.table.rows.flat()];
  const value = Object.values(block)[0] as string | string[];
  return Array.isArray(value) ? value : [value];
};

/** Link targets are markup, not words the reader reads. */
const readingMinutes = (blocks: readonly ContentBlock[]) => {
  const words = blocks
    .flatMap(blockTexts)
    .map((text) => text.replace(/\]\([^)]*\)/g, ' '))
    .join(' ')
    .split(/\s+/)
    .filter((word) => /\p{L}|\d/u.test(word)).length;
  return Math.max(1, Math.round(words / wordsPerMinute));
};

/** The articles after this one in the list, wrapping round, so every article links on to different ones. */
const articlesAfter = (slug: string) => {
  const index = blogArticles.findIndex((article) => article.slug === slug);
  return [...blogArticles.slice(index + 1), ...blogArticles.slice(0, index)].slice(0, moreArticlesCount);
};

const Header = styled.header`
  max-width: 46rem;
  margin-bottom: ${({ theme }) => theme.space(8)};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    line-height: 1.2;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

const Separator = styled.span`
  margin: 0 ${({ theme }) => theme.space(2)};
`;

const More = styled.nav`
  max-width: 46rem;
  margin-top: ${({ theme }) => theme.space(12)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }

  ul {
    margin: 0 0 ${({ theme }) => theme.space(6)};
    padding-left: ${({ theme }) => theme.space(5)};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

const BackLink = styled(Link)`
  font-weight: 700;
`;

function BlogArticle({ entry }: { entry: BlogArticleEntry }) {
  const { slug, publishedAt, greenCardCountries } = entry;
  const { t } = useTranslation(['content-blog', `blog-${slug}`]);
  const title = t(`articles.${slug}.title`);
  usePageMeta({ title, description: t(`articles.${slug}.description`) });
  const body = t('body', { ns: `blog-${slug}`, returnObjects: true }) as ContentBlock[];

  return (
    <>
      <PageSection>
        <article>
          <Header>
            <h1>{title}</h1>
            <ArticleMeta>
              <PublishedDate date={publishedAt} />
              <Separator aria-hidden="true">·</Separator>
              {t('readingTime', { minutes: readingMinutes(body) })}
            </ArticleMeta>
          </Header>
          <Prose>
            <ContentBlocks blocks={body} />
            {greenCardCountries ? (
              <>
                <h2>{t('greenCard.heading', { ns: `blog-${slug}` })}</h2>
                <GreenCardCountries namespace={`blog-${slug}`} />
              </>
            ) : null}
          </Prose>
        </article>
        <More aria-labelledby="blog-more-articles">
          <h2 id="blog-more-articles">{t('moreArticles')}</h2>
          <ul>
            {articlesAfter(slug).map((other) => (
              <li key={other.slug}>
                <Link to={blogArticlePath(other.slug)}>{t(`articles.${other.slug}.title`)}</Link>
              </li>
            ))}
          </ul>
          <BackLink to={paths.blog}>{t('backToList')}</BackLink>
        </More>
      </PageSection>
      <ClosingCall
        headingId="blog-article-cta"
        heading={t('cta.heading')}
        text={t('cta.text')}
        action={{ to: paths.onboarding, label: t('cta.button') }}
      />
    </>
  );
}

// Rare (a mistyped or withdrawn article's address): loaded when needed, like the router's own not-found route.
const NotFoundPage = lazy(() => import('../../../app/not-found-page').then((m) => ({ default: m.NotFoundPage })));

function UnknownArticle() {
  const { t } = useTranslation();
  usePageMeta({ title: t('notFound.title'), description: t('notFound.text') });
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}

/** `/blog/:slug`: only slugs in the article list have a locale namespace, so any other one is a missing page. */
export function BlogArticlePage() {
  const { slug } = useParams();
  const entry = findBlogArticle(slug);
  return entry ? <BlogArticle key={entry.slug} entry={entry} /> : <UnknownArticle />;
}
