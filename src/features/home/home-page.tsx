import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { CallToAction } from '../../app/layout/call-to-action';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

export function HomePage() {
  const { t } = useTranslation();
  return (
    <PageSection>
      <PageHeader routeId="home" lead={t('home.lead')} />
      <Actions>
        <CallToAction to={paths.onboarding}>{t('home.byPlate')}</CallToAction>
        <Link to={paths['onboarding-vin']}>{t('home.byVin')}</Link>
      </Actions>
    </PageSection>
  );
}
