import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { usePageMeta } from '../../../app/layout/document-meta';
import { PageSection } from '../../../app/layout/page-section';
import { paths } from '../../../app/route-table';
import { ClosingCall } from '../ui/closing-call';
import { ContentBlocks, type ContentBlock } from '../ui/content-blocks';
import { Prose } from '../ui/prose';
import { findBlogArticle, type BlogArticleEntry } from './blog-articles';
import { lazyPart } from '../../../app/ui/lazy-part';
import { ArticleMeta, PublishedDate } from './blog-ui';

/** Below the article's text and never needed to read it: it comes after the article, not in its first load. */
const ArticleEndPart = lazyPart('blog-article-end', () => import('./article-end').then((module) => module.ArticleEnd));

const wordsPerMinute = 200;

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

function BlogArticle({ entry }: { entry: BlogArticleEntry }) {
  const { slug, publishedAt } = entry;
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
          </Prose>
          <ArticleEndPart slug={slug} greenCardCountries={entry.greenCardCountries === true} />
        </article>
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
