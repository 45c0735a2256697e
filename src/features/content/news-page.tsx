import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { ArticleMeta, PublishedDate } from './blog/blog-ui';

interface NewsItem {
  /** The item's key under `items` in the `content-news` namespace. */
  id: string;
  /** ISO date (yyyy-MM-dd). */
  publishedAt: string;
  /** The page the item's link opens; the link label is `items.<id>.link`. */
  to?: string;
}

/** Newest first. */
const newsItems: readonly NewsItem[] = [
  { id: 'english-version', publishedAt: '2026-11-16' },
  { id: 'drivers-corner', publishedAt: '2026-08-26', to: paths.blog },
  { id: 'roadside-europe', publishedAt: '2026-07-01', to: paths['car-insurance'] },
  { id: 'recommend-and-earn', publishedAt: '2026-05-12', to: paths['recommend-and-earn'] },
  { id: 'online-purchase', publishedAt: '2026-03-02', to: paths.onboarding },
];

const Items = styled.ol`
  max-width: 46rem;
  margin: 0;
  padding: 0;
  list-style: none;

  > li + li {
    margin-top: ${({ theme }) => theme.space(8)};
    padding-top: ${({ theme }) => theme.space(8)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.375rem;
    line-height: 1.3;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: 1.0625rem;
`;

const ItemLink = styled(Link)`
  font-weight: 700;
`;

export function NewsPage() {
  const { t } = useTranslation('content-news');
  return (
    <PageSection>
      <PageHeader routeId="news" lead={t('lead')} />
      <Items>
        {newsItems.map(({ id, publishedAt, to }) => (
          <li key={id}>
            <article aria-labelledby={`news-${id}`}>
              <h2 id={`news-${id}`}>{t(`items.${id}.title`)}</h2>
              <ArticleMeta>
                <PublishedDate date={publishedAt} />
              </ArticleMeta>
              <Text>{t(`items.${id}.text`)}</Text>
              {to ? <ItemLink to={to}>{t(`items.${id}.link`)}</ItemLink> : null}
            </article>
          </li>
        ))}
      </Items>
    </PageSection>
  );
}
