import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { blogArticlePath, blogArticles } from './blog/blog-articles';
import { VisuallyHidden } from '../../app/ui/visually-hidden';
import { ArticleMeta, PublishedDate } from './blog/blog-ui';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.25rem;
    line-height: 1.3;
  }

  h2 a {
    color: ${({ theme }) => theme.colors.primaryStrong};
    text-decoration: none;
  }

  h2 a:hover {
    text-decoration: underline;
  }
`;

const Excerpt = styled.p`
  flex: 1;
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const ReadMore = styled(Link)`
  align-self: flex-start;
  font-weight: 700;
`;

export function BlogPage() {
  const { t } = useTranslation('content-blog');
  return (
    <PageSection>
      <PageHeader routeId="blog" lead={t('lead')} />
      <Cards aria-label={t('listHeading')}>
        {blogArticles.map(({ slug, publishedAt }) => {
          const title = t(`articles.${slug}.title`);
          const path = blogArticlePath(slug);
          return (
            <li key={slug}>
              <Card aria-labelledby={`blog-card-${slug}`}>
                <h2 id={`blog-card-${slug}`}>
                  <Link to={path}>{title}</Link>
                </h2>
                <ArticleMeta>
                  <PublishedDate date={publishedAt} />
                </ArticleMeta>
                <Excerpt>{t(`articles.${slug}.excerpt`)}</Excerpt>
                <ReadMore to={path}>
                  {t('readMore')}
                  <VisuallyHidden>: {title}</VisuallyHidden>
                </ReadMore>
              </Card>
            </li>
          );
        })}
      </Cards>
    </PageSection>
  );
}
