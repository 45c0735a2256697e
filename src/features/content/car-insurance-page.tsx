import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { CallToAction } from '../../app/layout/call-to-action';
import { PageHeader } from '../../app/layout/page-header';
import { ThemedSection } from '../../app/layout/themed-section';
import { paths } from '../../app/route-table';
import { ContentBand } from './ui/content-band';

const namespace = 'content-car-insurance';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(4)} ${theme.space(6)}`};
  margin-top: ${({ theme }) => theme.space(6)};
`;

export function CarInsurancePage() {
  const { t } = useTranslation(namespace);
  return (
    <>
      <ContentBand
        namespace={namespace}
        name="covers"
        tone="light"
        header={<PageHeader routeId="car-insurance" lead={t('lead')} />}
      />
      <ContentBand namespace={namespace} name="sums" tone="surface" />
      <ContentBand namespace={namespace} name="duty" tone="light" />
      <ContentBand namespace={namespace} name="bonus" tone="surface" />
      <ContentBand namespace={namespace} name="greenCard" tone="light" />
      <ContentBand namespace={namespace} name="addOns" tone="surface" />
      <ThemedSection tone="dark" labelledBy="car-insurance-cta">
        <h2 id="car-insurance-cta">{t('cta.heading')}</h2>
        <p>{t('cta.text')}</p>
        <Actions>
          <CallToAction to={paths.onboarding}>{t('cta.button')}</CallToAction>
          <Link to={paths['make-contract']}>{t('cta.howItWorks')}</Link>
        </Actions>
      </ThemedSection>
    </>
  );
}
