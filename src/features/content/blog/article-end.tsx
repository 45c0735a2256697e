import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../../app/route-table';
import { GreenCardCountriesPart } from '../ui/green-card-countries-part';
import { Prose } from '../ui/prose';
import { blogArticlePath, blogArticles } from './blog-articles';

const moreArticlesCount = 3;

/** The articles after this one in the list, wrapping round, so every article links on to different ones. */
const articlesAfter = (slug: string) => {
  const index = blogArticles.findIndex((article) => article.slug === slug);
  return [...blogArticles.slice(index + 1), ...blogArticles.slice(0, index)].slice(0, moreArticlesCount);
};

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

/**
 * What follows an article's text: the green card's country list for the article that ends with it, then the way on
 * to other articles and back to the list.
 */
export function ArticleEnd({ slug, greenCardCountries }: { slug: string; greenCardCountries: boolean }) {
  const { t } = useTranslation('content-blog');
  return (
    <>
      {greenCardCountries ? (
        <Prose>
          <GreenCardCountriesPart namespace={`blog-${slug}`} withHeading />
        </Prose>
      ) : null}
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
    </>
  );
}
