import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { PageSection } from './layout/page-section';
import { paths } from './route-table';

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.primaryStrong};
`;

const Suggestions = styled.ul`
  padding-left: ${({ theme }) => theme.space(5)};

  li {
    margin: ${({ theme }) => theme.space(2)} 0;
  }
`;

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageSection>
      <Heading>{t('notFound.heading')}</Heading>
      <p>{t('notFound.text')}</p>
      <Suggestions>
        <li>
          <Link to={paths.home}>{t('notFound.home')}</Link>
        </li>
        <li>
          <Link to={paths.onboarding}>{t('notFound.quote')}</Link>
        </li>
        <li>
          <Link to={paths.faq}>{t('notFound.help')}</Link>
        </li>
      </Suggestions>
    </PageSection>
  );
}
